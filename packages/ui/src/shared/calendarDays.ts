/**
 * Calendar maths on day numbers: whole days since 1970-01-01 on the calendar, computed from year, month and day
 * with integer arithmetic. No `Date` and no time zone takes part, so a daylight-saving change or the viewer's zone
 * can never move a date by a day. "Today" comes from the local calendar date of the viewer's clock
 * (`localDayNumber`), the one place a `Date` is read. Shared by every widget that reads or names a date.
 */

export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The year day number 0 falls in (1970-01-01). */
export const EPOCH_YEAR = 1970;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** Day number of a calendar date (month 1-12). Howard Hinnant's days_from_civil: exact for any proleptic Gregorian date. */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The calendar date of a day number (Hinnant's civil_from_days), the inverse of `dayNumber`. */
export function calendarDate(dayNum: number): CalendarDate {
  const z = dayNum + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const ZERO = 48;

function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i += 1) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return NaN;
    value = value * 10 + d;
  }
  return value;
}

/**
 * 'YYYY-MM-DD' (or the date part of an ISO timestamp) to its day number; NaN for anything else, including
 * impossible dates such as 2026-02-30. Hand-rolled rather than a regex: the chart parses up to four dates for
 * each of 20,000 tasks on first render.
 */
export function parseDayNumber(text: string | null | undefined): number {
  if (typeof text !== 'string' || text.length < 10) return NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return NaN;
  if (text.length > 10 && text[10] !== 'T' && text[10] !== ' ') return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return NaN;
  return dayNumber(year, month, day);
}

/** 'YYYY-MM-DD' of a day number. */
export function formatDayNumber(dayNum: number): string {
  const { year, month, day } = calendarDate(dayNum);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The viewer's calendar date of `date` (local midnight to local midnight), whatever the clock's zone or DST. */
export function localDayNumber(date: Date): number {
  return dayNumber(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

export function monthStart(dayNum: number): number {
  const { year, month } = calendarDate(dayNum);
  return dayNumber(year, month, 1);
}

/** "1 Nov 2026": how a date is named to people (Gantt rows and bars, Kanban cards, milestones, task details). */
export function formatDateLabel(dayNum: number): string {
  const { year, month, day } = calendarDate(dayNum);
  return `${day} ${MONTH_SHORT_NAMES[month - 1]} ${year}`;
}
