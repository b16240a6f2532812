export { BookingDialog, PRIVACY_HREF, type BookingDialogProps, type SlotQuery } from './BookingDialog.tsx';
export { BOOKING_DIALOG_TEXTS, type BookingDialogTexts } from './bookingDialogTexts.ts';
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
