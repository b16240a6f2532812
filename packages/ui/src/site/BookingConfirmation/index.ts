export { BookingConfirmation, MANAGE_BOOKING_HREF, type BookingConfirmationProps, type BookingConfirmationTextsInput } from './BookingConfirmation.tsx';
export {
  bookingVisitEvent,
  BOOKING_CONFIRMATION_TEXTS,
  confirmationTexts,
  type BookingConfirmationTexts,
  type ConfirmationWords,
  type HospitalContact,
} from './confirmationContent.ts';
export { calendarFileName, visitCalendarFile, type VisitEvent } from './calendarFile.ts';
