import { describe, expect, it } from 'vitest';
import { dayCountText, dayRangeText, dayText, weekdayShort } from './opdDays.ts';

describe('the OPD’s days in words', () => {
  it('names a weekday by its ISO number', () => {
    expect(weekdayShort(1)).toBe('Mon');
    expect(weekdayShort(7)).toBe('Sun');
  });

  it('writes a day with its weekday', () => {
    expect(dayText('2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(dayText('2027-01-26')).toBe('Tue 26 Jan 2027');
    expect(dayText('not a day')).toBe('-');
    expect(dayText(undefined, '')).toBe('');
  });

  it('writes a stretch of days, one day once', () => {
    expect(dayRangeText('2026-12-01', '2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(dayRangeText('2026-12-01', '2026-12-03')).toBe('Tue 1 Dec 2026 – Thu 3 Dec 2026');
  });

  it('counts the days of a stretch, both ends', () => {
    expect(dayCountText('2026-12-01', '2026-12-01')).toBe('1 day');
    expect(dayCountText('2026-12-30', '2027-01-02')).toBe('4 days');
  });
});
