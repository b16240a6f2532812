// A cardiologist's OPD day (the morning), for the OPD widgets' stories and tests: six tokens (one seen, one in
// the room, three waiting, one late past the grace window, one absent), and the bookings still expected, one of them
// made for the department alone. The day is 2026-11-27; times are the hospital's (India, +05:30).
import type { Appointment } from '@hospital/contract';

export const OPD_STORY_DATE = '2026-11-27';

/** An instant of the story's day on the hospital's clock: `at('9:05')`. */
const at = (clock: string) => new Date(`${OPD_STORY_DATE}T${clock.padStart(5, '0')}:00+05:30`).toISOString();

/** One visit of the day with the OPD day's fields; the rest as a booking has them. */
export function opdVisit(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 1,
    reference: 'CCH-7K4Q-M2XD',
    patientName: 'Asha Verma',
    email: 'asha.verma@example.com',
    phone: '+91 98110 21345',
    age: 54,
    gender: 'Female',
    department: 'Cardiology',
    doctorId: 3,
    preferredDate: OPD_STORY_DATE,
    preferredTime: '9:00 AM',
    reasonForVisit: 'Chest tightness while climbing stairs.',
    status: 'confirmed',
    createdAt: '2026-11-20T06:30:00.000Z',
    needsNewTime: null,
    language: 'en',
    remindersStopped: false,
    token: null,
    walkIn: false,
    checkedInAt: null,
    calledAt: null,
    completedAt: null,
    queuedAt: null,
    ...overrides,
  };
}

export const opdDayVisits: Appointment[] = [
  opdVisit({
    id: 11,
    reference: 'CCH-3J6Y-HQ9B',
    patientName: 'Ramesh Bhatt',
    phone: '+91 98765 43210',
    gender: 'Male',
    preferredTime: '9:00 AM',
    status: 'completed',
    token: 1,
    checkedInAt: at('8:50'),
    queuedAt: at('9:00'),
    calledAt: at('9:02'),
    completedAt: at('9:12'),
  }),
  opdVisit({
    id: 12,
    reference: 'CCH-W8RZ-5MTE',
    patientName: 'Geeta Yadav',
    phone: '+91 99100 55678',
    preferredTime: '9:00 AM',
    status: 'in_consultation',
    walkIn: true,
    token: 2,
    checkedInAt: at('9:05'),
    queuedAt: at('9:05'),
    calledAt: at('9:14'),
  }),
  opdVisit({
    id: 13,
    reference: 'CCH-5PXA-K2RM',
    patientName: 'Kuldeep Verma',
    phone: '+91 97111 80022',
    gender: 'Male',
    preferredTime: '9:30 AM',
    status: 'checked_in',
    token: 3,
    checkedInAt: at('9:20'),
    queuedAt: at('9:30'),
  }),
  opdVisit({
    id: 14,
    reference: 'CCH-9DQT-7HVN',
    patientName: 'Nisha Joshi',
    phone: '+91 98990 31415',
    preferredTime: '9:30 AM',
    status: 'checked_in',
    walkIn: true,
    token: 4,
    checkedInAt: at('9:40'),
    queuedAt: at('9:40'),
  }),
  opdVisit({
    id: 15,
    reference: 'CCH-2BGS-8WQY',
    patientName: 'Vivek Thakur',
    phone: '+91 96500 27182',
    gender: 'Male',
    preferredTime: '9:15 AM',
    status: 'checked_in',
    token: 5,
    // 30 minutes after the slot: past the 15-minute grace, so he stands from when he came.
    checkedInAt: at('9:45'),
    queuedAt: at('9:45'),
  }),
  opdVisit({
    id: 16,
    reference: 'CCH-6MZC-4TJA',
    patientName: 'Sachin Pandey',
    phone: '+91 95600 11235',
    gender: 'Male',
    preferredTime: '9:45 AM',
    status: 'no_show',
    token: 6,
    checkedInAt: null,
    queuedAt: null,
  }),
  opdVisit({ id: 17, reference: 'CCH-4NFE-1RKD', patientName: 'Komal Gupta', phone: '+91 98100 77889', preferredTime: '11:00 AM', status: 'confirmed' }),
  opdVisit({ id: 18, reference: 'CCH-8XHW-3VPB', patientName: 'Aarav Bhatt', phone: '+91 98111 20304', gender: 'Male', age: 9, preferredTime: '11:15 AM', status: 'pending' }),
  // Booked for the department, no doctor named: the front desk says which doctor at check-in.
  opdVisit({ id: 19, reference: 'CCH-1TAM-9CQZ', patientName: 'Reyansh Agarwal', phone: '+91 99711 60708', gender: 'Male', age: 41, doctorId: undefined, preferredTime: '2:00 PM', status: 'confirmed' }),
  opdVisit({ id: 20, reference: 'CCH-7VKD-5GXN', patientName: 'Meera Iyer', phone: '+91 98450 90817', preferredTime: '10:00 AM', status: 'cancelled' }),
];

/** The doctors of the department a booking without a doctor may be sent to. */
export const opdDepartmentDoctors = [
  { id: 3, name: 'Dr. Rajesh Kumar', department: 'Cardiology' },
  { id: 7, name: 'Dr. Priya Malhotra', department: 'Cardiology' },
];

/** A day with long names and many tokens: the layout under stress. */
export const opdLongDayVisits: Appointment[] = [
  ...opdDayVisits.map((visit) =>
    visit.id === 13 ? { ...visit, patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula' } : visit,
  ),
  ...Array.from({ length: 12 }, (_, index) =>
    opdVisit({
      id: 40 + index,
      reference: `CCH-${'ABCDEFGHJKMN'[index]}${index % 10}QW-${index % 10}XYZ`,
      patientName: index % 2 ? `Pooja Ramachandran Subramaniam ${index + 1}` : `राधा कृष्णन ${index + 1}`,
      preferredTime: '10:30 AM',
      status: 'checked_in',
      walkIn: index % 3 === 0,
      token: 7 + index,
      checkedInAt: at(`10:${String(10 + index).padStart(2, '0')}`),
      queuedAt: at(`10:${String(10 + index).padStart(2, '0')}`),
    }),
  ),
];
