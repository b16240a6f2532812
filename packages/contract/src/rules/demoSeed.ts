// The demo's seed describes the hospital as it stood on the day it was written: last week's visits, today's OPD day,
// next month's bookings, a construction project half done. Loaded as written, it ages: a month later every visit is
// past, the analytics' last seven days are empty and the OPD day has nobody. So every loader moves it on to the day it
// is loaded, and the committed file stays byte for byte the same.
//
// It moves by whole weeks, so each visit keeps its weekday and falls in its doctor's weekly sessions; the seed's day
// lands within the six days before today. The hospital's closures stay on their calendar days (Christmas is the 25th
// of December whatever the year), and a visit the move would put on one is left out: nobody is seen that day.
import type { Database } from '../schemas.ts';
import { addDays, daysBetween, hospitalToday } from './calendar.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a seed describes: the hospital's day of the latest record it holds (the newest createdAt or updatedAt). */
export function seedDay(seed: Database): string | undefined {
  let latest: string | undefined;
  for (const rows of Object.values(seed) as Array<Array<Record<string, unknown>>>) {
    for (const row of rows) {
      for (const key of ['createdAt', 'updatedAt']) {
        const value = row[key];
        if (typeof value === 'string' && INSTANT.test(value) && (latest === undefined || Date.parse(value) > Date.parse(latest))) latest = value;
      }
    }
  }
  return latest === undefined ? undefined : hospitalToday(new Date(latest));
}

/** The days the seed moves so that its day falls within the six days up to `today`: a whole number of weeks. */
export function seedShiftDays(seed: Database, today: string): number {
  const day = seedDay(seed);
  return day === undefined ? 0 : Math.floor(daysBetween(day, today) / 7) * 7;
}

function moved(value: unknown, days: number): unknown {
  if (typeof value !== 'string') return value;
  if (DAY.test(value)) return addDays(value, days);
  if (INSTANT.test(value)) return new Date(Date.parse(value) + days * DAY_MS).toISOString();
  return value;
}

/**
 * The seed as of `today` (the hospital's day, YYYY-MM-DD): every date and time in it moved by the same whole weeks,
 * the closures kept, and a visit the move puts on a closure left out. A seed already of this week comes back
 * unchanged, so a test may build its seed from an aged one and the server age it again.
 */
export function agedSeed(seed: Database, today: string): Database {
  const days = seedShiftDays(seed, today);
  if (days === 0) return seed;
  const closed = new Set(seed.closures.map((closure) => closure.date));
  const move = <T extends object>(row: T): T => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, moved(value, days)])) as T;
  const aged = Object.fromEntries(
    Object.entries(seed).map(([collection, rows]) => [collection, collection === 'closures' ? rows : (rows as object[]).map(move)]),
  ) as Database;
  aged.appointments = aged.appointments.filter((visit) => !closed.has(visit.preferredDate));
  return aged;
}

