export { ScheduleChangeDialog, type ScheduleChangeDialogProps } from './ScheduleChangeDialog.tsx';
export { AffectedBookingsList, type AffectedBookingsListProps } from './AffectedBookingsList.tsx';
export { affectedCountText, visitWhenText, visitsInCallOrder } from './affectedVisits.ts';
export { useScheduleChange, type ScheduleChangeOptions, type ScheduleChangeState } from './useScheduleChange.ts';
