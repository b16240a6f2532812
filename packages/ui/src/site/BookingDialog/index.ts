export { BookingDialog } from './BookingDialog.tsx';
export type { BookingDialogProps, DoctorDays, SlotQuery } from './bookingDialogProps.ts';
export { PRIVACY_HREF } from './BookingForm.tsx';
export { BOOKING_DIALOG_TEXTS, type BookingDialogTexts, type ToastWords } from './bookingDialogTexts.ts';
export {
  bookingIssueOf,
  BOOKING_ISSUE_KINDS,
  type BookingIssue,
  type BookingIssueField,
  type BookingIssueKind,
  type BookingLimitIssueKind,
} from './bookingIssues.ts';
export {
  parseAge,
  parseDoctorId,
  matchDepartmentName,
  departmentOfDoctor,
  initialBookingFields,
  bookingFieldMessages,
  BOOKING_FIELD_NAMES,
  type BookingFieldName,
  type BookingFormFields,
  type BookingOutcome,
  type BookingValues,
} from './bookingForm.ts';
