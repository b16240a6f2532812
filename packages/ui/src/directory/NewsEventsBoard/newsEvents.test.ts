import { describe, expect, it } from 'vitest';
import { emptyNewsDescription, eventTiming, formatEventDate, formatNewsDate, sectionNewsEvents } from './newsEvents.ts';

// Dates are built from the hospital's wall clock (India, UTC+05:30), whatever zone the tests run in.
const local = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute) - 330 * 60_000).toISOString();
const at = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(local(year, month, day, hour, minute));

describe('eventTiming', () => {
  const now = at(2026, 11, 25, 10, 0); // 25 November 2026, 10:00 in India

  it('is upcoming for a later day, past for an earlier one', () => {
    expect(eventTiming(local(2026, 12, 13, 9), now)).toBe('upcoming');
    expect(eventTiming(local(2026, 9, 29, 7), now)).toBe('past');
  });
  it('is today for any hour of today, earlier or later than now', () => {
    expect(eventTiming(local(2026, 11, 25, 0, 0), now)).toBe('today');
    expect(eventTiming(local(2026, 11, 25, 8, 0), now)).toBe('today');
    expect(eventTiming(local(2026, 11, 25, 23, 59), now)).toBe('today');
  });
  it('compares calendar days across midnight, not 24-hour spans', () => {
    const justBeforeMidnight = at(2026, 11, 25, 23, 59);
    expect(eventTiming(local(2026, 11, 26, 0, 1), justBeforeMidnight)).toBe('upcoming');
    const justAfterMidnight = at(2026, 11, 26, 0, 1);
    expect(eventTiming(local(2026, 11, 25, 23, 59), justAfterMidnight)).toBe('past');
    expect(eventTiming(local(2026, 11, 26, 23, 0), justAfterMidnight)).toBe('today');
  });
  it("goes by India's calendar, not UTC's: 00:30 on 26 November in India is 25 November in UTC", () => {
    expect(eventTiming('2026-11-25T19:00:00.000Z', at(2026, 11, 26, 9))).toBe('today');
    expect(eventTiming('2026-11-25T19:00:00.000Z', at(2026, 11, 25, 23))).toBe('upcoming');
  });
  it('is undefined without a usable date', () => {
    expect(eventTiming(null, now)).toBeUndefined();
    expect(eventTiming(undefined, now)).toBeUndefined();
    expect(eventTiming('not a date', now)).toBeUndefined();
  });
});

describe('sectionNewsEvents', () => {
  const now = at(2026, 11, 25, 10, 0);
  const items = [
    { id: 1, type: 'news' as const, eventDate: null, createdAt: '2026-06-05T06:30:00.000Z' },
    { id: 2, type: 'news' as const, eventDate: null, createdAt: '2026-11-20T05:00:00.000Z' },
    { id: 3, type: 'event' as const, eventDate: local(2026, 9, 29, 7), createdAt: '2026-09-15T10:30:00.000Z' },
    { id: 4, type: 'event' as const, eventDate: local(2027, 1, 10, 9), createdAt: '2026-11-01T10:30:00.000Z' },
    { id: 5, type: 'event' as const, eventDate: local(2026, 11, 25, 16), createdAt: '2026-11-10T10:30:00.000Z' },
    { id: 6, type: 'event' as const, eventDate: local(2026, 12, 13, 9), createdAt: '2026-11-01T10:30:00.000Z' },
    { id: 7, type: 'event' as const, eventDate: local(2026, 8, 1, 9), createdAt: '2026-07-01T10:30:00.000Z' },
    { id: 8, type: 'event' as const, eventDate: null, createdAt: '2026-07-01T10:30:00.000Z' },
  ];
  const ids = (list: { id: number }[]) => list.map((item) => item.id);

  it('puts news in Latest News, newest first', () => {
    expect(ids(sectionNewsEvents(items, now).news)).toEqual([2, 1]);
  });
  it('puts later events in Upcoming Events, soonest first, and earlier ones in Past Events, latest first', () => {
    const sections = sectionNewsEvents(items, now);
    expect(ids(sections.upcoming)).toEqual([6, 4]);
    expect(ids(sections.past)).toEqual([3, 7]);
  });
  it('leaves an event dated today, and one without a date, out of every section', () => {
    const all = Object.values(sectionNewsEvents(items, now)).flat();
    expect(ids(all)).not.toContain(5);
    expect(ids(all)).not.toContain(8);
  });
});

describe('dates in US English', () => {
  it('writes events weekday, month, day, year', () => {
    expect(formatEventDate(local(2026, 12, 13, 9))).toBe('Sunday, December 13, 2026');
  });
  it('writes news month, day, year', () => {
    expect(formatNewsDate(local(2026, 11, 20, 10))).toBe('November 20, 2026');
  });
  it("writes the day in India: news posted at 00:30 India time is that day's, though UTC's is the day before", () => {
    expect(formatNewsDate('2026-11-20T19:00:00.000Z')).toBe('November 21, 2026');
  });
  it('writes both in Hindi with Latin digits', () => {
    expect(formatEventDate(local(2026, 12, 13, 9), 'hi-IN')).toBe('रविवार, 13 दिसंबर 2026');
    expect(formatNewsDate(local(2026, 11, 20, 10), 'hi-IN')).toBe('20 नवंबर 2026');
  });
});

describe('emptyNewsDescription', () => {
  it('names the chosen type, or speaks of both', () => {
    expect(emptyNewsDescription('news')).toBe('No news updates available at the moment.');
    expect(emptyNewsDescription('event')).toBe('No event updates available at the moment.');
    expect(emptyNewsDescription('')).toBe('No news or events available at the moment.');
  });
});
