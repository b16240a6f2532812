import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatDate, formatLongDate, formatNumber, formatTime, formatTimeRange } from './localeFormat.ts';
import { formatShortDay } from './shortDay.ts';

// Built from local parts, so the day is the same in whatever time zone the tests run.
const december1 = new Date(2026, 11, 1, 10, 0);

describe('dates', () => {
  it('writes the weekday, day, month and year in Hindi with Latin digits', () => {
    expect(formatLongDate(december1, 'hi-IN')).toBe('मंगलवार, 1 दिसंबर 2026');
    expect(formatDate(december1, 'hi-IN')).toBe('1 दिसंबर 2026');
  });
  it('keeps the English pages as they were', () => {
    expect(formatLongDate(december1, 'en-US')).toBe('Tuesday, December 1, 2026');
    expect(formatDate(december1, 'en-US')).toBe('December 1, 2026');
  });
  it('reads an ISO string as the same moment', () => {
    expect(formatDate(december1.toISOString(), 'hi-IN')).toBe('1 दिसंबर 2026');
  });
});

describe('times', () => {
  it('names the part of the day in Hindi instead of AM and PM', () => {
    expect(formatTime('09:00', 'hi-IN')).toBe('सुबह 9:00');
    expect(formatTime('13:30', 'hi-IN')).toBe('दोपहर 1:30');
    expect(formatTime('17:00', 'hi-IN')).toBe('शाम 5:00');
    expect(formatTime('20:00', 'hi-IN')).toBe('रात 8:00');
    expect(formatTime('00:00', 'hi-IN')).toBe('रात 12:00');
  });
  it('writes AM and PM in English', () => {
    expect(formatTime('09:00', 'en-US')).toBe('9:00 AM');
    expect(formatTime('20:00', 'en-US')).toBe('8:00 PM');
  });
  it('writes a range as the English content does', () => {
    expect(formatTimeRange('08:00', '20:00', 'en-US')).toBe('8:00 AM - 8:00 PM');
    expect(formatTimeRange('08:00', '20:00', 'hi-IN')).toBe('सुबह 8:00 - रात 8:00');
  });
  it('refuses what is not a time of day', () => {
    expect(() => formatTime('25:00', 'hi-IN')).toThrow(RangeError);
    expect(() => formatTime('9 am', 'hi-IN')).toThrow(RangeError);
  });
});

describe('numbers', () => {
  it('groups by lakh in Hindi, with Latin digits', () => {
    expect(formatNumber(1234567, 'hi-IN')).toBe('12,34,567');
    expect(formatNumber(245000, 'hi-IN')).toBe('2,45,000');
  });
  it('says large round figures in lakh and thousand in Hindi', () => {
    // With a no-break space, so the figure and its word never part at a line end.
    expect(formatCompactNumber(245000, 'hi-IN')).toBe('2.45\u00a0लाख');
    expect(formatCompactNumber(15000, 'hi-IN')).toBe('15\u00a0हज़ार');
    expect(formatCompactNumber(39, 'hi-IN')).toBe('39');
  });
  it('groups by thousand in English', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
  });
});

describe('formatShortDay', () => {
  it('writes a day short in the page language, on the day it names in any zone', () => {
    expect(formatShortDay('2026-12-01', 'en-US')).toBe('Tue 1 Dec');
    expect(formatShortDay('2026-12-01', 'hi-IN')).toMatch(/^मंगल 1 दिस/);
    expect(formatShortDay('someday', 'en-US')).toBe('someday');
  });
});
