import { describe, expect, it } from 'vitest';
import { monthAvailabilityKey } from './bookingDays.ts';

describe('monthAvailabilityKey', () => {
  it('reads a month the picker shows: the whole month, from today in this one, to the horizon in the last', () => {
    expect(monthAvailabilityKey(4, '2027-03', '2026-11-26')).toBe('/api/availability?doctorId=4&from=2027-03-01&to=2027-03-31');
    expect(monthAvailabilityKey(4, '2026-11', '2026-11-26')).toBe('/api/availability?doctorId=4&from=2026-11-26&to=2026-11-30');
    expect(monthAvailabilityKey(4, '2027-11', '2026-11-26')).toBe('/api/availability?doctorId=4&from=2027-11-01&to=2027-11-26');
  });

  it('reads nothing for a month beyond the horizon', () => {
    expect(monthAvailabilityKey(4, '2027-12', '2026-11-26')).toBeNull();
  });
});
