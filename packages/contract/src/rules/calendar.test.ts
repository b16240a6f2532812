import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, daysBetween, hospitalInstant } from './calendar.ts';

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
