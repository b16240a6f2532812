export { ManageBooking, type ManageBookingProps } from './ManageBooking.tsx';
export {
  MANAGE_BOOKING_TEXTS,
  type ManageBookingField,
  type ManageBookingTexts,
  type ManageBookingTextsInput,
  type ReadOnlyReason,
} from './manageBookingTexts.ts';
export {
  type BookingLookupValues,
  type BookingRescheduleValues,
  type ManageBookingFailure,
  type ManageBookingFailureReason,
  type ManageBookingOutcome,
} from './manageBooking.ts';
