import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { todayIsoDate } from './DateInput.tsx';

// Node reads TZ again whenever it changes, so each test can pick the reader's time zone.
const originalTz = process.env.TZ;
const setTimeZone = (zone: string) => {
  process.env.TZ = zone;
};

describe('todayIsoDate', () => {
  beforeEach(() => setTimeZone('UTC'));
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  // 19:00 UTC on 9 March is 00:30 on 10 March in India (UTC+5:30).
  const justAfterIstMidnight = new Date('2025-03-09T19:00:00Z');
  // 18:00 UTC on 9 March is 23:30 on 9 March in India.
  const justBeforeIstMidnight = new Date('2025-03-09T18:00:00Z');

  it('gives the local calendar date in India, not the UTC one', () => {
    setTimeZone('Asia/Kolkata');
    expect(todayIsoDate(justAfterIstMidnight)).toBe('2025-03-10');
    expect(justAfterIstMidnight.toISOString().slice(0, 10)).toBe('2025-03-09');
    expect(todayIsoDate(justBeforeIstMidnight)).toBe('2025-03-09');
  });

  it('gives the UTC date where local time is UTC', () => {
    setTimeZone('UTC');
    expect(todayIsoDate(justAfterIstMidnight)).toBe('2025-03-09');
  });

  it('pads month and day to two digits', () => {
    setTimeZone('Asia/Kolkata');
    expect(todayIsoDate(new Date(2025, 0, 5, 12))).toBe('2025-01-05');
  });

  it('crosses a year boundary on the local calendar', () => {
    setTimeZone('Asia/Kolkata');
    // 31 Dec 20:00 UTC is 1 Jan 01:30 in India.
    expect(todayIsoDate(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('defaults to now', () => {
    setTimeZone('Asia/Kolkata');
    const before = todayIsoDate(new Date());
    const result = todayIsoDate();
    const after = todayIsoDate(new Date());
    expect([before, after]).toContain(result);
    expect(result).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
