// The seed is a snapshot of the hospital as it stood on one day. Every relative date
// (appointments "in the last 14 days", upcoming events, overdue milestones, task progress)
// is computed from this anchor, never from Date.now(), or the file would change on every
// run and the story it tells (what is past, what is due) would drift.
export const ANCHOR = '2026-11-25';

/** Minutes since midnight as HH:MM, the form `hospitalInstant` reads. */
export const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
