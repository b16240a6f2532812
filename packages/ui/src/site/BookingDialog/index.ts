export { BookingDialog, type BookingDialogProps, type SlotQuery } from './BookingDialog.tsx';
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
