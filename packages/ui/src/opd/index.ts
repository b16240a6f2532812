// The OPD day's widgets: the queue list, check-in and the walk-in form. The waiting-hall board and the patient's
// token card are exported from their own folders.
export * from './OpdQueueList/index.ts';
export * from './CheckInForm/index.ts';
export * from './WalkInForm/index.ts';
