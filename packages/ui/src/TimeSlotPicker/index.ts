export {
  TimeSlotPicker,
  groupSlotsByPeriod,
  slotPeriod,
  DEFAULT_PERIOD_LABELS,
  TIME_SLOT_PICKER_TEXTS,
  slotTimeText,
  type TimeSlotPickerTexts,
  type SlotGroup,
  type SlotPeriod,
  type TimeSlotPickerProps,
} from './TimeSlotPicker.tsx';
