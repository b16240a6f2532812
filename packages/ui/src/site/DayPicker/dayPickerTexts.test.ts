import { describeTexts } from '../../shared/textsTesting.ts';
import { DAY_PICKER_TEXTS_HI } from './dayPickerTexts.hi.ts';
import { DAY_PICKER_TEXTS } from './dayPickerTexts.ts';

describeTexts('dayPicker', {
  english: DAY_PICKER_TEXTS,
  hindi: DAY_PICKER_TEXTS_HI,
  samples: {
    dayFull: [
      ['Tue 1 Dec', 'Wed 2 Dec, 9:30 AM'],
      ['Tue 1 Dec', undefined],
      ['Fri 4 Dec', 'Sat 5 Dec, 9:00 AM'],
    ],
    chooseNext: [['Wed 2 Dec, 9:30 AM'], ['Sat 5 Dec, 9:00 AM']],
    dayAndTime: [
      ['Wed 2 Dec', '9:30 AM'],
      ['Sat 5 Dec', '9:00 AM'],
    ],
  },
  sameInBoth: ['dayAndTime'],
});
