// The OPD's days as staff read them in the admin area (English): weekday names, and a calendar day with its
// weekday. Pure functions, tested in opdDays.test.ts.
import { daysBetween, isoWeekday, type Weekday } from '@hospital/contract';
import { dateText } from './dateText.ts';

/** ISO weekday (1 = Monday) to its name. */
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** ISO weekday to its three letters: "Mon". */
export function weekdayShort(weekday: Weekday): string {
  return WEEKDAY_NAMES[weekday].slice(0, 3);
}

/** A stored "2026-12-01" with its weekday: "Tue 1 Dec 2026"; `empty` when it is not a date. */
export function dayText(date: string | null | undefined, empty = '-'): string {
  const text = dateText(date, '');
  if (!text || !date) return empty;
  return `${weekdayShort(isoWeekday(date))} ${text}`;
}

/** A stretch of days, both ends counted: "Tue 1 Dec 2026" for one day, "Tue 1 Dec 2026 - Thu 3 Dec 2026" for more. */
export function dayRangeText(from: string, to: string): string {
  return from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;
}

/** How many days a stretch covers, both ends counted: "1 day", "3 days". */
export function dayCountText(from: string, to: string): string {
  const days = daysBetween(from, to) + 1;
  return days === 1 ? '1 day' : `${days} days`;
}
