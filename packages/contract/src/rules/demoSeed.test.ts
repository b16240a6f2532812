import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseSchema, type Database } from '../schemas.ts';
import { addDays, daysBetween, dayOfWeek } from './calendar.ts';
import { agedSeed, seedDay } from './demoSeed.ts';

const seed = JSON.parse(readFileSync(new URL('../../../../db.json', import.meta.url), 'utf8')) as Database;
const written = seedDay(seed)!;

describe("the demo seed's age", () => {
  it('is the day of its newest record', () => {
    expect(written).toBe('2026-11-25');
  });

  // Every day of a year from the day it was written: the checks hold whatever the day it is loaded.
  const days = Array.from({ length: 371 }, (_, i) => addDays(written, i));

  it('moves on by whole weeks to within the six days before the day it is loaded, and stays a valid seed', () => {
    for (const today of days) {
      const aged = agedSeed(seed, today);
      const day = seedDay(aged)!;
      expect(daysBetween(day, today)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(day, today)).toBeLessThan(7);
      expect(daysBetween(written, day) % 7).toBe(0);
    }
    expect(databaseSchema.safeParse(agedSeed(seed, addDays(written, 400))).success).toBe(true);
  });

  it('keeps each visit on its weekday and a week with bookings made in the last seven days', () => {
    for (const today of days) {
      const aged = agedSeed(seed, today);
      const original = new Map(seed.appointments.map((visit) => [visit.id, visit]));
      for (const visit of aged.appointments) expect(dayOfWeek(visit.preferredDate)).toBe(dayOfWeek(original.get(visit.id)!.preferredDate));
      const lastWeek = aged.appointments.filter((visit) => daysBetween(visit.createdAt.slice(0, 10), today) < 7);
      expect(lastWeek.length, today).toBeGreaterThan(0);
      expect(aged.appointments.some((visit) => visit.preferredDate > today)).toBe(true);
    }
  });

  it('keeps the closures on their days and leaves out a visit the move would put on one', () => {
    for (const today of days) {
      const aged = agedSeed(seed, today);
      expect(aged.closures).toEqual(seed.closures);
      const closed = new Set(aged.closures.map((closure) => closure.date));
      expect(aged.appointments.filter((visit) => closed.has(visit.preferredDate))).toEqual([]);
    }
    // Some day of the year moves a Tuesday's visit onto Republic Day (26 January 2027), which is left out.
    expect(days.some((today) => agedSeed(seed, today).appointments.length < seed.appointments.length)).toBe(true);
  });

  it('moves times with their days, and leaves a seed of this week as it is', () => {
    const today = addDays(written, 30);
    const aged = agedSeed(seed, today);
    const shift = daysBetween(written, seedDay(aged)!);
    expect(shift).toBe(28);
    const first = seed.appointments[0]!;
    const moved = aged.appointments.find((visit) => visit.id === first.id)!;
    expect(moved.preferredDate).toBe(addDays(first.preferredDate, 28));
    expect(Date.parse(moved.createdAt) - Date.parse(first.createdAt)).toBe(28 * 24 * 60 * 60 * 1000);
    expect(moved.preferredTime).toBe(first.preferredTime);
    expect(aged.doctor_leave[0]!.from).toBe(addDays(seed.doctor_leave[0]!.from, 28));
    expect(agedSeed(aged, today)).toBe(aged);
    expect(agedSeed(seed, written)).toBe(seed);
  });
});
