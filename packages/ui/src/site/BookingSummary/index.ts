export { BookingSummary, type BookingSummaryProps } from './BookingSummary.tsx';
export { bookingDoctorName, BOOKING_SUMMARY_TEXTS, visitDateText, type BookingSummaryDetails, type BookingSummaryTexts } from './bookingSummary.ts';
