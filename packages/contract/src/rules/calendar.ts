// The hospital's calendar and clock: dates and times as they are in India, whatever zone a server's clock is set to.

import { HOSPITAL_TIME_ZONE } from '../constants.ts';

export { HOSPITAL_TIME_ZONE };

// India keeps UTC+05:30 all year, with no daylight saving, so the hospital's clock (HOSPITAL_TIME_ZONE) is one offset
// from UTC: plain arithmetic, where an Intl formatter for the zone cost a phone's page about 18 ms to make.
const HOSPITAL_UTC_OFFSET = '+05:30';
const HOSPITAL_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;
const hospitalClockMs = (now: Date) => now.getTime() + HOSPITAL_OFFSET_MS;

/** Today's date on the hospital's calendar, YYYY-MM-DD. */
export function hospitalToday(now: Date = new Date()): string {
  return new Date(hospitalClockMs(now)).toISOString().slice(0, 10);
}

/** Minutes since midnight on the hospital's clock. */
export function hospitalMinuteOfDay(now: Date = new Date()): number {
  const msOfDay = ((hospitalClockMs(now) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(msOfDay / 60_000);
}

// Calendar days are YYYY-MM-DD and carry no zone, so UTC arithmetic on them is exact.
const midnightUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** Whole days from `from` to `to`, negative when `to` comes first: `addDays(from, daysBetween(from, to))` is `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((midnightUtc(to) - midnightUtc(from)) / DAY_MS);
}

/** The day of the week of a date: 0 for Sunday to 6 for Saturday, as `Date.prototype.getDay` counts. */
export function dayOfWeek(date: string): number {
  return new Date(midnightUtc(date)).getUTCDay();
}

/** The instant the hospital's clock reads `time` (HH:MM) on `date`, as an ISO timestamp in UTC. */
export function hospitalInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00.000${HOSPITAL_UTC_OFFSET}`).toISOString();
}

/** A calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(midnightUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}
