// Story fixtures for the analytics widgets: small enough that every expected number can be counted by hand.
import { HOSPITAL_TIME_SLOTS, type AppointmentCounts, type AppointmentStatus, type TimeSlot } from '@hospital/contract';
import type { AppointmentForStats } from '../shared/appointmentStats.ts';
import { storyOpd } from './opdFixtures.ts';

/** "Today" in the stories: the seed data's anchor day. */
export const storyNow = new Date('2026-11-25T10:00:00.000Z');

function row(status: AppointmentStatus, department: string, preferredTime: TimeSlot, createdAt: string): AppointmentForStats {
  return { status, department, preferredTime, createdAt };
}

/**
 * Fourteen appointments. Status: pending 5, confirmed 4, cancelled 2, completed 3. Department: Cardiology 4,
 * General Medicine 3, Orthopaedics 2, Paediatrics 2, then Dermatology, ENT and Neurology 1 each (seven, so the
 * palette wraps). Trend Nov 19-25: 1, 0, 2, 1, 3, 2, 3 (two more are older than the week). Slots: 9:00 AM 3,
 * 10:00 AM 2, 11:30 AM 1, 2:00 PM 4, 3:30 PM 2, 5:00 PM 2.
 */
export const storyAppointments: AppointmentForStats[] = [
  row('pending', 'Cardiology', '9:00 AM', '2026-11-25T04:30:00.000Z'),
  row('pending', 'Cardiology', '2:00 PM', '2026-11-25T09:10:00.000Z'),
  // 23:30 in New York on Nov 24 is Nov 25 in UTC.
  row('confirmed', 'General Medicine', '9:00 AM', '2026-11-24T23:30:00-05:00'),
  row('pending', 'Orthopaedics', '10:00 AM', '2026-11-24T06:00:00.000Z'),
  row('completed', 'Cardiology', '2:00 PM', '2026-11-24T11:45:00.000Z'),
  row('confirmed', 'Paediatrics', '3:30 PM', '2026-11-23T05:00:00.000Z'),
  row('cancelled', 'General Medicine', '5:00 PM', '2026-11-23T07:20:00.000Z'),
  row('pending', 'Dermatology', '11:30 AM', '2026-11-23T10:05:00.000Z'),
  row('confirmed', 'Cardiology', '2:00 PM', '2026-11-22T08:00:00.000Z'),
  row('completed', 'ENT', '9:00 AM', '2026-11-21T04:00:00.000Z'),
  row('pending', 'Neurology', '10:00 AM', '2026-11-21T12:00:00.000Z'),
  row('confirmed', 'Orthopaedics', '2:00 PM', '2026-11-19T09:00:00.000Z'),
  row('cancelled', 'Paediatrics', '3:30 PM', '2026-11-10T09:00:00.000Z'),
  row('completed', 'General Medicine', '5:00 PM', '2026-11-10T10:00:00.000Z'),
];

/** Appointments booked only before the trend's week: every card has data except the trend. */
export const storyOlderAppointments: AppointmentForStats[] = storyAppointments.map((appointment) => ({
  ...appointment,
  createdAt: '2026-11-01T09:00:00.000Z',
}));

/** Department names as long as some wings are called, to test wrapping and truncation. */
export const storyLongDepartmentNames = [
  'Obstetrics, Gynaecology and Reproductive Medicine (Mother and Child Wing)',
  'Cardiothoracic and Vascular Surgery',
  'Physical Medicine and Rehabilitation',
  'Gastroenterology and Hepatology',
  'Paediatric Intensive Care',
  'Radiology and Interventional Imaging',
  'Pulmonary Medicine',
  'Anesthesiology',
] as const;

/** Twenty appointments over eight long-named departments: 6, 4, 3, 2, 2, 1, 1, 1. */
export const storyLongDepartmentAppointments: AppointmentForStats[] = [6, 4, 3, 2, 2, 1, 1, 1].flatMap((count, d) =>
  Array.from({ length: count }, (_, i) =>
    row(
      (['pending', 'confirmed', 'completed', 'cancelled'] as const)[i % 4]!,
      storyLongDepartmentNames[d]!,
      (['9:00 AM', '2:30 PM', '4:30 PM'] as const)[i % 3]!,
      `2026-11-${String(19 + ((d + i) % 7)).padStart(2, '0')}T08:00:00.000Z`,
    ),
  ),
);

/**
 * The counts as the server answers `GET /api/stats/appointments` at hospital scale: a million appointments, which
 * no browser should download to count. Status: pending 212,480, confirmed 401,230, cancelled 86,115, completed
 * 281,940, no-show 18,235 (none checked in or in consultation: the counts were taken after the day's OPD). Nine
 * departments, busiest first; the week Nov 19-25 (today's count still small); the thirteen slots, mornings busiest.
 * Each breakdown adds up to the total.
 */
export const storyServerCounts: AppointmentCounts = {
  total: 1_000_000,
  byStatus: { pending: 212_480, confirmed: 401_230, cancelled: 86_115, completed: 281_940, checked_in: 0, in_consultation: 0, no_show: 18_235 },
  byDepartment: [
    { department: 'General Medicine', count: 182_400 },
    { department: 'Cardiology', count: 141_250 },
    { department: 'Orthopaedics', count: 120_800 },
    { department: 'Paediatrics', count: 118_300 },
    { department: 'Obstetrics and Gynaecology', count: 104_900 },
    { department: 'ENT', count: 92_350 },
    { department: 'Dermatology', count: 88_000 },
    { department: 'Ophthalmology', count: 81_600 },
    { department: 'Neurology', count: 70_400 },
  ],
  byCreatedDay: [2_910, 3_145, 1_980, 1_420, 3_305, 3_260, 1_175].map((count, i) => ({ date: `2026-11-${19 + i}`, count })),
  byTimeSlot: [98_400, 96_100, 104_300, 99_800, 92_700, 81_500, 77_900, 72_600, 70_100, 64_800, 58_200, 49_300, 34_300].map((count, i) => ({
    slot: HOSPITAL_TIME_SLOTS[i]!,
    count,
  })),
  // The OPD's no-shows and waiting (opdFixtures.ts).
  opd: storyOpd,
};
