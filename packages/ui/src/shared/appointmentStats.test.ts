import { describe, expect, it } from 'vitest';
import { countAppointments, type AppointmentCounts, type AppointmentStatus } from '@hospital/contract';
import {
  aggregateAppointments,
  capitalise,
  paletteColour,
  roundedPercent,
  statsFromCounts,
  trendWindow,
  utcIsoDate,
  type AppointmentForStats,
} from './appointmentStats.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const palette = ['#000001', '#000002', '#000003', '#000004', '#000005', '#000006'];
const colours = {
  status: {
    pending: '#amber',
    confirmed: '#green',
    cancelled: '#red',
    completed: '#blue',
    checked_in: '#cyan',
    in_consultation: '#violet',
    no_show: '#grey',
  },
  palette,
};

function appointment(overrides: Partial<AppointmentForStats> = {}): AppointmentForStats {
  return {
    status: 'pending',
    department: 'Cardiology',
    preferredTime: '9:00 AM',
    createdAt: '2026-11-25T04:30:00.000Z',
    ...overrides,
  };
}

describe('utcIsoDate', () => {
  it('reads the date of a UTC timestamp', () => {
    expect(utcIsoDate('2026-11-25T23:59:59.999Z')).toBe('2026-11-25');
  });

  it('moves an offset timestamp to UTC before taking its date', () => {
    expect(utcIsoDate('2026-11-24T23:30:00-05:00')).toBe('2026-11-25');
    expect(utcIsoDate('2026-11-25T03:00:00+05:30')).toBe('2026-11-24');
  });

  it('gives no date for a timestamp it cannot read', () => {
    expect(utcIsoDate('not a date')).toBe('');
  });
});

describe('trendWindow', () => {
  it('covers the last seven days including today, oldest first, labelled like "Nov 25"', () => {
    expect(trendWindow(now).map((day) => day.label)).toEqual([
      'Nov 19', 'Nov 20', 'Nov 21', 'Nov 22', 'Nov 23', 'Nov 24', 'Nov 25',
    ]);
  });

  it('crosses a month boundary', () => {
    const window = trendWindow(new Date('2026-12-03T08:00:00.000Z'));
    expect(window.map((day) => day.date)).toEqual([
      '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03',
    ]);
    expect(window[3]!.label).toBe('Nov 30');
    expect(window[4]!.label).toBe('Dec 1');
  });

  it('takes today from UTC, not from the clock of the machine', () => {
    // 23:30 in New York on Nov 24 is already Nov 25 in UTC.
    expect(trendWindow(new Date('2026-11-24T23:30:00-05:00')).at(-1)!.date).toBe('2026-11-25');
  });
});

