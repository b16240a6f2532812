// Which days a booking form asks the availability read for, a month at a time: the day picker shows one month, and
// bookings run a year ahead, while one read takes at most OPD.availabilityMaxDays days. A month is at most 31 days,
// so each month the picker shows is one read, and a form can reach any day a visit may be booked on.
import { OPD } from '../constants.ts';
import { BOOKING_HORIZON_DAYS } from '../messages.ts';
import { addDays } from './calendar.ts';

/** The last day a visit may be booked on when today is `today` (both `YYYY-MM-DD`): the booking horizon. */
export function lastBookableDay(today: string): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/** `YYYY-MM` of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after `month` (`YYYY-MM`); negative goes back. */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month (`YYYY-MM`). */
function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/**
 * The days of `month` (`YYYY-MM`) to ask GET availability for: the month, from today at the earliest and to the
 * booking horizon at the latest; undefined for a month with no bookable day (before today's, after the horizon's).
 * Never longer than one read may be.
 */
export function availabilityMonthRange(month: string, today: string): { from: string; to: string } | undefined {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const from = first < today ? today : first;
  const horizon = lastBookableDay(today);
  const to = last > horizon ? horizon : last;
  if (from > to) return undefined;
  // A month (31 days at most) is always within one read's limit; kept within it should either ever change.
  const longest = addDays(from, OPD.availabilityMaxDays - 1);
  return { from, to: to > longest ? longest : to };
}

/** Every month with a bookable day, from today's to the horizon's, in order. */
export function bookableMonths(today: string): string[] {
  const months: string[] = [];
  const last = monthOf(lastBookableDay(today));
  for (let month = monthOf(today); month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
