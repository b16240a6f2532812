// The Today tab's small rules: which session a walk-in joins and how the day's sessions read. Pure functions,
// tested in frontDesk.test.ts.
import { clockMinute, hospitalMinuteOfDay, hospitalToday, slotText, type QueueDesk } from '@hospital/contract';

/** "14:00" -> "2:00 PM", as the desk reads a session. */
const clockText = (time: string): string => slotText(clockMinute(time));

export type DeskSession = QueueDesk['sessions'][number];

/**
 * Whether the desk shows today: no day chosen (the server answers its own today), or the server's today chosen.
 * `now` is the server's clock (the desk's answer carries it), which a demo's clock may set apart from this browser's.
 */
export function isDeskToday(chosenDate: string, now: Date): boolean {
  return chosenDate === '' || chosenDate === hospitalToday(now);
}

/**
 * The session a walk-in joins, as the server will choose it (rules/opdQueue.ts's walkInSession): the one under way
 * or the next, by the server's clock; none once the day's last has ended. Only asked of today's desk.
 */
export function walkInSessionOf(sessions: readonly DeskSession[], now: Date): DeskSession | undefined {
  const minute = hospitalMinuteOfDay(now);
  return sessions.find((session) => clockMinute(session.end) > minute);
}

/** "Sessions: 9:00 AM-1:00 PM (walk-ins 3 of 10), 2:00 PM-5:00 PM (walk-ins 0 of 10)", or none that day. */
export function sessionsText(sessions: readonly DeskSession[]): string {
  if (sessions.length === 0) return 'No OPD session this day (a closure, leave, or not a working day).';
  return `Sessions: ${sessions
    .map((session) => `${clockText(session.start)}–${clockText(session.end)} (walk-ins ${session.walkInsTaken} of ${session.walkInsAllowed})`)
    .join(', ')}`;
}