describe('aggregateAppointments', () => {
  it('counts every status with its name and colour, zeros included', () => {
    const stats = aggregateAppointments(
      [appointment(), appointment(), appointment({ status: 'completed' }), appointment({ status: 'no_show' })],
      now,
      colours,
    );
    expect(stats.total).toBe(4);
    expect(stats.byStatus).toEqual([
      { status: 'pending', name: 'Pending', value: 2, colour: '#amber' },
      { status: 'confirmed', name: 'Confirmed', value: 0, colour: '#green' },
      { status: 'cancelled', name: 'Cancelled', value: 0, colour: '#red' },
      { status: 'completed', name: 'Completed', value: 1, colour: '#blue' },
      { status: 'checked_in', name: 'Checked in', value: 0, colour: '#cyan' },
      { status: 'in_consultation', name: 'In consultation', value: 0, colour: '#violet' },
      { status: 'no_show', name: 'No-show', value: 1, colour: '#grey' },
    ]);
  });

  it('counts departments busiest first with rounded percentages of all appointments', () => {
    const stats = aggregateAppointments(
      [
        appointment({ department: 'Neurology' }),
        appointment({ department: 'Cardiology' }),
        appointment({ department: 'Cardiology' }),
      ],
      now,
      colours,
    );
    expect(stats.byDepartment).toEqual([
      { name: 'Cardiology', value: 2, percent: 67, colour: '#000001' },
      { name: 'Neurology', value: 1, percent: 33, colour: '#000002' },
    ]);
  });

  it('cycles the six palette colours when there are more departments', () => {
    const departments = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const stats = aggregateAppointments(
      departments.map((department) => appointment({ department })),
      now,
      colours,
    );
    expect(stats.byDepartment.map((d) => d.colour)).toEqual([...palette, palette[0], palette[1]]);
  });

  it('counts the trend by the UTC date of createdAt and leaves out anything older than the week', () => {
    const stats = aggregateAppointments(
      [
        appointment({ createdAt: '2026-11-24T23:30:00-05:00' }), // Nov 25 in UTC
        appointment({ createdAt: '2026-11-25T00:00:00.000Z' }),
        appointment({ createdAt: '2026-11-19T00:00:00.000Z' }), // first day of the window
        appointment({ createdAt: '2026-11-18T23:59:59.999Z' }), // the day before it
        appointment({ createdAt: '2026-11-26T00:00:00.000Z' }), // tomorrow
      ],
      now,
      colours,
    );
    expect(stats.dailyTrend.map((day) => day.value)).toEqual([1, 0, 0, 0, 0, 0, 2]);
  });

  it('still counts offset timestamps whose own date lies just outside the week', () => {
    const stats = aggregateAppointments(
      [
        appointment({ createdAt: '2026-11-18T13:00:00-12:00' }), // Nov 19 01:00 UTC
        appointment({ createdAt: '2026-11-26T13:00:00+14:00' }), // Nov 25 23:00 UTC
        appointment({ createdAt: '2026-11-18T10:00:00-12:00' }), // Nov 18 22:00 UTC: outside
        appointment({ createdAt: '2025-11-25T04:30:00.000Z' }), // a year ago: outside
      ],
      now,
      colours,
    );
    expect(stats.dailyTrend.map((day) => day.value)).toEqual([1, 0, 0, 0, 0, 0, 1]);
  });

  it('counts bookings per time slot in the order of the day', () => {
    const stats = aggregateAppointments(
      [appointment({ preferredTime: '2:00 PM' }), appointment({ preferredTime: '2:00 PM' }), appointment()],
      now,
      colours,
    );
    expect(stats.byTimeSlot[0]).toEqual({ slot: '9:00 AM', value: 1 });
    expect(stats.byTimeSlot.find((s) => s.slot === '2:00 PM')!.value).toBe(2);
    expect(stats.byTimeSlot.map((s) => s.slot).slice(5, 7)).toEqual(['11:30 AM', '2:00 PM']);
    expect(stats.byTimeSlot.reduce((sum, s) => sum + s.value, 0)).toBe(3);
  });

  it('gives zeros, no departments and a week of empty days for no appointments', () => {
    const stats = aggregateAppointments([], now, colours);
    expect(stats.total).toBe(0);
    expect(stats.byStatus.map((s) => s.value)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(stats.byDepartment).toEqual([]);
    expect(stats.dailyTrend).toHaveLength(7);
    expect(stats.dailyTrend.every((day) => day.value === 0)).toBe(true);
    expect(stats.byTimeSlot.every((slot) => slot.value === 0)).toBe(true);
  });

  it('uses the theme colours unless told otherwise', () => {
    const stats = aggregateAppointments([appointment({ status: 'confirmed' as AppointmentStatus })], now);
    for (const status of stats.byStatus) expect(status.colour).toMatch(/^#[0-9A-F]{6}$/i);
    expect(stats.byDepartment[0]!.colour).toMatch(/^#[0-9A-F]{6}$/i);
  });
});

describe('statsFromCounts', () => {
  // As the server answers them: departments busiest first (ties by name), a week of days, every slot.
  const counts: AppointmentCounts = {
    total: 8,
    byStatus: { pending: 3, confirmed: 2, cancelled: 1, completed: 1, checked_in: 0, in_consultation: 0, no_show: 1 },
    byDepartment: [
      { department: 'Neurology', count: 5 },
      { department: 'Cardiology', count: 2 },
      { department: 'ENT', count: 1 },
    ],
    byCreatedDay: ['2026-11-29', '2026-11-30', '2026-12-01'].map((date, i) => ({ date, count: i })),
    byTimeSlot: [
      { slot: '9:00 AM', count: 6 },
      { slot: '2:00 PM', count: 2 },
    ],
    opd: {
      overall: { attended: 3, noShows: 1, noShowRate: 0.25, averageWaitMinutes: 12.5 },
      byDoctor: [{ doctorId: 4, department: 'Neurology', attended: 3, noShows: 1, noShowRate: 0.25, averageWaitMinutes: 12.5 }],
      byDepartment: [{ department: 'Neurology', attended: 3, noShows: 1, noShowRate: 0.25, averageWaitMinutes: 12.5 }],
    },
  };

  it('names and colours the statuses in the contract’s order', () => {
    expect(statsFromCounts(counts, colours).byStatus).toEqual([
      { status: 'pending', name: 'Pending', value: 3, colour: '#amber' },
      { status: 'confirmed', name: 'Confirmed', value: 2, colour: '#green' },
      { status: 'cancelled', name: 'Cancelled', value: 1, colour: '#red' },
      { status: 'completed', name: 'Completed', value: 1, colour: '#blue' },
      { status: 'checked_in', name: 'Checked in', value: 0, colour: '#cyan' },
      { status: 'in_consultation', name: 'In consultation', value: 0, colour: '#violet' },
      { status: 'no_show', name: 'No-show', value: 1, colour: '#grey' },
    ]);
  });

  it('keeps the server’s department order, with percents of the total and palette colours in that order', () => {
    expect(statsFromCounts(counts, colours).byDepartment).toEqual([
      { name: 'Neurology', value: 5, percent: 63, colour: '#000001' },
      { name: 'Cardiology', value: 2, percent: 25, colour: '#000002' },
      { name: 'ENT', value: 1, percent: 13, colour: '#000003' },
    ]);
  });

  it('labels the trend’s days like "Nov 30", across a month boundary, and keeps the slots', () => {
    const stats = statsFromCounts(counts, colours);
    expect(stats.total).toBe(8);
    expect(stats.dailyTrend).toEqual([
      { date: '2026-11-29', label: 'Nov 29', value: 0 },
      { date: '2026-11-30', label: 'Nov 30', value: 1 },
      { date: '2026-12-01', label: 'Dec 1', value: 2 },
    ]);
    expect(stats.byTimeSlot).toEqual([
      { slot: '9:00 AM', value: 6 },
      { slot: '2:00 PM', value: 2 },
    ]);
  });

  it('is what aggregateAppointments gives for the same appointments, counted by the contract', () => {
    const list = [appointment(), appointment({ department: 'ENT', status: 'cancelled', preferredTime: '2:00 PM' })];
    const counted = list.map((row) => ({ ...row, preferredDate: '2026-11-25' }));
    expect(aggregateAppointments(list, now, colours)).toEqual(statsFromCounts(countAppointments(counted, now), colours));
  });

  it('passes the OPD’s figures on as the server counted them', () => {
    expect(statsFromCounts(counts, colours).opd).toEqual(counts.opd);
  });

  it('counts no-shows and the wait from the queue’s fields of the rows', () => {
    const stats = aggregateAppointments(
      [
        appointment({ doctorId: 2, status: 'completed', checkedInAt: '2026-11-25T04:00:00.000Z', calledAt: '2026-11-25T04:20:00.000Z' }),
        appointment({ doctorId: 2, status: 'no_show' }),
      ],
      now,
      colours,
    );
    expect(stats.opd.overall).toEqual({ attended: 1, noShows: 1, noShowRate: 0.5, averageWaitMinutes: 20 });
  });
});

describe('small rules', () => {
  it('rounds percentages to whole numbers and shares nothing of nothing', () => {
    expect(roundedPercent(1, 3)).toBe(33);
    expect(roundedPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(roundedPercent(0, 0)).toBe(0);
  });

  it('capitalises the first letter only', () => {
    expect(capitalise('cancelled')).toBe('Cancelled');
  });

  it('cycles the palette by index', () => {
    expect(paletteColour(6, palette)).toBe(palette[0]);
    expect(paletteColour(13, palette)).toBe(palette[1]);
  });
});
