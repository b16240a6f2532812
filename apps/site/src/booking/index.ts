export { BookAppointmentButton, type BookAppointmentButtonProps } from './BookAppointmentButton.tsx';
