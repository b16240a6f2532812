export { NewsEventDialog, type NewsEventDialogProps } from './NewsEventDialog.tsx';
export {
  fromDateTimeLocal,
  newsEventFormDefaults,
  newsEventFormSchema,
  toDateTimeLocal,
  type NewsEventFormInput,
  type NewsEventFormOutput,
} from './newsEventForm.ts';
