import { describe, expect, it } from 'vitest';
import { APPOINTMENT_SORT_KEYS, appointmentsQuerySchema, appointmentSchema, type Appointment, type AppointmentSortKey, type AppointmentsQueryInput } from '../schemas.ts';
import {
  MIN_REFERENCE_SEARCH,
  appointmentPage,
  compareAppointments,
  isAppointmentPageQuery,
  matchesAppointmentQuery,
  referenceSearchText,
  searchText,
  selectAppointments,
} from './appointmentQuery.ts';

/** A valid appointment (the schema checks every fixture), changed where a test needs it. */
function appointment(overrides: Partial<Appointment>): Appointment {
  return appointmentSchema.parse({
    id: 1,
    reference: 'CCH-7K4Q-M2XD',
    patientName: 'Asha Rao',
    email: 'asha.rao@example.in',
    phone: '+91 98765 43210',
    age: 34,
    gender: 'Female',
    department: 'Cardiology',
    doctorId: 2,
    preferredDate: '2026-12-01',
    preferredTime: '10:00 AM',
    reasonForVisit: 'Check-up',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    language: 'en',
    remindersStopped: false,
    ...overrides,
  });
}

/** The query as the server reads it from a query string. */
const query = (input: AppointmentsQueryInput) => appointmentsQuerySchema.parse(input);
const ids = (appointments: readonly Appointment[]) => appointments.map((a) => a.id);
const matching = (rows: readonly Appointment[], input: AppointmentsQueryInput) => ids(selectAppointments(rows, query(input)));

describe('isAppointmentPageQuery', () => {
  it('is false with no keys, so the list is every appointment', () => {
    expect(isAppointmentPageQuery({})).toBe(false);
  });

  it('is true with any of the list’s keys, even an empty one', () => {
    expect(isAppointmentPageQuery({ page: '1' })).toBe(true);
    expect(isAppointmentPageQuery({ q: '' })).toBe(true);
    for (const key of ['status', 'doctorId', 'department', 'from', 'to', 'sort', 'pageSize']) expect(isAppointmentPageQuery({ [key]: 'x' }), key).toBe(true);
  });
});

describe('the search text', () => {
  it('is trimmed and lower case', () => {
    expect(searchText('  Asha RAO ')).toBe('asha rao');
    expect(searchText(undefined)).toBe('');
  });

  it('reads a reference without its dashes and spaces, in upper case, once it is long enough', () => {
    expect(referenceSearchText('cch-7k4q')).toBe('CCH7K4Q');
    expect(referenceSearchText(' 7k4q m2 ')).toBe('7K4QM2');
    expect(MIN_REFERENCE_SEARCH).toBe(4);
    expect(referenceSearchText('7k4')).toBeUndefined();
    expect(referenceSearchText('7-k-4')).toBeUndefined();
    expect(referenceSearchText('7k4q')).toBe('7K4Q');
  });
});

describe('the search', () => {
  const rows = [
    appointment({ id: 1, patientName: 'Asha Rao', email: 'asha.rao@example.in', phone: '+91 98765 43210', department: 'Cardiology', reference: 'CCH-7K4Q-M2XD' }),
    appointment({ id: 2, patientName: 'Vikram Singh', email: 'vik@mail.example', phone: '022 2345 6789', department: 'Orthopedics', reference: 'CCH-AB12-CD34' }),
    appointment({ id: 3, patientName: 'Meera Nair', email: 'meera@example.in', phone: '+91 91234 56789', department: 'Pediatrics', reference: 'CCH-ZZ99-XY77' }),
  ];

  it('finds part of the name, e-mail, phone or department, in any case', () => {
    expect(matching(rows, { q: 'ASHA' })).toEqual([1]);
    expect(matching(rows, { q: 'mail.EXAMPLE' })).toEqual([2]);
    expect(matching(rows, { q: '2345 67' })).toEqual([2]);
    expect(matching(rows, { q: 'pediat' })).toEqual([3]);
    expect(matching(rows, { q: 'example.in' })).toEqual([1, 3]);
    expect(matching(rows, { q: 'nobody' })).toEqual([]);
  });

  it('trims the search', () => {
    expect(matching(rows, { q: '  vikram  ' })).toEqual([2]);
  });

  it('matches everything when empty or blank', () => {
    expect(matching(rows, { q: '' })).toEqual([1, 2, 3]);
    expect(matching(rows, { q: '   ' })).toEqual([1, 2, 3]);
  });

  it('finds a reference with or without its dashes and spaces, in any case', () => {
    expect(matching(rows, { q: 'CCH-7K4Q-M2XD' })).toEqual([1]);
    expect(matching(rows, { q: 'cch7k4qm2xd' })).toEqual([1]);
    expect(matching(rows, { q: '7k4q m2xd' })).toEqual([1]);
    expect(matching(rows, { q: 'q-m2x' })).toEqual([1]);
    expect(matching(rows, { q: 'ab12cd' })).toEqual([2]);
  });

  it('takes a reference only from four letters and digits on', () => {
    // "Y77" is in reference 3 only, but three characters could be anyone's reference.
    expect(matching(rows, { q: 'Y77' })).toEqual([]);
    expect(matching(rows, { q: 'Y-77' })).toEqual([]);
    expect(matching(rows, { q: 'XY77' })).toEqual([3]);
    expect(matching(rows, { q: 'X-Y 7 7' })).toEqual([3]);
  });
});

