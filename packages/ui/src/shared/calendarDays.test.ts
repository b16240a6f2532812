import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDate,
  dayNumber,
  daysInMonth,
  formatDateLabel,
  formatDayNumber,
  isLeapYear,
  localDayNumber,
  parseDayNumber,
} from './calendarDays.ts';

const day = (iso: string) => parseDayNumber(iso);

describe('day numbers', () => {
  it('counts days from 1970-01-01 on the calendar', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(1969, 12, 31)).toBe(-1);
    expect(dayNumber(2000, 3, 1)).toBe(11017);
    // Agrees with UTC milliseconds, which have no daylight saving, over a long span.
    for (let d = dayNumber(1899, 1, 1); d < dayNumber(2101, 1, 1); d += 97) {
      const { year, month, day: dom } = calendarDate(d);
      expect(Date.UTC(year, month - 1, dom) / 86_400_000).toBe(d);
    }
  });

  it('round-trips every day of a leap year and a common year', () => {
    for (let d = dayNumber(2027, 12, 31); d >= dayNumber(2028, 1, 1) - 731; d -= 1) {
      expect(parseDayNumber(formatDayNumber(d))).toBe(d);
    }
  });

  it('knows the leap years', () => {
    expect([1900, 2000, 2024, 2026, 2028, 2100].map(isLeapYear)).toEqual([false, true, true, false, true, false]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(day('2028-03-01') - day('2028-02-28')).toBe(2);
    expect(day('2027-03-01') - day('2027-02-28')).toBe(1);
  });

  it('parses YYYY-MM-DD and the date of a timestamp, and nothing else', () => {
    expect(day('2026-11-25')).toBe(dayNumber(2026, 11, 25));
    expect(day('2026-11-25T23:30:00.000Z')).toBe(dayNumber(2026, 11, 25));
    for (const bad of ['', '2026-11', '2026/11/25', '2026-13-01', '2026-02-29', '2026-11-31', '2026-1a-01', '2026-11-25x', null, undefined]) {
      expect(parseDayNumber(bad)).toBeNaN();
    }
    expect(day('2028-02-29')).toBe(dayNumber(2028, 2, 29));
  });

  it('names a date for people', () => {
    expect(formatDateLabel(day('2026-11-05'))).toBe('5 Nov 2026');
  });
});

describe('today in the viewer\'s zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('is the local calendar date, late at night and across daylight-saving changes', () => {
    process.env.TZ = 'Asia/Kolkata';
    // 23:30 in Dehradun is 18:00 UTC the same day; 00:30 on the 26th is still the 25th in UTC.
    expect(localDayNumber(new Date(2026, 10, 25, 23, 30))).toBe(day('2026-11-25'));
    expect(localDayNumber(new Date(2026, 10, 26, 0, 30))).toBe(day('2026-11-26'));
    expect(localDayNumber(new Date('2026-11-25T19:00:00Z'))).toBe(day('2026-11-26'));

    process.env.TZ = 'Europe/London';
    // The night the clocks go forward (29 March 2026) and back (25 October 2026): one day each, no more.
    expect(localDayNumber(new Date(2026, 2, 29, 0, 30))).toBe(day('2026-03-29'));
    expect(localDayNumber(new Date(2026, 2, 29, 23, 30))).toBe(day('2026-03-29'));
    expect(localDayNumber(new Date(2026, 9, 25, 0, 30))).toBe(day('2026-10-25'));
    expect(localDayNumber(new Date(2026, 9, 25, 23, 59))).toBe(day('2026-10-25'));

    process.env.TZ = 'America/Sao_Paulo';
    // Zones that moved clocks at midnight once had no 00:00 on change day; the date must still be right.
    expect(localDayNumber(new Date(2018, 10, 4, 12))).toBe(day('2018-11-04'));
  });
});
