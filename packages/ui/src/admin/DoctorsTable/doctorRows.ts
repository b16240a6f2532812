// What the Doctors tab says of each doctor: the order of the rows, their weekly days and their next session.
// Pure functions, tested in doctorRows.test.ts.
import {
  addDays,
  clockMinute,
  daySessions,
  hospitalMinuteOfDay,
  hospitalToday,
  isoWeekday,
  slotText,
  type DoctorCalendar,
  type Doctor,
  type WeeklySession,
  type Weekday,
} from '@hospital/contract';
import { weekdayShort } from '../../shared/opdDays.ts';

/** How far ahead the next session is looked for: beyond two weeks of leave it says so rather than a date. */
export const NEXT_SESSION_DAYS = 14;

/** Working doctors first, then by name (without the "Dr." every one of them has). */
export function sortDoctors<T extends Pick<Doctor, 'name' | 'retired'>>(doctors: readonly T[]): T[] {
  const bare = (name: string) => name.replace(/^dr\.?\s+/i, '');
  return [...doctors].sort((a, b) => Number(Boolean(a.retired)) - Number(Boolean(b.retired)) || bare(a.name).localeCompare(bare(b.name), 'en'));
}

/** The weekdays a timetable has sessions on, runs joined: "Mon–Fri, Sat" reads "Mon–Sat"; "Tue, Thu"; "No sessions". */
export function weeklyDaysText(weekly: readonly WeeklySession[]): string {
  const days = [...new Set(weekly.map((session) => session.weekday))].sort((a, b) => a - b);
  if (days.length === 0) return 'No sessions';
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length >= 3 ? `${weekdayShort(run[0]!)}–${weekdayShort(run.at(-1)!)}` : run.map(weekdayShort).join(', ')))
    .join(', ');
}

export interface NextSession {
  date: string;
  session: WeeklySession;
}

/**
 * The doctor's next session that has not ended, on the hospital's clock, skipping the days the servers hold closed
 * (the hospital's closures, the doctor's leave: the contract's daySessions); undefined when there is none in the
 * next `NEXT_SESSION_DAYS` days.
 */
export function nextSession(calendar: DoctorCalendar, now: Date = new Date()): NextSession | undefined {
  const today = hospitalToday(now);
  const minute = hospitalMinuteOfDay(now);
  for (let offset = 0; offset < NEXT_SESSION_DAYS; offset += 1) {
    const date = addDays(today, offset);
    const session = daySessions(calendar, date).find((candidate) => offset > 0 || clockMinute(candidate.end) > minute);
    if (session) return { date, session };
  }
  return undefined;
}

/** "Today, 2:00 PM – 5:30 PM", "Tomorrow, 9:00 AM – 12:00 PM", "Mon 7 Dec, 9:00 AM – 12:00 PM". */
export function nextSessionText(next: NextSession | undefined, now: Date = new Date()): string {
  if (!next) return `None in the next ${NEXT_SESSION_DAYS} days`;
  const today = hospitalToday(now);
  const hours = `${slotText(clockMinute(next.session.start))} – ${slotText(clockMinute(next.session.end))}`;
  if (next.date === today) return `Today, ${hours}`;
  if (next.date === addDays(today, 1)) return `Tomorrow, ${hours}`;
  const [, month, day] = next.date.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month! - 1, 1)));
  return `${weekdayShort(isoWeekday(next.date))} ${day} ${monthName}, ${hours}`;
}