describe('the filters', () => {
  const rows = [
    appointment({ id: 1, status: 'pending', doctorId: 2, department: 'Cardiology', preferredDate: '2026-12-01' }),
    appointment({ id: 2, status: 'confirmed', doctorId: 3, department: 'Cardiology', preferredDate: '2026-12-02' }),
    appointment({ id: 3, status: 'pending', doctorId: 5, department: 'Neurology', preferredDate: '2026-12-03' }),
    appointment({ id: 4, status: 'completed', doctorId: 2, department: 'Neurology', preferredDate: '2026-12-04' }),
  ];

  it('keeps one status', () => {
    expect(matching(rows, { status: 'pending' })).toEqual([1, 3]);
    expect(matching(rows, { status: 'cancelled' })).toEqual([]);
  });

  it('keeps one doctor', () => {
    expect(matching(rows, { doctorId: '2' })).toEqual([1, 4]);
  });

  it('keeps one department, by its exact name', () => {
    expect(matching(rows, { department: 'Neurology' })).toEqual([3, 4]);
    expect(matching(rows, { department: 'neurology' })).toEqual([]);
  });

  it('keeps visit days from `from` to `to`, both included', () => {
    expect(matching(rows, { from: '2026-12-02' })).toEqual([2, 3, 4]);
    expect(matching(rows, { to: '2026-12-02' })).toEqual([1, 2]);
    expect(matching(rows, { from: '2026-12-02', to: '2026-12-03' })).toEqual([2, 3]);
    expect(matching(rows, { from: '2026-12-03', to: '2026-12-03' })).toEqual([3]);
  });

  it('applies every filter together', () => {
    expect(matching(rows, { status: 'pending', department: 'Neurology' })).toEqual([3]);
    expect(matching(rows, { doctorId: '2', from: '2026-12-02', q: 'asha' })).toEqual([4]);
    expect(matching(rows, { doctorId: '2', from: '2026-12-02', q: 'nobody' })).toEqual([]);
    expect(matchesAppointmentQuery(rows[0]!, query({ status: 'pending', doctorId: '2', to: '2026-12-01' }))).toBe(true);
    expect(matchesAppointmentQuery(rows[0]!, query({ status: 'pending', doctorId: '3' }))).toBe(false);
  });
});

