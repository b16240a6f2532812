export { DateInput, todayIsoDate, type DateInputProps } from './DateInput.tsx';
