import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS, STATS_PANEL } from '../constants.ts';
import { appointmentCountsSchema } from '../schemas.ts';
import { byBusiestDepartment, countAppointments, trendDays, utcIsoDate } from './stats.ts';

type Counted = Parameters<typeof countAppointments>[0][number];

const booking = (overrides: Partial<Counted>): Counted => ({
  status: 'pending',
  department: 'Cardiology',
  preferredTime: '10:00 AM',
  createdAt: '2026-11-25T06:00:00.000Z',
  ...overrides,
});

// 10:00 UTC on 25 November: the week is 19 to 25 November.
const now = new Date('2026-11-25T10:00:00.000Z');
const WEEK = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];

describe('the trend’s days', () => {
  it('are the last seven UTC days ending today, oldest first', () => {
    expect(STATS_PANEL.trendDays).toBe(7);
    expect(trendDays(now)).toEqual(WEEK);
  });

  it('follow UTC, not the server’s zone or the hospital’s', () => {
    // 20:00 UTC is already 26 November in India; the trend still ends on 25 November.
    expect(trendDays(new Date('2026-11-25T20:00:00Z')).at(-1)).toBe('2026-11-25');
    expect(trendDays(new Date('2026-11-26T00:00:00Z')).at(-1)).toBe('2026-11-26');
  });

  it('cross months and years', () => {
    expect(trendDays(new Date('2027-01-02T12:00:00Z'), 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('a timestamp’s UTC date', () => {
  it('is the date of an instant, moved to UTC when it carries an offset', () => {
    expect(utcIsoDate('2026-11-24T10:00:00.000Z')).toBe('2026-11-24');
    expect(utcIsoDate('2026-11-24T23:30:00-05:00')).toBe('2026-11-25');
    expect(utcIsoDate('2026-11-25T03:00:00+05:30')).toBe('2026-11-24');
    expect(utcIsoDate('not a time')).toBe('');
  });
});

describe('the busiest department first', () => {
  it('orders by count, then by name', () => {
    const rows = [
      { department: 'Neurology', count: 2 },
      { department: 'Cardiology', count: 5 },
      { department: 'ENT', count: 2 },
      { department: 'Dermatology', count: 2 },
    ];
    expect([...rows].sort(byBusiestDepartment).map((row) => row.department)).toEqual(['Cardiology', 'Dermatology', 'ENT', 'Neurology']);
  });
});

describe('the analytics counts', () => {
  it('are all zeros, every status, day and slot named, with no appointments', () => {
    const counts = countAppointments([], now);
    expect(counts).toEqual({
      total: 0,
      byStatus: { pending: 0, confirmed: 0, cancelled: 0, completed: 0, checked_in: 0, in_consultation: 0, no_show: 0 },
      byDepartment: [],
      byCreatedDay: WEEK.map((date) => ({ date, count: 0 })),
      byTimeSlot: HOSPITAL_TIME_SLOTS.map((slot) => ({ slot, count: 0 })),
      opd: { overall: { attended: 0, noShows: 0, noShowRate: null, averageWaitMinutes: null }, byDoctor: [], byDepartment: [] },
    });
    expect(appointmentCountsSchema.safeParse(counts).success).toBe(true);
  });

  it('count by status, with zeros for statuses no booking has', () => {
    const counts = countAppointments([booking({ status: 'pending' }), booking({ status: 'pending' }), booking({ status: 'completed' })], now);
    expect(counts.byStatus).toEqual({ pending: 2, confirmed: 0, cancelled: 0, completed: 1, checked_in: 0, in_consultation: 0, no_show: 0 });
    expect(Object.keys(counts.byStatus)).toEqual([...APPOINTMENT_STATUSES]);
  });

  it('count by slot in the day’s order, with zeros', () => {
    const counts = countAppointments([booking({ preferredTime: '5:00 PM' }), booking({ preferredTime: '9:00 AM' }), booking({ preferredTime: '5:00 PM' })], now);
    expect(counts.byTimeSlot.map((row) => row.slot)).toEqual([...HOSPITAL_TIME_SLOTS]);
    expect(counts.byTimeSlot.find((row) => row.slot === '5:00 PM')!.count).toBe(2);
    expect(counts.byTimeSlot.find((row) => row.slot === '9:00 AM')!.count).toBe(1);
    expect(counts.byTimeSlot.filter((row) => row.count === 0)).toHaveLength(HOSPITAL_TIME_SLOTS.length - 2);
  });

  it('count a slot a timetable made beyond the standard list in its place in the day', () => {
    const counts = countAppointments([booking({ preferredTime: '9:15 AM' }), booking({ preferredTime: '12:30 PM' })], now);
    const slots = counts.byTimeSlot.map((row) => row.slot);
    expect(slots.slice(0, 3)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM']);
    expect(slots.indexOf('12:30 PM')).toBe(slots.indexOf('11:30 AM') + 1);
    expect(counts.byTimeSlot.find((row) => row.slot === '9:15 AM')!.count).toBe(1);
  });

  it('count by department, busiest first, ties by name', () => {
    const departments = ['Neurology', 'ENT', 'Cardiology', 'ENT', 'Neurology', 'Cardiology', 'Cardiology', 'Dermatology'];
    const counts = countAppointments(
      departments.map((department) => booking({ department })),
      now,
    );
    expect(counts.byDepartment).toEqual([
      { department: 'Cardiology', count: 3 },
      { department: 'ENT', count: 2 },
      { department: 'Neurology', count: 2 },
      { department: 'Dermatology', count: 1 },
    ]);
  });

  it('count bookings by the UTC day they were made, over the week', () => {
    const counts = countAppointments(
      [
        booking({ createdAt: '2026-11-19T00:00:00.000Z' }),
        booking({ createdAt: '2026-11-22T12:00:00.000Z' }),
        booking({ createdAt: '2026-11-22T23:59:59.999Z' }),
        booking({ createdAt: '2026-11-25T09:59:00.000Z' }),
        // 23:30 in New York on 24 November is 04:30 UTC on 25 November.
        booking({ createdAt: '2026-11-24T23:30:00-05:00' }),
        // 03:00 in India on 20 November is still 19 November in UTC.
        booking({ createdAt: '2026-11-20T03:00:00+05:30' }),
      ],
      now,
    );
    expect(counts.byCreatedDay).toEqual([
      { date: '2026-11-19', count: 2 },
      { date: '2026-11-20', count: 0 },
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-22', count: 2 },
      { date: '2026-11-23', count: 0 },
      { date: '2026-11-24', count: 0 },
      { date: '2026-11-25', count: 2 },
    ]);
  });

  it('leave bookings made outside the week out of the trend, but count them in the total and the rest', () => {
    const outside = [
      booking({ createdAt: '2026-11-18T23:59:59.999Z', status: 'confirmed' }),
      // 01:00 on 19 November at +10:30 is 14:30 UTC on 18 November: before the week.
      booking({ createdAt: '2026-11-19T01:00:00+10:30', status: 'confirmed' }),
      // 26 November in UTC: after the week.
      booking({ createdAt: '2026-11-26T00:00:00.000Z', status: 'confirmed' }),
      booking({ createdAt: '2025-11-22T12:00:00.000Z', status: 'confirmed' }),
    ];
    // 02:00 on 26 November in India is still 25 November in UTC: inside.
    const inside = booking({ createdAt: '2026-11-26T02:00:00+05:30' });
    const counts = countAppointments([...outside, inside], now);
    expect(counts.total).toBe(5);
    expect(counts.byStatus.confirmed).toBe(4);
    expect(counts.byDepartment).toEqual([{ department: 'Cardiology', count: 5 }]);
    expect(counts.byCreatedDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    expect(counts.byCreatedDay.at(-1)).toEqual({ date: '2026-11-25', count: 1 });
  });
});
