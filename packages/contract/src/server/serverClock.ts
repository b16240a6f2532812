// The servers' clock. A hospital's server reads the time of day; a demo, a training session or a test of the OPD's
// day may start it at a chosen moment (HOSPITAL_CLOCK_START), from which it runs on at the real pace. Production
// refuses a chosen start: the hospital's records carry real times.

/** The server's clock: real time, or real time shifted so that it read `start` when the server started. */
export function serverClock(start?: string, startedAt: number = Date.now()): () => Date {
  if (start === undefined || start === '') return () => new Date();
  const chosen = Date.parse(start);
  if (Number.isNaN(chosen)) throw new Error(`HOSPITAL_CLOCK_START must be an ISO date-time such as 2026-12-07T08:30:00+05:30, got "${start}"`);
  const offset = chosen - startedAt;
  return () => new Date(Date.now() + offset);
}
