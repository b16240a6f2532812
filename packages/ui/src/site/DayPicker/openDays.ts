// A doctor's open days as the day picker and the slot picker show them: which days can be chosen, the slots of a
// chosen day with the places left, the next open slot after a full day, and the month grid the days sit on. Pure,
// so the calendar's arithmetic is unit-tested (openDays.test.ts); dates are the contract's `YYYY-MM-DD` on the
// hospital's calendar, never a Date in the reader's time zone.
import { addDays, addMonths, isoWeekday, monthOf, type Availability } from '@hospital/contract';

/** A day on the grid: `open` has a slot with a place left, `full` has slots but none left, `closed` has none. */
export type DayState = 'open' | 'full' | 'closed';

/** A slot with a place left: the day and the slot's text ("9:30 AM"). */
export interface OpenSlot {
  date: string;
  time: string;
}

/** The state of each day the availability lists; days it does not list are closed. */
export function dayStates(days: Availability['days']): ReadonlyMap<string, Exclude<DayState, 'closed'>> {
  return new Map(days.map((day) => [day.date, day.slots.some((slot) => slot.left > 0) ? 'open' : 'full'] as const));
}

/** What the slot picker shows for a day: every slot in time order, the full ones, and the places left of each slot taking more than one patient. */
export interface DaySlotChoice {
  slots: string[];
  unavailable: string[];
  /** By slot text, only for slots of capacity > 1 with a place left: "2 places left". */
  placesLeft: Record<string, number>;
}

export function daySlotChoice(days: Availability['days'], date: string): DaySlotChoice {
  const day = days.find((candidate) => candidate.date === date);
  const slots = day?.slots ?? [];
  const placesLeft: Record<string, number> = {};
  for (const slot of slots) if (slot.capacity > 1 && slot.left > 0) placesLeft[slot.time] = slot.left;
  return {
    slots: slots.map((slot) => slot.time),
    unavailable: slots.filter((slot) => slot.left <= 0).map((slot) => slot.time),
    placesLeft,
  };
}

/** The first slot with a place left on a day after `date`; undefined when no later day shown has one. */
export function nextOpenAfter(days: Availability['days'], date: string): OpenSlot | undefined {
  for (const day of days) {
    if (day.date <= date) continue;
    const slot = day.slots.find((candidate) => candidate.left > 0);
    if (slot) return { date: day.date, time: slot.time };
  }
  return undefined;
}

/** The first slot with a place left of all the days shown. */
export function firstOpenSlot(days: Availability['days']): OpenSlot | undefined {
  return nextOpenAfter(days, '');
}

// A month as `YYYY-MM`, and moving by months: the contract's, which also says which days a month's read asks for.
export { addMonths, monthOf };

function daysInMonth(month: string): number {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/**
 * The weeks of a month as a grid starts on Monday (ISO, as the timetable counts weekdays): seven cells a week, the
 * month's dates in their columns and `null` before the first and after the last.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  const length = daysInMonth(month);
  for (let day = 0; day < length; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The keys the grid moves its focus with (the APG date picker's). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';
export const GRID_KEYS: readonly GridKey[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** The same day of the month `count` months away, or that month's last day when it is shorter (31 Jan + 1 is 28 Feb). */
function sameDayInMonth(date: string, count: number): string {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Where the focus goes from `date` on a key: a day left or right, a week up or down, the week's Monday or Sunday,
 * a month back or on; kept between `min` and `max`.
 */
export function movedDate(date: string, key: GridKey, bounds: { min: string; max: string }): string {
  const moved = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, 1 - isoWeekday(date)),
    End: () => addDays(date, 7 - isoWeekday(date)),
    PageUp: () => sameDayInMonth(date, -1),
    PageDown: () => sameDayInMonth(date, 1),
  }[key]();
  if (moved < bounds.min) return bounds.min;
  if (moved > bounds.max) return bounds.max;
  return moved;
}

/** Where the grid's Tab stop is: the chosen day when shown and open, else the first open day, else the first day. */
export function initialFocusDate(value: string, days: Availability['days'], min: string): string {
  const states = dayStates(days);
  if (value && states.has(value)) return value;
  return days.find((day) => states.get(day.date) === 'open')?.date ?? days[0]?.date ?? min;
}

/** A month's heading: "December 2026", "दिसंबर 2026". */
export function monthText(month: string, locale: string): string {
  const moment = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(moment);
}

/** The grid's column headings, Monday first: short ("Mon") and full ("Monday") names. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  // 2026-01-05 is a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const moment = new Date(Date.UTC(2026, 0, 5 + index, 12));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(moment),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(moment),
    };
  });
}

/** A day's full name for its button: "Tuesday, 1 December 2026" as the locale writes it. */
export function longDayText(date: string, locale: string): string {
  const moment = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(moment);
}
