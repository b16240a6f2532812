// Capacity under concurrency: a slot takes as many patients as its session says, and the server keeps it
// when they all arrive at once. 50 simultaneous bookings of one slot of capacity 3 give exactly three 201s and 47
// 409s; on PostgreSQL they are spread over two apps/api instances on one database (the mock and PGlite serve one
// process). Then cancelling a booking frees exactly one place, and moving one moves its place. Bookings without a
// doctor take the places of the department's slot the same way (docs/adr/0023).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, FIELD_CODES, addDays, hospitalToday, type Appointment, type Availability, type Closure } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, lettersOf, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let admin: ApiClient;
/** One client per instance: the server, and on PostgreSQL a second instance on the same database. */
let instances: ApiClient[];

/** Dr. #2 (Cardiology), with no leave in the seed; every day of the week, 09:00 to 12:00, three patients a slot. */
const DOCTOR_ID = 2;
const DEPARTMENT = 'Cardiology';
const CAPACITY = 3;
const SLOT = '10:00 AM';
const OTHER_SLOT = '10:30 AM';
let day: string;

const booking = (n: number) => ({
  patientName: `Race Patient ${lettersOf(n)}`,
  email: `race.${n}@example.in`,
  phone: `+91 98${String(10_000_000 + n).padStart(8, '0')}`,
  age: 30 + (n % 40),
  gender: 'Female',
  department: DEPARTMENT,
  doctorId: DOCTOR_ID,
  preferredDate: day,
  preferredTime: SLOT,
  reasonForVisit: 'Chest pain on climbing stairs.',
  consent: true,
});

/** The places left in the doctor's slots that day, by time. */
async function placesLeft(): Promise<Map<string, number>> {
  const response = await admin.get(`${API_PATHS.availability}?doctorId=${DOCTOR_ID}&from=${day}&to=${day}`);
  expect(response.status, response.text).toBe(200);
  const availability = response.json() as Availability;
  return new Map(availability.days.flatMap((open) => open.slots.map((slot) => [slot.time, slot.left] as const)));
}

beforeAll(async () => {
  server = await startServer();
  admin = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
  instances = [new ApiClient(server.baseUrl)];
  if (server.startAnotherInstance) instances.push(new ApiClient((await server.startAnotherInstance()).baseUrl));
  // A day a month ahead that no closure takes: the timetable below makes every weekday a working day.
  const closed = new Set(((await admin.get(API_PATHS.closures)).json() as Closure[]).map((closure) => closure.date));
  day = addDays(hospitalToday(), 30);
  while (closed.has(day)) day = addDays(day, 1);
  const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 30, capacity: CAPACITY }));
  const put = await admin.send('PUT', API_PATHS.doctorTimetable(DOCTOR_ID), { weekly });
  expect(put.status, put.text).toBe(200);
}, 180_000);

afterAll(() => server?.stop());

describe('a slot of capacity 3 under 50 simultaneous bookings', () => {
  let booked: Appointment[] = [];

  it(`gives exactly three 201s and 47 409s (slot_taken on preferredTime)`, async () => {
    expect((await placesLeft()).get(SLOT)).toBe(CAPACITY);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => instances[n % instances.length]!.send('POST', API_PATHS.appointments, booking(n))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAPACITY);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - CAPACITY);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json()).toMatchObject({ code: 'slot_taken', codes: { preferredTime: FIELD_CODES.slotTaken } });
    }
    booked = answers.filter((answer) => answer.status === 201).map((answer) => answer.json() as Appointment);
    expect((await placesLeft()).get(SLOT)).toBe(0);
    const stored = (await server.readData()).appointments.filter((a) => a.doctorId === DOCTOR_ID && a.preferredDate === day && a.preferredTime === SLOT && a.status !== 'cancelled');
    expect(stored).toHaveLength(CAPACITY);
  }, 120_000);

  it('frees exactly one place when a patient cancels', async () => {
    const [first] = booked;
    const cancelled = await instances.at(-1)!.send('POST', API_PATHS.bookingCancel, { reference: first!.reference, contact: first!.email });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await placesLeft()).get(SLOT)).toBe(1);
    // Ten patients want the one place: one gets it.
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => instances[n % instances.length]!.send('POST', API_PATHS.appointments, booking(100 + n))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect((await placesLeft()).get(SLOT)).toBe(0);
  }, 60_000);

  it('moves a place when a patient reschedules, and refuses a move into a full slot', async () => {
    const [, second, third] = booked;
    expect((await placesLeft()).get(OTHER_SLOT)).toBe(CAPACITY);
    const moved = await instances[0]!.send('POST', API_PATHS.bookingReschedule, { reference: second!.reference, contact: second!.email, preferredDate: day, preferredTime: OTHER_SLOT });
    expect(moved.status, moved.text).toBe(200);
    const left = await placesLeft();
    expect(left.get(SLOT)).toBe(1);
    expect(left.get(OTHER_SLOT)).toBe(CAPACITY - 1);
    // Fill the other slot, then try to move into it.
    for (let n = 0; n < CAPACITY - 1; n++) expect((await instances[n % instances.length]!.send('POST', API_PATHS.appointments, { ...booking(200 + n), preferredTime: OTHER_SLOT })).status).toBe(201);
    const refused = await instances.at(-1)!.send('POST', API_PATHS.bookingReschedule, { reference: third!.reference, contact: third!.email, preferredDate: day, preferredTime: OTHER_SLOT });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'slot_taken', codes: { preferredTime: FIELD_CODES.slotTaken } });
    expect((await placesLeft()).get(OTHER_SLOT)).toBe(0);
  }, 60_000);
});

