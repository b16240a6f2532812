import { describe, expect, it } from 'vitest';
import { OPD } from '../constants.ts';
import { availabilityQuerySchema } from '../schemas/queries.ts';
import { addMonths, availabilityMonthRange, bookableMonths, lastBookableDay, monthOf } from './availabilityMonths.ts';
import { addDays, daysBetween } from './calendar.ts';

const TODAY = '2026-11-26';

describe('the days a month’s availability read asks for', () => {
  it('is the whole month, for a month between today’s and the horizon’s', () => {
    expect(availabilityMonthRange('2027-02', TODAY)).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(availabilityMonthRange('2028-02', '2027-11-26')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(availabilityMonthRange('2027-03', TODAY)).toEqual({ from: '2027-03-01', to: '2027-03-31' });
  });

  it('starts today in today’s month, and ends at the horizon in the horizon’s', () => {
    expect(availabilityMonthRange('2026-11', TODAY)).toEqual({ from: TODAY, to: '2026-11-30' });
    expect(lastBookableDay(TODAY)).toBe('2027-11-26');
    expect(availabilityMonthRange('2027-11', TODAY)).toEqual({ from: '2027-11-01', to: '2027-11-26' });
    // Today on a month's last day: that one day.
    expect(availabilityMonthRange('2026-11', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('is nothing for a month before today’s or after the horizon’s', () => {
    expect(availabilityMonthRange('2026-10', TODAY)).toBeUndefined();
    expect(availabilityMonthRange('2027-12', TODAY)).toBeUndefined();
  });

  it('is a read the server takes, for every month that can be booked', () => {
    for (const today of [TODAY, '2027-01-31', '2028-02-29', '2026-12-31']) {
      const months = bookableMonths(today);
      expect(months[0]).toBe(monthOf(today));
      expect(months.at(-1)).toBe(monthOf(lastBookableDay(today)));
      let covered = 0;
      for (const month of months) {
        const range = availabilityMonthRange(month, today)!;
        expect(daysBetween(range.from, range.to) + 1).toBeLessThanOrEqual(OPD.availabilityMaxDays);
        expect(availabilityQuerySchema.safeParse({ doctorId: '1', ...range }).success, `${month} from ${today}`).toBe(true);
        covered += daysBetween(range.from, range.to) + 1;
      }
      // Together, the months ask for every day from today to the horizon, each once.
      expect(covered).toBe(daysBetween(today, lastBookableDay(today)) + 1);
    }
  });

  it('moves by whole months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(monthOf(addDays(TODAY, 90))).toBe('2027-02');
  });
});
