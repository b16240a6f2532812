// The site widgets of the design system; each folder here is one component.
export * from './BookingDialog/index.ts';
export * from './BookingConfirmation/index.ts';
export * from './BookingSummary/index.ts';
export * from './ManageBooking/index.ts';
export {
  DayPicker,
  NextOpenNotice,
  OpenSlotFields,
  DAY_PICKER_TEXTS,
  daySlotChoice,
  nextOpenAfter,
  type DayPickerProps,
  type DayPickerTexts,
  type NextOpenNoticeProps,
  type OpenSlotFieldsProps,
  type OpenSlot,
} from './DayPicker/index.ts';
export * from './HomeSection/index.ts';
export * from './HomeHero/index.ts';
export * from './AboutSection/index.ts';
export * from './ExcellenceSection/index.ts';
export * from './DepartmentsSection/index.ts';
export * from './DoctorsSection/index.ts';
export * from './TestimonialsStrip/index.ts';
export * from './AccreditationsSection/index.ts';
export * from './ContactSection/index.ts';
export * from './FooterDetails/index.ts';
export * from './LanguageSwitch/index.ts';
