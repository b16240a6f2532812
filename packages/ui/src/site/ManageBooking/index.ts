export { ManageBooking, type ManageBookingProps, type ManageBookingTextsInput } from './ManageBooking.tsx';
export { MANAGE_BOOKING_TEXTS, type ManageBookingTexts, type ReadOnlyReason } from './manageBookingTexts.ts';
export {
  type BookingLookupValues,
  type BookingRescheduleValues,
  type ManageBookingFailure,
  type ManageBookingFailureReason,
  type ManageBookingOutcome,
} from './manageBooking.ts';
