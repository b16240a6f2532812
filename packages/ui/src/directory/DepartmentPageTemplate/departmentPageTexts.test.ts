import { describeTexts } from '../../shared/textsTesting.ts';
import { DEPARTMENT_PAGE_TEXTS_HI } from './departmentPageTexts.hi.ts';
import { DEPARTMENT_PAGE_TEXTS } from './departmentPageTexts.ts';

describeTexts('departmentPage', {
  english: DEPARTMENT_PAGE_TEXTS,
  hindi: DEPARTMENT_PAGE_TEXTS_HI,
  samples: { emergencyCall: [['101'], ['108']] },
});
