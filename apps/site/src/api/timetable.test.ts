import { describe, expect, it } from 'vitest';
import { OPD } from '@hospital/contract';
import { BOOKING_WINDOW_DAYS, CARD_WINDOW_DAYS, availabilityKey } from './timetable.ts';

describe('availabilityKey', () => {
  it('reads today and the 61 days after it for a profile: the most one read may ask', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(OPD.availabilityMaxDays);
    expect(availabilityKey(7, BOOKING_WINDOW_DAYS, '2026-11-27')).toBe('/api/availability?doctorId=7&from=2026-11-27&to=2027-01-27');
  });

  it("reads two weeks for a card's next available slot", () => {
    expect(availabilityKey(1, CARD_WINDOW_DAYS, '2026-12-31')).toBe('/api/availability?doctorId=1&from=2026-12-31&to=2027-01-13');
  });
});