/**
 * A department's slot for bookings without a doctor: Pediatrics' two doctors (#9, #10) see two patients each at
 * 10:00 AM, so the department has four places then, which its doctors' own bookings hold too.
 */
describe('a department’s slot of 4 places under 20 simultaneous bookings without a doctor', () => {
  const PEDIATRICS = [9, 10];
  let deptDay: string;
  const unassigned = (n: number, preferredTime: string) => ({ ...booking(300 + n), department: 'Pediatrics', doctorId: undefined, preferredDate: deptDay, preferredTime });

  beforeAll(async () => {
    const closed = new Set(((await admin.get(API_PATHS.closures)).json() as Closure[]).map((closure) => closure.date));
    // Months past the seed's bookings, so only this test's hold the department's places.
    deptDay = addDays(hospitalToday(), 75);
    while (closed.has(deptDay)) deptDay = addDays(deptDay, 1);
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 30, capacity: 2 }));
    for (const doctorId of PEDIATRICS) {
      const put = await admin.send('PUT', API_PATHS.doctorTimetable(doctorId), { weekly });
      expect(put.status, put.text).toBe(200);
    }
  }, 60_000);

  it('gives exactly four 201s and sixteen 409s (slot_taken on preferredTime)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => instances[n % instances.length]!.send('POST', API_PATHS.appointments, unassigned(n, SLOT))));
    expect(answers.filter((answer) => answer.status === 201), answers.map((answer) => answer.text).join('\n')).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(16);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.json()).toMatchObject({ code: 'slot_taken', codes: { preferredTime: FIELD_CODES.slotTaken } });
    }
    const stored = (await server.readData()).appointments.filter((a) => a.department === 'Pediatrics' && a.preferredDate === deptDay && a.preferredTime === SLOT && a.status !== 'cancelled');
    expect(stored).toHaveLength(4);
  }, 120_000);

  it('counts the department’s doctors’ own bookings among its places, and frees one when a booking is cancelled', async () => {
    const withDoctor = await instances[0]!.send('POST', API_PATHS.appointments, { ...booking(400), department: 'Pediatrics', doctorId: 9, preferredDate: deptDay, preferredTime: OTHER_SLOT });
    expect(withDoctor.status, withDoctor.text).toBe(201);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => instances[n % instances.length]!.send('POST', API_PATHS.appointments, unassigned(20 + n, OTHER_SLOT))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const first = answers.find((answer) => answer.status === 201)!.json() as Appointment;
    const cancelled = await instances.at(-1)!.send('POST', API_PATHS.bookingCancel, { reference: first.reference, contact: first.email });
    expect(cancelled.status, cancelled.text).toBe(200);
    const again = await Promise.all(Array.from({ length: 5 }, (_, n) => instances[n % instances.length]!.send('POST', API_PATHS.appointments, unassigned(40 + n, OTHER_SLOT))));
    expect(again.filter((answer) => answer.status === 201)).toHaveLength(1);
  }, 60_000);
});
