export { DayPicker, type DayPickerProps } from './DayPicker.tsx';
export { NextOpenNotice, type NextOpenNoticeProps } from './NextOpenNotice.tsx';
export { DAY_PICKER_TEXTS, type DayPickerTexts } from './dayPickerTexts.ts';
export {
  addMonths,
  daySlotChoice,
  dayStates,
  firstOpenSlot,
  initialFocusDate,
  longDayText,
  monthOf,
  monthText,
  monthWeeks,
  movedDate,
  nextOpenAfter,
  weekdayNames,
  type DaySlotChoice,
  type DayState,
  type GridKey,
  type OpenSlot,
} from './openDays.ts';
export { OpenSlotFields, type OpenSlotFieldControl, type OpenSlotFieldsProps } from './OpenSlotFields.tsx';
export { VisitSlotFields, useVisitSlot, type DoctorDays, type VisitSlot, type VisitSlotFieldsProps, type VisitSlotValues } from './VisitSlotFields.tsx';
