export { BookAppointmentButton, BookingFromAddress, type BookAppointmentButtonProps } from './BookAppointmentButton.tsx';
