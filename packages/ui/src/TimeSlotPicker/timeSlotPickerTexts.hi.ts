import type { TimeSlotPickerTexts } from './TimeSlotPicker.tsx';

/** The words of the slot picker in Hindi. */
export const TIME_SLOT_PICKER_TEXTS_HI: TimeSlotPickerTexts = {
  periods: {
    morning: 'सुबह',
    afternoon: 'दोपहर बाद',
    other: 'अन्य समय',
  },
  booked: 'बुक हो चुका',
  placesLeft: (count) => `${count} ${count === 1 ? 'जगह' : 'जगहें'} बाकी`,
};
