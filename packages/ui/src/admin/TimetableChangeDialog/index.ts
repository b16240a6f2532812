export { TimetableChangeDialog, type TimetableChangeDialogProps } from './TimetableChangeDialog.tsx';
export { AffectedBookingsList, type AffectedBookingsListProps } from './AffectedBookingsList.tsx';
export { affectedCountText, visitWhenText, visitsInCallOrder } from './affectedVisits.ts';
export { useTimetableChange, type TimetableChangeOptions, type TimetableChangeState } from './useTimetableChange.ts';
