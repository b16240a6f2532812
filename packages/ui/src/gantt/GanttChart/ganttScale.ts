import { GANTT, type GanttScale } from '@hospital/contract';
import { EPOCH_YEAR, MONTH_SHORT_NAMES, calendarDate, dayNumber, daysInMonth, daysInYear, monthStart } from '../../shared/calendarDays.ts';

/**
 * Where a day falls on the Gantt's timeline at each scale, and the header cells above it. Days are the shared
 * day numbers (shared/calendarDays.ts), so the x of a bar comes from the calendar, never from a clock.
 */

/** The chart's first day: the 1st of the month of the earliest start. NaN when there is none. */
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
