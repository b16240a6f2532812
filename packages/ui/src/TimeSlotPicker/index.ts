export {
  TimeSlotPicker,
  groupSlotsByPeriod,
  slotPeriod,
  DEFAULT_PERIOD_LABELS,
  type SlotGroup,
  type SlotPeriod,
  type TimeSlotPickerProps,
} from './TimeSlotPicker.tsx';
