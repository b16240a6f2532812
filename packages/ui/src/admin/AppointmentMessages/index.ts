export {
  AppointmentMessages,
  AppointmentMessagesDialog,
  type AppointmentMessagesDialogProps,
  type AppointmentMessagesProps,
} from './AppointmentMessages.tsx';
