import { describe, expect, it } from 'vitest';
import { serverClock } from './serverClock.ts';

describe('the server clock', () => {
  it('is real time unless told where to start', () => {
    const now = Date.now();
    expect(Math.abs(serverClock()().getTime() - now)).toBeLessThan(1000);
  });

  it('starts at the chosen moment and runs on at the real pace', () => {
    const startedAt = Date.now() - 60_000;
    const clock = serverClock('2026-12-07T08:30:00+05:30', startedAt);
    const read = clock().getTime() - Date.parse('2026-12-07T03:00:00Z');
    expect(read).toBeGreaterThanOrEqual(60_000);
    expect(read).toBeLessThan(62_000);
  });

  it('refuses a start that is not a date-time', () => {
    expect(() => serverClock('tomorrow morning')).toThrow(/HOSPITAL_CLOCK_START/);
  });
});
