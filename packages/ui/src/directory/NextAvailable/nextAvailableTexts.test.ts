import { describeTexts } from '../../shared/textsTesting.ts';
import { NEXT_AVAILABLE_TEXTS_HI } from './nextAvailableTexts.hi.ts';
import { NEXT_AVAILABLE_TEXTS } from './nextAvailableTexts.ts';

describeTexts('nextAvailable', {
  english: NEXT_AVAILABLE_TEXTS,
  hindi: NEXT_AVAILABLE_TEXTS_HI,
  samples: {
    nextAvailable: [['Tue 1 Dec, 9:30 AM'], ['मंगल 1 दिस॰, सुबह 9:30']],
    noneSoon: [[14], [62]],
  },
});
