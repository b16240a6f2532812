import { describeTexts } from '../../shared/textsTesting.ts';
import { DEPARTMENTS_SECTION_TEXTS_HI } from './departmentsSectionTexts.hi.ts';
import { DEPARTMENTS_SECTION_TEXTS } from './departmentsSectionTexts.ts';

describeTexts('departmentsSection', {
  english: DEPARTMENTS_SECTION_TEXTS,
  hindi: DEPARTMENTS_SECTION_TEXTS_HI,
  samples: { learnMore: [['Cardiology'], ['Neurology']] },
});
