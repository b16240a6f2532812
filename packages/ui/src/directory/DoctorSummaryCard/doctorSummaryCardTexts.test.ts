import { describeTexts } from '../../shared/textsTesting.ts';
import { DOCTOR_SUMMARY_CARD_TEXTS_HI } from './doctorSummaryCardTexts.hi.ts';
import { DOCTOR_SUMMARY_CARD_TEXTS } from './doctorSummaryCardTexts.ts';

describeTexts('doctorSummaryCard', {
  english: DOCTOR_SUMMARY_CARD_TEXTS,
  hindi: DOCTOR_SUMMARY_CARD_TEXTS_HI,
  samples: { yearsExperience: [[16], [1]] },
});
