import { describeTexts } from '../../shared/textsTesting.ts';
import { DOCTORS_SECTION_TEXTS_HI } from './doctorsSectionTexts.hi.ts';
import { DOCTORS_SECTION_TEXTS } from './doctorsSectionTexts.ts';

describeTexts('doctorsSection', {
  english: DOCTORS_SECTION_TEXTS,
  hindi: DOCTORS_SECTION_TEXTS_HI,
  samples: { years: [[1], [22]], viewProfileOf: [['Dr. Rajesh Malhotra'], ['Dr. Sunita Verma']] },
});
