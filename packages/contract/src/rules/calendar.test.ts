import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, HOSPITAL_TIME_ZONE, hospitalInstant, hospitalMinuteOfDay, hospitalToday } from './calendar.ts';

describe('daysBetween', () => {
  it('undoes addDays, across month, year and leap-day boundaries', () => {
    for (const [from, days] of [['2026-11-25', 0], ['2026-11-25', 7], ['2026-12-28', 10], ['2028-02-27', 3], ['2027-03-01', -400]] as const) {
      expect(daysBetween(from, addDays(from, days))).toBe(days);
    }
  });

  it('is negative when the second date comes first', () => {
    expect(daysBetween('2026-11-25', '2026-11-18')).toBe(-7);
  });
});

describe('dayOfWeek', () => {
  it('counts from Sunday, whatever zone the process runs in', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-25')).toBe(3);
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });
});

describe('hospitalInstant', () => {
  it("reads the time on India's clock", () => {
    expect(hospitalInstant('2026-11-25', '10:00')).toBe('2026-11-25T04:30:00.000Z');
  });

  it('falls on the previous UTC day before 05:30 in the morning', () => {
    expect(hospitalInstant('2026-11-25', '03:15')).toBe('2026-11-24T21:45:00.000Z');
  });
});

describe("the hospital's day and clock", () => {
  it("agree with Intl's own reading of the hospital's zone, at every quarter hour of two years", () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: HOSPITAL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 15 * 60_000 + 7_000) {
      const now = new Date(at);
      expect(hospitalToday(now)).toBe(day.format(now));
      const [hours, minutes] = clock.format(now).split(':').map(Number);
      expect(hospitalMinuteOfDay(now)).toBe(hours! * 60 + minutes!);
    }
  });

  it('turns the day at midnight in India, 18:30 UTC', () => {
    expect(hospitalToday(new Date('2026-11-25T18:29:59Z'))).toBe('2026-11-25');
    expect(hospitalToday(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(hospitalMinuteOfDay(new Date('2026-11-25T18:30:00Z'))).toBe(0);
    expect(hospitalMinuteOfDay(new Date('2026-11-25T18:29:00Z'))).toBe(23 * 60 + 59);
  });
});
