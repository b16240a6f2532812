import { describe, expect, it } from 'vitest';
import { dateText } from './dateText.ts';

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
