import { describeTexts } from '../shared/textsTesting.ts';
import { TIME_SLOT_PICKER_TEXTS } from './TimeSlotPicker.tsx';
import { TIME_SLOT_PICKER_TEXTS_HI } from './timeSlotPickerTexts.hi.ts';

describeTexts('timeSlotPicker', { english: TIME_SLOT_PICKER_TEXTS, hindi: TIME_SLOT_PICKER_TEXTS_HI, samples: { placesLeft: [[1], [2], [5]] } });
