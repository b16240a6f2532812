import { describe, expect, it } from 'vitest';
import { isOpdDayToday, sessionsText } from './opdDay.ts';

const sessions = [
  { start: '09:00', end: '13:00', walkInsAllowed: 10, walkInsTaken: 3 },
  { start: '14:00', end: '17:00', walkInsAllowed: 10, walkInsTaken: 0 },
];
/** An instant on the hospital's clock (India, +05:30). */
const at = (clock: string) => new Date(`2026-11-27T${clock}:00+05:30`);

describe('the OPD day tab', () => {
  it('is today with no day chosen or the server’s today chosen', () => {
    expect(isOpdDayToday('', at('10:00'))).toBe(true);
    expect(isOpdDayToday('2026-11-27', at('10:00'))).toBe(true);
    expect(isOpdDayToday('2026-11-28', at('10:00'))).toBe(false);
    // 00:30 in India is still the evening before in UTC: the hospital's day counts.
    expect(isOpdDayToday('2026-11-27', at('00:30'))).toBe(true);
  });

  it('reads the sessions as the front desk says them', () => {
    expect(sessionsText(sessions)).toBe('Sessions: 9:00 AM–1:00 PM (walk-ins 3 of 10), 2:00 PM–5:00 PM (walk-ins 0 of 10)');
    expect(sessionsText([])).toMatch(/^No OPD session this day/);
  });
});
