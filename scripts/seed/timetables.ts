// The OPD timetable of the seed: every doctor keeps the hours their page has always stated (Monday to
// Friday 9:00 AM to 5:30 PM with the lunch break of the spec's slot list, Saturday 9:00 AM to 2:00 PM, Sunday
// closed), and a few differ so the feature shows: a general physician who sees two patients every quarter of an
// hour, and a visiting consultant on two weekdays. One doctor is on leave in December, and the OPD closes on the
// coming year's national holidays and major festivals.
import type { Closure, DoctorLeave, DoctorSession, WeeklySession } from '@hospital/contract';
import { DOCTORS } from './departments.ts';

const standardWeek = (slotMinutes: WeeklySession['slotMinutes'], capacity: number): WeeklySession[] => [
  ...([1, 2, 3, 4, 5] as const).flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', slotMinutes, capacity },
    // 14:00 to 17:30 makes the spec's afternoon slots, the last at 5:00 PM.
    { weekday, start: '14:00', end: '17:30', slotMinutes, capacity },
  ]),
  { weekday: 6, start: '09:00', end: '14:00', slotMinutes, capacity },
];

/** The weeks that are not the standard one, by doctor id. */
const OWN_WEEKS: Record<number, WeeklySession[]> = {
  // Dr. Alok Srivastava, General Medicine: short consultations, two patients a quarter-hour.
  7: standardWeek(15, 2),
  // Dr. Shalini Mehrotra, Radiology: a visiting consultant on Tuesday and Thursday mornings, 20-minute slots.
  18: [
    { weekday: 2, start: '10:00', end: '13:00', slotMinutes: 20, capacity: 1 },
    { weekday: 4, start: '10:00', end: '13:00', slotMinutes: 20, capacity: 1 },
  ],
};

export const DOCTOR_SESSIONS: DoctorSession[] = DOCTORS.flatMap((doctor) =>
  (OWN_WEEKS[doctor.id] ?? standardWeek(30, 1)).map((session) => ({ doctorId: doctor.id, ...session })),
).map((session, index) => ({ id: index + 1, ...session }));

export const DOCTOR_LEAVE: DoctorLeave[] = [
  // Dr. Neha Agarwal, Neurology: a week at a conference, with no bookings on it.
  { id: 1, doctorId: 4, from: '2026-12-14', to: '2026-12-18', reason: 'Indian Academy of Neurology annual conference' },
];

export const CLOSURES: Closure[] = [
  ['2026-12-25', 'Christmas'],
  ['2027-01-26', 'Republic Day'],
  ['2027-03-22', 'Holi'],
  ['2027-08-15', 'Independence Day'],
  ['2027-10-02', 'Gandhi Jayanti'],
  ['2027-10-29', 'Diwali'],
].map(([date, name], index) => ({ id: index + 1, date: date!, name: name! }));
