// The OPD day tab's small rules: whether it shows today and how the day's sessions read. Pure functions, tested in
// opdDay.test.ts.
import { clockMinute, hospitalToday, slotText, type OpdDay } from '@hospital/contract';

/** "14:00" -> "2:00 PM", as the front desk reads a session. */
const clockText = (time: string): string => slotText(clockMinute(time));

export type OpdDaySession = OpdDay['sessions'][number];

/**
 * Whether the OPD day shown is today: no day chosen (the server answers its own today), or the server's today chosen.
 * `now` is the server's clock (the OPD day's answer carries it), which a demo's clock may set apart from this browser's.
 */
export function isOpdDayToday(chosenDate: string, now: Date): boolean {
  return chosenDate === '' || chosenDate === hospitalToday(now);
}

/** "Sessions: 9:00 AM-1:00 PM (walk-ins 3 of 10), 2:00 PM-5:00 PM (walk-ins 0 of 10)", or none that day. */
export function sessionsText(sessions: readonly OpdDaySession[]): string {
  if (sessions.length === 0) return 'No OPD session this day (a closure, leave, or not a working day).';
  return `Sessions: ${sessions
    .map((session) => `${clockText(session.start)}–${clockText(session.end)} (walk-ins ${session.walkInsTaken} of ${session.walkInsAllowed})`)
    .join(', ')}`;
}
