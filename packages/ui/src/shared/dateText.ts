import { calendarDate, formatDateLabel, parseDayNumber } from './calendarDays.ts';

/** A stored "2026-11-01" as people read it ("1 Nov 2026"), or `empty` when there is no date or it is not one. */
export function dateText(value: string | null | undefined, empty = '-'): string {
  const day = parseDayNumber(value);
  return Number.isNaN(day) ? empty : formatDateLabel(day);
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A stored "2026-12-01" written out as on a patient's confirmation: "Tuesday, 1 December 2026". Nothing shortened,
 * so it reads aloud well and cannot be mistaken for the American month-first order. `empty` when it is not a date.
 */
export function longDateText(value: string | null | undefined, empty = '-'): string {
  const day = parseDayNumber(value);
  if (Number.isNaN(day)) return empty;
  const { year, month, day: dayOfMonth } = calendarDate(day);
  // Day 0 (1970-01-01) was a Thursday, index 3 from Monday; the double modulo keeps days before 1970 positive.
  const weekday = WEEKDAY_NAMES[(((day + 3) % 7) + 7) % 7];
  return `${weekday}, ${dayOfMonth} ${MONTH_NAMES[month - 1]} ${year}`;
}
