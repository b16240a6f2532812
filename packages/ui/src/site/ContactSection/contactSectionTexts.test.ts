import { describeTexts } from '../../shared/textsTesting.ts';
import { CONTACT_SECTION_TEXTS_HI } from './contactSectionTexts.hi.ts';
import { CONTACT_SECTION_TEXTS } from './contactSectionTexts.ts';

describeTexts('contactSection', {
  english: CONTACT_SECTION_TEXTS,
  hindi: CONTACT_SECTION_TEXTS_HI,
  samples: {
    emergencyCall: [['911'], ['108']],
    mapTitle: [['14 Shahnajaf Road, Lucknow'], ['Hazratganj, Lucknow']],
  },
});
