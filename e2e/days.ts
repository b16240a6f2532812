// The days the booking flows pick: a calendar day some days ahead, or the first day on or after it that every seeded
// doctor with the standard week works (Monday to Friday, not one of the hospital's closures), so a booking is one
// the timetable has whatever the day the suite runs.
import { readFileSync } from 'node:fs';
import { agedSeed, hospitalToday, type Database } from '@hospital/contract';

const seed = JSON.parse(readFileSync(new URL('../db.json', import.meta.url), 'utf8')) as Database;
const CLOSED = new Set(seed.closures.map((closure) => closure.date));

/** The seed as the e2e server holds it: db.json moved on to today (docs/adr/0024). */
export const seedAsServed = (): Database => agedSeed(seed, hospitalToday());

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A local calendar day `days` from now, YYYY-MM-DD. */
export function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
}

/** The first Monday-to-Friday day at least `days` from now that is not a closure, YYYY-MM-DD. */
export function weekdayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return openWeekdayFrom(date);
}

/** The first Monday-to-Friday day after `day` (YYYY-MM-DD) that is not a closure. */
export function weekdayAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return openWeekdayFrom(new Date(year, month - 1, date + 1));
}

function openWeekdayFrom(date: Date): string {
  while (date.getDay() === 0 || date.getDay() === 6 || CLOSED.has(localDay(date))) date.setDate(date.getDate() + 1);
  return localDay(date);
}

/** The first `weekday` (0 Sunday ... 6 Saturday) after today; with `open`, the first that is not a closure. */
export function nextWeekday(weekday: number, { open = false } = {}): string {
  const date = new Date();
  do date.setDate(date.getDate() + 1);
  while (date.getDay() !== weekday || (open && CLOSED.has(localDay(date))));
  return localDay(date);
}
