import { GANTT, type GanttScale } from '@hospital/contract';

/**
 * Calendar maths of the Gantt chart. A date is a day number: whole days since 1970-01-01 on the calendar,
 * computed from year, month and day with integer arithmetic. No `Date` and no time zone takes part, so a
 * daylight-saving change or the viewer's zone can never move a bar by an hour or a day. "Today" comes from the
 * local calendar date of the viewer's clock (`localDayNumber`), the one place a `Date` is read.
 */

export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const EPOCH_YEAR = 1970;

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

/** The chart's first day: the 1st of the month of the earliest start (spec section 2). NaN when there is none. */
export function chartStartDay(startDays: Iterable<number>): number {
  let earliest = Infinity;
  for (const day of startDays) if (day < earliest) earliest = day;
  return Number.isFinite(earliest) ? monthStart(earliest) : NaN;
}

/**
 * Pixels from 1970-01-01 to the start of `dayNum` at a scale. A day column is 30 px; a month column 120 px
 * whatever its length, so a day in February is 120/28 px wide and one in March 120/31; a year column 300 px,
 * a day being 300/365 or 300/366 of it. So x comes from the calendar, never from a fixed day width.
 */
export function absoluteX(scale: GanttScale, dayNum: number): number {
  const width = GANTT.columnWidthPx[scale];
  if (scale === 'day') return dayNum * width;
  const { year, month, day } = calendarDate(dayNum);
  if (scale === 'month') {
    const monthIndex = (year - EPOCH_YEAR) * 12 + (month - 1);
    return (monthIndex + (day - 1) / daysInMonth(year, month)) * width;
  }
  const dayOfYear = dayNum - dayNumber(year, 1, 1);
  return (year - EPOCH_YEAR + dayOfYear / daysInYear(year)) * width;
}

/** x of the start of `dayNum` in a chart beginning at `originDay`. */
export function dayX(scale: GanttScale, dayNum: number, originDay: number): number {
  return absoluteX(scale, dayNum) - absoluteX(scale, originDay);
}

/** The day whose span holds pixel `x` (inverse of `absoluteX`, floored to whole days). */
export function dayAtAbsoluteX(scale: GanttScale, x: number): number {
  const width = GANTT.columnWidthPx[scale];
  const units = x / width;
  const index = Math.floor(units);
  const fraction = units - index;
  if (scale === 'day') return index;
  if (scale === 'month') {
    const year = EPOCH_YEAR + Math.floor(index / 12);
    const month = index - (year - EPOCH_YEAR) * 12 + 1;
    return dayNumber(year, month, 1) + Math.floor(fraction * daysInMonth(year, month));
  }
  const year = EPOCH_YEAR + index;
  return dayNumber(year, 1, 1) + Math.floor(fraction * daysInYear(year));
}

export interface BarGeometry {
  left: number;
  width: number;
}

/**
 * A bar from the start of its first day to the end of its last (end dates are inclusive: a one-day task is one
 * day wide), never narrower than the spec's 20 px so a short task stays visible and clickable at month and year
 * scale. An end before the start is drawn as a one-day bar at the start.
 */
export function barGeometry(scale: GanttScale, startDay: number, endDay: number, originDay: number): BarGeometry {
  const lastDay = endDay >= startDay ? endDay : startDay;
  const left = dayX(scale, startDay, originDay);
  const right = dayX(scale, lastDay + 1, originDay);
  return { left, width: Math.max(GANTT.minBarWidthPx, right - left) };
}

/** x of the red today line: the middle of today's span, so at day scale it runs down the centre of today's column. */
export function todayX(scale: GanttScale, today: number, originDay: number): number {
  return (dayX(scale, today, originDay) + dayX(scale, today + 1, originDay)) / 2;
}

/** The first day after the chart: at day scale the end of the last end's month; else one spare column after it. */
export function chartEndDay(scale: GanttScale, lastEndDay: number): number {
  if (scale === 'day') return nextUnitStart('month', lastEndDay);
  if (scale === 'month') return nextUnitStart('month', nextUnitStart('month', lastEndDay));
  return nextUnitStart('year', nextUnitStart('year', lastEndDay));
}

export type TimeUnit = 'day' | 'month' | 'year';

export function unitStart(unit: TimeUnit, dayNum: number): number {
  if (unit === 'day') return dayNum;
  const { year, month } = calendarDate(dayNum);
  return unit === 'month' ? dayNumber(year, month, 1) : dayNumber(year, 1, 1);
}

export function nextUnitStart(unit: TimeUnit, dayNum: number): number {
  if (unit === 'day') return dayNum + 1;
  const { year, month } = calendarDate(dayNum);
  if (unit === 'year') return dayNumber(year + 1, 1, 1);
  return month === 12 ? dayNumber(year + 1, 1, 1) : dayNumber(year, month + 1, 1);
}

export function unitLabel(unit: TimeUnit, dayNum: number, withYear: boolean): string {
  const { year, month, day } = calendarDate(dayNum);
  if (unit === 'day') return String(day);
  if (unit === 'year') return String(year);
  return withYear ? `${MONTH_SHORT_NAMES[month - 1]} ${year}` : MONTH_SHORT_NAMES[month - 1]!;
}

export interface TimeCell {
  /** The unit's first day: a stable React key. */
  day: number;
  x: number;
  width: number;
  label: string;
}

/** The column unit of a scale and the coarser unit of the header's upper row (none above years). */
export const HEADER_UNITS: Record<GanttScale, { upper: TimeUnit | null; lower: TimeUnit }> = {
  day: { upper: 'month', lower: 'day' },
  month: { upper: 'year', lower: 'month' },
  year: { upper: null, lower: 'year' },
};

/**
 * The header cells of one unit that overlap pixels [x0, x1) of a chart starting at `originDay`: only these are
 * rendered, so a five-year chart at day scale has some 60 day cells in the DOM, not 1,800. A cell that begins
 * before the chart (the year of a chart starting in March) is cut at the chart's start, so its name, kept in view
 * by CSS while the cell scrolls past, starts there too.
 */
export function timeCells(scale: GanttScale, unit: TimeUnit, originDay: number, x0: number, x1: number, withYear = false): TimeCell[] {
  const origin = absoluteX(scale, originDay);
  const cells: TimeCell[] = [];
  let day = unitStart(unit, dayAtAbsoluteX(scale, origin + Math.max(0, x0)));
  // Bounded: a header row never holds more cells than fit in the range at the narrowest column.
  for (let guard = 0; guard < 10_000; guard += 1) {
    const x = absoluteX(scale, day) - origin;
    if (x >= x1) break;
    const next = nextUnitStart(unit, day);
    const end = absoluteX(scale, next) - origin;
    cells.push({ day, x: Math.max(0, x), width: end - Math.max(0, x), label: unitLabel(unit, day, withYear) });
    day = next;
  }
  return cells;
}

/**
 * The offset of the first grid line for the CSS background (a repeating gradient of the column width): 0 when
 * the chart starts on a column boundary (day and month scale always do), else where the next year begins.
 */
export function gridOffset(scale: GanttScale, originDay: number): number {
  const width = GANTT.columnWidthPx[scale];
  const remainder = absoluteX(scale, originDay) % width;
  return remainder === 0 ? 0 : width - remainder;
}

/** "1 Nov 2026": how the chart names a date to people (rows' screen-reader text, bar titles). */
export function formatDateLabel(dayNum: number): string {
  const { year, month, day } = calendarDate(dayNum);
  return `${day} ${MONTH_SHORT_NAMES[month - 1]} ${year}`;
}
