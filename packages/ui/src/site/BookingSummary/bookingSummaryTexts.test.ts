import { describeTexts } from '../../shared/textsTesting.ts';
import { BOOKING_SUMMARY_TEXTS } from './bookingSummary.ts';
import { BOOKING_SUMMARY_TEXTS_HI } from './bookingSummaryTexts.hi.ts';

describeTexts('bookingSummary', { english: BOOKING_SUMMARY_TEXTS, hindi: BOOKING_SUMMARY_TEXTS_HI, samples: {} });
