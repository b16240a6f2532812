import { describe, expect, it } from 'vitest';
import { isDeskToday, sessionsText, walkInSessionOf } from './frontDesk.ts';

const sessions = [
  { start: '09:00', end: '13:00', walkInsAllowed: 10, walkInsTaken: 3 },
  { start: '14:00', end: '17:00', walkInsAllowed: 10, walkInsTaken: 0 },
];
/** An instant on the hospital's clock (India, +05:30). */
const at = (clock: string) => new Date(`2026-11-27T${clock}:00+05:30`);

describe('the Today tab', () => {
  it('takes the session under way, else the next, else none', () => {
    expect(walkInSessionOf(sessions, at('08:30'))).toBe(sessions[0]);
    expect(walkInSessionOf(sessions, at('12:59'))).toBe(sessions[0]);
    expect(walkInSessionOf(sessions, at('13:00'))).toBe(sessions[1]);
    expect(walkInSessionOf(sessions, at('17:00'))).toBeUndefined();
    expect(walkInSessionOf([], at('10:00'))).toBeUndefined();
  });

  it('is today with no day chosen or the server’s today chosen', () => {
    expect(isDeskToday('', at('10:00'))).toBe(true);
    expect(isDeskToday('2026-11-27', at('10:00'))).toBe(true);
    expect(isDeskToday('2026-11-28', at('10:00'))).toBe(false);
    // 00:30 in India is still the evening before in UTC: the hospital's day counts.
    expect(isDeskToday('2026-11-27', at('00:30'))).toBe(true);
  });

  it('reads the sessions as the desk says them', () => {
    expect(sessionsText(sessions)).toBe('Sessions: 9:00 AM–1:00 PM (walk-ins 3 of 10), 2:00 PM–5:00 PM (walk-ins 0 of 10)');
    expect(sessionsText([])).toMatch(/^No OPD session this day/);
  });
});