describe('the order', () => {
  // Each key has two rows that tie (ids 2 and 4), so the id tiebreak shows in both directions.
  const rows = [
    appointment({ id: 4, patientName: 'banu', reference: 'CCH-BBBB-0000', email: 'b@example.in', department: 'Dermatology', preferredDate: '2026-12-02', preferredTime: '9:00 AM', status: 'confirmed', createdAt: '2026-11-02T00:00:00.000Z' }),
    appointment({ id: 1, patientName: 'Chitra', reference: 'CCH-CCCC-0000', email: 'c@example.in', department: 'ENT', preferredDate: '2026-12-02', preferredTime: '2:30 PM', status: 'pending', createdAt: '2026-11-03T00:00:00.000Z' }),
    appointment({ id: 3, patientName: 'Anil', reference: 'CCH-AAAA-0000', email: 'a@example.in', department: 'Cardiology', preferredDate: '2026-12-01', preferredTime: '5:00 PM', status: 'cancelled', createdAt: '2026-11-01T00:00:00.000Z' }),
    appointment({ id: 2, patientName: 'Banu', reference: 'CCH-BBBB-0000', email: 'B@example.in', department: 'dermatology', preferredDate: '2026-12-02', preferredTime: '9:00 AM', status: 'confirmed', createdAt: '2026-11-02T00:00:00.000Z' }),
  ];
  const ascending: Record<AppointmentSortKey, number[]> = {
    id: [1, 2, 3, 4],
    patientName: [3, 2, 4, 1],
    reference: [3, 2, 4, 1],
    email: [3, 2, 4, 1],
    department: [3, 2, 4, 1],
    // 2 December's 9:00 AM rows (2, 4) before its 2:30 PM one (1).
    preferredDate: [3, 2, 4, 1],
    // cancelled, completed, confirmed, pending: the text's order.
    status: [3, 2, 4, 1],
    createdAt: [3, 2, 4, 1],
  };

  it.each(APPOINTMENT_SORT_KEYS.map((key) => [key]))('sorts by %s either way, ties by id the same way', (key) => {
    expect(matching(rows, { sort: key })).toEqual(ascending[key]);
    expect(matching(rows, { sort: `-${key}` })).toEqual([...ascending[key]].reverse());
  });

  it('is by id without a sort', () => {
    expect(matching(rows, {})).toEqual([1, 2, 3, 4]);
    expect(ids([...rows].sort(compareAppointments(undefined)))).toEqual([1, 2, 3, 4]);
  });

  it('orders a day’s slots by their time of day, not their text', () => {
    // As text, "10:00 AM" < "2:30 PM" < "9:00 AM".
    const day = [
      appointment({ id: 1, preferredDate: '2026-12-05', preferredTime: '2:30 PM' }),
      appointment({ id: 2, preferredDate: '2026-12-05', preferredTime: '10:00 AM' }),
      appointment({ id: 3, preferredDate: '2026-12-05', preferredTime: '9:00 AM' }),
    ];
    expect(matching(day, { sort: 'preferredDate' })).toEqual([3, 2, 1]);
    expect(matching(day, { sort: '-preferredDate' })).toEqual([1, 2, 3]);
  });

  it('orders by the day before the time', () => {
    const two = [appointment({ id: 1, preferredDate: '2026-12-02', preferredTime: '9:00 AM' }), appointment({ id: 2, preferredDate: '2026-12-01', preferredTime: '5:00 PM' })];
    expect(matching(two, { sort: 'preferredDate' })).toEqual([2, 1]);
  });

  it('does not change the rows it is given', () => {
    const before = ids(rows);
    selectAppointments(rows, query({ sort: '-patientName' }));
    expect(ids(rows)).toEqual(before);
  });
});

describe('a page', () => {
  const rows = Array.from({ length: 7 }, (_, i) => appointment({ id: 7 - i }));

  it('holds pageSize rows of the ordered list, and counts every match', () => {
    expect(appointmentPage(rows, query({ page: '1', pageSize: '3' }))).toEqual({ items: [1, 2, 3].map((id) => rows.find((a) => a.id === id)), total: 7, page: 1, pageSize: 3 });
    expect(ids(appointmentPage(rows, query({ page: '2', pageSize: '3' })).items)).toEqual([4, 5, 6]);
  });

  it('is shorter at the end', () => {
    const last = appointmentPage(rows, query({ page: '3', pageSize: '3' }));
    expect(ids(last.items)).toEqual([7]);
    expect(last.total).toBe(7);
  });

  it('is empty past the end, with the total still right', () => {
    expect(appointmentPage(rows, query({ page: '4', pageSize: '3' }))).toEqual({ items: [], total: 7, page: 4, pageSize: 3 });
    expect(appointmentPage(rows, query({ page: '2', status: 'cancelled' }))).toEqual({ items: [], total: 0, page: 2, pageSize: 25 });
  });

  it('is 25 rows of the first page by default', () => {
    const many = Array.from({ length: 30 }, (_, i) => appointment({ id: i + 1 }));
    const page = appointmentPage(many, query({ q: '' }));
    expect(ids(page.items)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(page).toMatchObject({ total: 30, page: 1, pageSize: 25 });
  });

  it('pages the filtered, ordered list', () => {
    const mixed = rows.map((a) => ({ ...a, status: a.id % 2 === 0 ? ('confirmed' as const) : ('pending' as const) }));
    const page = appointmentPage(mixed, query({ status: 'pending', sort: '-id', page: '2', pageSize: '2' }));
    expect(ids(page.items)).toEqual([3, 1]);
    expect(page.total).toBe(4);
  });
});
