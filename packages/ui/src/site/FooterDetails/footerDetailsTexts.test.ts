import { describeTexts } from '../../shared/textsTesting.ts';
import { FOOTER_DETAILS_TEXTS_HI } from './footerDetailsTexts.hi.ts';
import { FOOTER_DETAILS_TEXTS } from './footerDetailsTexts.ts';

describeTexts('footerDetails', { english: FOOTER_DETAILS_TEXTS, hindi: FOOTER_DETAILS_TEXTS_HI, samples: {} });
