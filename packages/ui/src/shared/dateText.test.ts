import { describe, expect, it } from 'vitest';
import { dateText, longDateText } from './dateText.ts';

describe('dateText', () => {
  it('names a stored date as people read it, from a timestamp too', () => {
    expect(dateText('2026-11-01')).toBe('1 Nov 2026');
    expect(dateText('2026-02-28T23:30:00.000Z')).toBe('28 Feb 2026');
  });

  it('gives the empty text for a missing or impossible date', () => {
    expect(dateText(null)).toBe('-');
    expect(dateText(undefined)).toBe('-');
    expect(dateText('2026-02-30')).toBe('-');
    expect(dateText('', 'Not set')).toBe('Not set');
  });
});

describe('longDateText', () => {
  it('writes the date out with its weekday and the month in full', () => {
    expect(longDateText('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(longDateText('2026-11-26')).toBe('Thursday, 26 November 2026');
    expect(longDateText('2027-01-03')).toBe('Sunday, 3 January 2027');
  });

  it('gets the weekday right across leap days, the epoch and before it', () => {
    expect(longDateText('2028-02-29')).toBe('Tuesday, 29 February 2028');
    expect(longDateText('1970-01-01')).toBe('Thursday, 1 January 1970');
    expect(longDateText('1969-12-31')).toBe('Wednesday, 31 December 1969');
    expect(longDateText('2000-01-01')).toBe('Saturday, 1 January 2000');
  });

  it('agrees with the calendar of the JavaScript engine for every day of a year', () => {
    const names = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      // en-GB writes "Tuesday 1 December 2026" (no comma after the weekday in current ICU).
      expect(longDateText(iso).replace(',', '')).toBe(names.format(time).replace(',', ''));
    }
  });

  it('reads the day of a timestamp and gives the empty text for anything else', () => {
    expect(longDateText('2026-12-01T00:00:00.000Z')).toBe('Tuesday, 1 December 2026');
    expect(longDateText('2026-02-30')).toBe('-');
    expect(longDateText(undefined, '')).toBe('');
  });
});
