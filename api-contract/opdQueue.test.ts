// The OPD day: check-in and tokens, walk-ins, the waiting hall's queue, the call to the doctor's
// room, the steps a visit's status may take, the OPD day, the patient's place in the queue, the no-show
// sweep and the figures. The server starts with its clock (HOSPITAL_CLOCK_START) at 08:00 IST on a working day a few
// days ahead, so everything below happens "today" on that day; Dr #2 sees patients 09:00-12:00 every day, two a
// 15-minute slot. Last, 20 booked patients checking in at once get tokens 1..20, each once (on PostgreSQL over two
// apps/api instances on one database).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  FIELD_CODES,
  OPD_QUEUE,
  addDays,
  appointmentCountsSchema,
  dayClosedProblem,
  hospitalToday,
  isoWeekday,
  newBookingReference,
  opdDaySchema,
  opdOutcomes,
  queueStateSchema,
  type Appointment,
  type AppointmentCounts,
  type Database,
  type OpdDay,
  type QueueState,
} from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, lettersOf, readSeed, startServer, type ApiResponse, type RunningServer } from './harness.ts';

const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };

/** Dr #2, Cardiology (which Dr #1 shares): the doctor whose day the tests run. */
const DOCTOR_ID = 2;
const DEPARTMENT = 'Cardiology';
/** Dr #3, Neurology: not a Cardiology doctor. */
const OTHER_DEPARTMENT_DOCTOR = 3;
/** Dr #5, Gynecology: the race's doctor, with a queue of their own. */
const RACE_DOCTOR_ID = 5;
const RACE_DEPARTMENT = 'Gynecology';
/** Dr #7, General Medicine: works only on a weekday that is not the day's, so has no session today. */
const IDLE_DOCTOR_ID = 7;
const IDLE_DEPARTMENT = 'General Medicine';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** The first day from `from` on that no closure takes and none of `doctorIds` is on leave, and the day after too. */
function workingDayFrom(from: string, doctorIds: readonly number[], weekdays: readonly number[] = WEEK): string {
  // The seed as a server whose clock starts on `from` holds it (its leave moves on with it; its closures do not).
  const seed = readSeed(from);
  for (let day = from, tries = 0; tries < 60; day = addDays(day, 1), tries++) {
    const open = (date: string) =>
      weekdays.includes(isoWeekday(date)) &&
      doctorIds.every(
        (doctorId) =>
          dayClosedProblem(
            { weekly: WEEK.map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 })), leave: seed.doctor_leave.filter((leave) => leave.doctorId === doctorId), closures: seed.closures },
            date,
          ) === undefined,
      );
    if (open(day) && open(addDays(day, 1))) return day;
  }
  throw new Error(`no working day from ${from}`);
}

/** The day the server's clock says is today: a few days ahead of the real one. */
const DAY = workingDayFrom(addDays(hospitalToday(), 3), [DOCTOR_ID, RACE_DOCTOR_ID, 1]);
const TOMORROW = addDays(DAY, 1);
const CLOCK_START = `${DAY}T08:00:00+05:30`;
/** The seed as the server holds it, its clock starting on DAY. */
const seed = readSeed(DAY);
/** The instant a slot of DAY begins, as the server writes it. */
const startOf = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+05:30`).toISOString();

let server: RunningServer;
let anonymous: ApiClient;
let admin: ApiClient;
let reception: ApiClient;
let patient: ApiClient;

let serial = 0;
const patientDetails = () => {
  serial += 1;
  return {
    patientName: `Queue Patient ${lettersOf(serial)}`,
    email: `queue.patient.${serial}@example.in`,
    phone: `+91 97${String(10_000_000 + serial).padStart(8, '0')}`,
    age: 20 + (serial % 50),
    gender: 'Female',
    reasonForVisit: 'Palpitations after meals.',
  };
};

async function book(overrides: Record<string, unknown> = {}, client: ApiClient = anonymous): Promise<Appointment> {
  const response = await client.send('POST', API_PATHS.appointments, {
    ...patientDetails(),
    department: DEPARTMENT,
    doctorId: DOCTOR_ID,
    preferredDate: DAY,
    preferredTime: '9:00 AM',
    consent: true,
    ...overrides,
  });
  expect(response.status, response.text).toBe(201);
  return response.json() as Appointment;
}

const walkInBody = (overrides: Record<string, unknown> = {}) => ({ ...patientDetails(), department: DEPARTMENT, doctorId: DOCTOR_ID, consent: true, ...overrides });

const checkIn = (id: number, body: unknown = {}, client: ApiClient = reception) => client.send('POST', API_PATHS.appointmentCheckIn(id), body);
const setStatus = (id: number, status: string, client: ApiClient = reception) => client.send('PATCH', API_PATHS.appointmentStatus(id), { status });
const callNext = (doctorId = DOCTOR_ID, client: ApiClient = reception) => client.send('POST', API_PATHS.queueNext, { doctorId });

async function queue(doctorId = DOCTOR_ID): Promise<QueueState> {
  const response = await anonymous.get(`${API_PATHS.queue}?doctorId=${doctorId}`);
  expect(response.status, response.text).toBe(200);
  return response.json() as QueueState;
}

async function opdDayOf(doctorId = DOCTOR_ID, date?: string): Promise<OpdDay> {
  const response = await reception.get(`${API_PATHS.opdDay}?doctorId=${doctorId}${date ? `&date=${date}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return opdDaySchema.parse(response.json());
}

async function stored(id: number): Promise<Appointment> {
  return (await server.readData()).appointments.find((appointment) => appointment.id === id)!;
}

function expectRefused(response: ApiResponse, status: number, code: string, fields?: Record<string, string>): void {
  expect(response.status, response.text).toBe(status);
  const body = response.json() as { code: string; codes?: Record<string, string> };
  expect(body.code).toBe(code);
  if (fields) expect(body.codes).toEqual(fields);
}

const lookup = (visit: Appointment) => anonymous.send('POST', API_PATHS.bookingLookup, { reference: visit.reference, contact: visit.email });

beforeAll(async () => {
  server = await startServer({ env: { HOSPITAL_CLOCK_START: CLOCK_START } });
  anonymous = new ApiClient(server.baseUrl);
  admin = new ApiClient(server.baseUrl);
  reception = new ApiClient(server.baseUrl);
  patient = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
  await reception.signIn(DEMO_RECEPTION);
  await patient.signIn(DEMO_PATIENT);
  const everyDay = (capacity: number) => WEEK.map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 15, capacity }));
  for (const [doctorId, weekly] of [
    [DOCTOR_ID, everyDay(2)],
    [RACE_DOCTOR_ID, everyDay(4)],
    // Only on the weekday after tomorrow's: never today.
    [IDLE_DOCTOR_ID, [{ weekday: isoWeekday(addDays(DAY, 2)), start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 }]],
  ] as const) {
    const put = await admin.send('PUT', API_PATHS.doctorTimetable(doctorId), { weekly });
    expect(put.status, put.text).toBe(200);
  }
}, 180_000);

afterAll(() => server?.stop());

describe('who may work the queue', () => {
  it('lets only staff check in, register walk-ins, call the next patient and read the OPD day (401 visitor, 403 patient)', async () => {
    const visit = await book({ preferredTime: '11:45 AM' });
    const attempts = [
      ['POST', API_PATHS.appointmentCheckIn(visit.id), {}],
      ['POST', API_PATHS.walkIns, walkInBody()],
      ['POST', API_PATHS.queueNext, { doctorId: DOCTOR_ID }],
      ['GET', `${API_PATHS.opdDay}?doctorId=${DOCTOR_ID}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      expectRefused(await anonymous.send(method, path, body), 401, 'sign_in_required');
      expect((await patient.send(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const after = await stored(visit.id);
    expect(after.status).toBe('pending');
    expect(after.token ?? null).toBeNull();
    // The waiting hall's board needs no sign-in.
    expect((await anonymous.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}`)).status).toBe(200);
    expect((await patient.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}`)).status).toBe(200);
  });
});

describe('the day of Dr #2', () => {
  let early: Appointment; // booked 9:00, checks in third
  let later: Appointment; // booked 9:15, checks in first
  let walkIn: Appointment;
  let waiting: Appointment; // booked, never checked in

  it('checks a booked patient in with the day’s first token, keeping the slot’s place', async () => {
    early = await book({ preferredTime: '9:00 AM' });
    later = await book({ preferredTime: '9:15 AM' });
    waiting = await book({ preferredTime: '10:00 AM' });
    const response = await checkIn(later.id);
    expect(response.status, response.text).toBe(200);
    const visit = response.json() as Appointment;
    expect(visit).toMatchObject({ id: later.id, status: 'checked_in', token: 1, doctorId: DOCTOR_ID, reference: later.reference });
    expect(visit.queuedAt).toBe(startOf('09:15'));
    expect(visit.checkedInAt).toBeTruthy();
    expect(Date.parse(visit.checkedInAt!)).toBeGreaterThanOrEqual(Date.parse(`${DAY}T08:00:00+05:30`));
    expect(Date.parse(visit.checkedInAt!)).toBeLessThan(Date.parse(`${DAY}T09:00:00+05:30`));
    expect(await stored(later.id)).toMatchObject({ status: 'checked_in', token: 1 });
  });

  it('registers a walk-in with the next token, in the session under way or next, without a booked place', async () => {
    const before = await anonymous.get(`${API_PATHS.availability}?doctorId=${DOCTOR_ID}&from=${DAY}&to=${DAY}`);
    const body = walkInBody({ patientName: 'Walk-in Ramesh', department: 'cardiology', language: 'hi' });
    const response = await reception.send('POST', API_PATHS.walkIns, body);
    expect(response.status, response.text).toBe(201);
    walkIn = response.json() as Appointment;
    expect(walkIn).toMatchObject({
      patientName: 'Walk-in Ramesh',
      department: DEPARTMENT,
      doctorId: DOCTOR_ID,
      status: 'checked_in',
      walkIn: true,
      token: 2,
      preferredDate: DAY,
      preferredTime: '9:00 AM',
      language: 'hi',
    });
    expect(walkIn.reference).toMatch(/^CCH-/);
    expect(walkIn.checkedInAt).toBeTruthy();
    expect(walkIn.queuedAt).toBe(walkIn.checkedInAt);
    expect(walkIn).not.toHaveProperty('consent');
    // A walk-in never takes a booked place: the 9:00 slot still has what it had.
    const after = await anonymous.get(`${API_PATHS.availability}?doctorId=${DOCTOR_ID}&from=${DAY}&to=${DAY}`);
    expect(after.json()).toEqual(before.json());
  });

  it('gives the next booked patient token 3, and a second check-in changes nothing', async () => {
    const first = await checkIn(early.id, { doctorId: DOCTOR_ID });
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toMatchObject({ id: early.id, status: 'checked_in', token: 3, queuedAt: startOf('09:00') });
    const again = await checkIn(early.id, {}, admin);
    expect(again.status, again.text).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await stored(early.id)).token).toBe(3);
  });

  it('answers the waiting hall tokens only: now serving and those waiting, in the order they will be called', async () => {
    const response = await anonymous.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['date', 'doctorId', 'nowServing', 'waiting']);
    // The walk-in stands from the moment they came (before 9:00), the 9:00 booking at 9:00, the 9:15 one at 9:15.
    expect(body).toEqual({
      doctorId: DOCTOR_ID,
      date: DAY,
      nowServing: null,
      waiting: [
        { token: 2, status: 'checked_in' },
        { token: 3, status: 'checked_in' },
        { token: 1, status: 'checked_in' },
      ],
    });
    queueStateSchema.parse(body);
    for (const entry of body.waiting as object[]) expect(Object.keys(entry).sort()).toEqual(['status', 'token']);
    // Nothing of who they are: no name, phone, e-mail or reference of any of the day's visits.
    for (const visit of [early, later, walkIn, waiting]) {
      for (const secret of [visit.patientName, visit.phone, visit.email, visit.reference]) expect(response.text).not.toContain(secret);
    }
    expect(response.text).not.toMatch(/patientName|phone|email|reference|@/i);
    // The same day asked for by date; another day is empty.
    expect((await anonymous.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}&date=${DAY}`)).json()).toEqual(body);
    expect((await anonymous.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}&date=${TOMORROW}`)).json()).toEqual({ doctorId: DOCTOR_ID, date: TOMORROW, nowServing: null, waiting: [] });
  });

  it('refuses a bad queue query (400 invalid_query) and an unknown doctor (404 no_such_doctor)', async () => {
    for (const query of ['', '?doctorId=abc', `?doctorId=${DOCTOR_ID}&date=2026-02-30`, `?doctorId=${DOCTOR_ID}&name=x`]) {
      const response = await anonymous.get(`${API_PATHS.queue}${query}`);
      expectRefused(response, 400, 'invalid_query');
    }
    expectRefused(await anonymous.get(`${API_PATHS.queue}?doctorId=9999`), 404, 'no_such_doctor');
    expectRefused(await reception.get(`${API_PATHS.opdDay}?doctorId=9999`), 404, 'no_such_doctor');
    expectRefused(await callNext(9999), 404, 'no_such_doctor');
    expectRefused(await reception.get(`${API_PATHS.opdDay}?doctorId=${DOCTOR_ID}&sort=id`), 400, 'invalid_query');
  });

  it('shows the patient their token and how many are ahead on the manage page', async () => {
    const mine = await lookup(later);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.json()).toMatchObject({ reference: later.reference, status: 'checked_in', token: 1, ahead: 2, canChange: false });
    expect((await lookup(early)).json()).toMatchObject({ token: 3, ahead: 1 });
    expect((await lookup(walkIn)).json()).toMatchObject({ token: 2, ahead: 0, status: 'checked_in' });
    const notHere = (await lookup(waiting)).json() as { token?: unknown; ahead?: unknown };
    expect(notHere.token ?? null).toBeNull();
    expect(notHere.ahead ?? null).toBeNull();
  });

  it('calls the next patient in queue order, completing the one before', async () => {
    const first = await callNext();
    expect(first.status, first.text).toBe(200);
    expect(first.json()).toMatchObject({ id: walkIn.id, token: 2, status: 'in_consultation' });
    expect((first.json() as Appointment).calledAt).toBeTruthy();
    expect(await queue()).toMatchObject({ nowServing: 2, waiting: [{ token: 3 }, { token: 1 }] });
    expect((await lookup(walkIn)).json()).toMatchObject({ status: 'in_consultation', ahead: 0 });
    expect((await lookup(later)).json()).toMatchObject({ ahead: 1 });

    const second = await callNext(DOCTOR_ID, admin);
    expect(second.status, second.text).toBe(200);
    expect(second.json()).toMatchObject({ id: early.id, token: 3, status: 'in_consultation' });
    const done = await stored(walkIn.id);
    expect(done.status).toBe('completed');
    expect(done.completedAt).toBeTruthy();
    expect(await queue()).toMatchObject({ nowServing: 3, waiting: [{ token: 1 }] });

    const third = await callNext();
    expect(third.json()).toMatchObject({ id: later.id, token: 1, status: 'in_consultation' });
    expect((await stored(early.id)).status).toBe('completed');
    expect(await queue()).toEqual({ doctorId: DOCTOR_ID, date: DAY, nowServing: 1, waiting: [] });
  });

  it('answers 409 queue_empty when nobody waits, and changes nothing', async () => {
    const before = await server.readData();
    expectRefused(await callNext(), 409, 'queue_empty');
    expect((await server.readData()).appointments).toEqual(before.appointments);
    expect((await stored(later.id)).status).toBe('in_consultation');
  });

  it('moves a visit along the day and one step back, refusing every other change (409 status_change_not_allowed)', async () => {
    // later is in consultation: seen.
    const completed = await setStatus(later.id, 'completed');
    expect(completed.status, completed.text).toBe(200);
    expect((completed.json() as Appointment).completedAt).toBeTruthy();
    // Not back into the queue from completed.
    expectRefused(await setStatus(later.id, 'checked_in'), 409, 'status_change_not_allowed', { status: FIELD_CODES.statusChangeNotAllowed });
    expectRefused(await setStatus(later.id, 'pending'), 409, 'status_change_not_allowed', { status: FIELD_CODES.statusChangeNotAllowed });
    // Undo the completion, then the call: the times those steps set are cleared.
    const reopened = await setStatus(later.id, 'in_consultation');
    expect(reopened.status, reopened.text).toBe(200);
    // A time the undone step set is gone from the visit, as if never reached (both servers leave it out).
    expect(reopened.json()).not.toHaveProperty('completedAt');
    expect((reopened.json() as Appointment).calledAt).toBeTruthy();
    const unCalled = await setStatus(later.id, 'checked_in');
    expect(unCalled.status, unCalled.text).toBe(200);
    expect(unCalled.json()).toMatchObject({ status: 'checked_in', token: 1 });
    expect(unCalled.json()).not.toHaveProperty('calledAt');
    expect(await queue()).toMatchObject({ nowServing: null, waiting: [{ token: 1 }] });
    // Undo the check-in: back to confirmed, the token kept for when they check in again.
    const unChecked = await setStatus(later.id, 'confirmed', admin);
    expect(unChecked.status, unChecked.text).toBe(200);
    expect(unChecked.json()).toMatchObject({ status: 'confirmed', token: 1 });
    expect(unChecked.json()).not.toHaveProperty('checkedInAt');
    expect(unChecked.json()).not.toHaveProperty('queuedAt');
    // Checking in is its own request, never a status change.
    expectRefused(await setStatus(later.id, 'checked_in'), 409, 'status_change_not_allowed');
    const back = await checkIn(later.id);
    expect(back.status, back.text).toBe(200);
    expect(back.json()).toMatchObject({ status: 'checked_in', token: 1, queuedAt: startOf('09:15') });
    // Marked absent by mistake, then back in the queue with their token.
    expect((await setStatus(later.id, 'no_show')).json()).toMatchObject({ status: 'no_show' });
    expect(await queue()).toMatchObject({ waiting: [] });
    const returned = await setStatus(later.id, 'checked_in');
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'checked_in', token: 1 });
    expect(await queue()).toMatchObject({ waiting: [{ token: 1 }] });
    // Nothing skips ahead: a booking not yet here cannot go into the doctor's room or back into the queue.
    expectRefused(await setStatus(waiting.id, 'in_consultation'), 409, 'status_change_not_allowed');
    expectRefused(await setStatus(waiting.id, 'checked_in'), 409, 'status_change_not_allowed');
    // A walk-in has no booking to go back to.
    expectRefused(await setStatus(walkIn.id, 'confirmed'), 409, 'status_change_not_allowed');
    // Choosing the status it has changes nothing.
    expect((await setStatus(walkIn.id, 'completed')).status).toBe(200);
    expect((await stored(walkIn.id)).status).toBe('completed');
  });

  it('refuses a visit of another day (409 visit_not_today), a cancelled one (409 status_change_not_allowed) and a missing one (404)', async () => {
    const tomorrow = await book({ preferredDate: TOMORROW, preferredTime: '9:30 AM' });
    expectRefused(await checkIn(tomorrow.id), 409, 'visit_not_today');
    expect((await stored(tomorrow.id)).status).toBe('pending');
    const cancelled = await book({ preferredTime: '9:30 AM' });
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);
    const refused = await checkIn(cancelled.id);
    expectRefused(refused, 409, 'status_change_not_allowed', { status: FIELD_CODES.statusChangeNotAllowed });
    expect((refused.json() as { fields: { status: string } }).fields.status).toMatch(/cancelled/);
    expect((await stored(cancelled.id)).token ?? null).toBeNull();
    const seen = await book({ preferredTime: '9:30 AM' });
    expect((await setStatus(seen.id, 'completed')).status).toBe(200);
    expectRefused(await checkIn(seen.id), 409, 'status_change_not_allowed');
    expect((await checkIn(999_999)).status).toBe(404);
    // The body is { doctorId? } and nothing else.
    expect((await checkIn(waiting.id, { doctorId: 'two' })).status).toBe(400);
    expect((await checkIn(waiting.id, { token: 7 })).status).toBe(400);
    expectRefused(await checkIn(waiting.id, { doctorId: 1 }), 400, 'validation_failed', { doctorId: 'invalid_value' });
    expect((await stored(waiting.id)).status).toBe('pending');
  });

  it('asks which doctor for a booking made for the department alone, and takes only one of that department', async () => {
    const anyDoctor = await book({ doctorId: undefined, preferredTime: '10:30 AM' });
    expect(anyDoctor.doctorId ?? null).toBeNull();
    expectRefused(await checkIn(anyDoctor.id), 400, 'validation_failed', { doctorId: 'invalid_type' });
    expectRefused(await checkIn(anyDoctor.id, { doctorId: OTHER_DEPARTMENT_DOCTOR }), 400, 'validation_failed', { doctorId: 'doctor_not_in_department' });
    expectRefused(await checkIn(anyDoctor.id, { doctorId: 9999 }), 400, 'validation_failed', { doctorId: 'unknown_doctor' });
    expect((await stored(anyDoctor.id)).status).toBe('pending');
    const response = await checkIn(anyDoctor.id, { doctorId: DOCTOR_ID });
    expect(response.status, response.text).toBe(200);
    expect(response.json()).toMatchObject({ id: anyDoctor.id, doctorId: DOCTOR_ID, status: 'checked_in', token: 4, queuedAt: startOf('10:30') });
    expect(await stored(anyDoctor.id)).toMatchObject({ doctorId: DOCTOR_ID, token: 4 });
  });

  it('refuses a walk-in the booking form would refuse (400 naming each field)', async () => {
    const { email: _email, ...noEmail } = walkInBody();
    const missing = await reception.send('POST', API_PATHS.walkIns, noEmail);
    expectRefused(missing, 400, 'validation_failed');
    expect(Object.keys((missing.json() as { fields: object }).fields)).toEqual(['email']);
    const bad = await reception.send('POST', API_PATHS.walkIns, walkInBody({ phone: 'call me', age: -1, consent: false }));
    expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(['age', 'consent', 'phone']);
    // A walk-in has no day or time of its own: they are the server's.
    const timed = await reception.send('POST', API_PATHS.walkIns, walkInBody({ preferredDate: TOMORROW, preferredTime: '11:00 AM' }));
    if (timed.status === 201) expect(timed.json()).toMatchObject({ preferredDate: DAY, preferredTime: '9:00 AM' });
    else expect(timed.status).toBe(400);
    const { doctorId: _doctorId, ...noDoctor } = walkInBody();
    expectRefused(await reception.send('POST', API_PATHS.walkIns, noDoctor), 400, 'validation_failed', { doctorId: 'invalid_type' });
    expectRefused(await reception.send('POST', API_PATHS.walkIns, walkInBody({ doctorId: OTHER_DEPARTMENT_DOCTOR })), 400, 'validation_failed', { doctorId: 'doctor_not_in_department' });
    expectRefused(await reception.send('POST', API_PATHS.walkIns, walkInBody({ doctorId: 9999 })), 400, 'validation_failed', { doctorId: 'unknown_doctor' });
    expectRefused(await reception.send('POST', API_PATHS.walkIns, walkInBody({ department: 'Astrology' })), 400, 'validation_failed');
    // A doctor with no session left today.
    expectRefused(await reception.send('POST', API_PATHS.walkIns, walkInBody({ doctorId: IDLE_DOCTOR_ID, department: IDLE_DEPARTMENT })), 400, 'validation_failed', {
      doctorId: FIELD_CODES.noSessionToday,
    });
  });

  it('takes as many walk-ins a session as the doctor’s walkInsPerSession, then 409 walk_ins_full', async () => {
    const before = await opdDayOf();
    const [session] = before.sessions;
    expect(session).toMatchObject({ start: '09:00', end: '12:00', walkInsAllowed: OPD_QUEUE.walkInsPerSession });
    const taken = session!.walkInsTaken;
    expect(taken).toBeGreaterThanOrEqual(1);
    // Set by the admin with the doctor's details; refused outside 0..200.
    expectRefused(await admin.send('PATCH', API_PATHS.doctor(DOCTOR_ID), { walkInsPerSession: OPD_QUEUE.walkInsMax + 1 }), 400, 'validation_failed');
    expect((await reception.send('PATCH', API_PATHS.doctor(DOCTOR_ID), { walkInsPerSession: 1 })).status).toBe(403);
    const patched = await admin.send('PATCH', API_PATHS.doctor(DOCTOR_ID), { walkInsPerSession: taken + 1 });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json()).toMatchObject({ id: DOCTOR_ID, walkInsPerSession: taken + 1 });
    expect((await anonymous.get(API_PATHS.doctor(DOCTOR_ID))).json()).toMatchObject({ walkInsPerSession: taken + 1 });
    const last = await reception.send('POST', API_PATHS.walkIns, walkInBody());
    expect(last.status, last.text).toBe(201);
    const full = await reception.send('POST', API_PATHS.walkIns, walkInBody());
    expectRefused(full, 409, 'walk_ins_full');
    expect((await opdDayOf()).sessions[0]).toMatchObject({ walkInsAllowed: taken + 1, walkInsTaken: taken + 1 });
    // A cancelled walk-in frees its place.
    expect((await setStatus((last.json() as Appointment).id, 'cancelled')).status).toBe(200);
    expect((await opdDayOf()).sessions[0]).toMatchObject({ walkInsTaken: taken });
    const again = await reception.send('POST', API_PATHS.walkIns, walkInBody());
    expect(again.status, again.text).toBe(201);
    // A new doctor may be given their own number.
    const created = await admin.send('POST', API_PATHS.doctors, { name: 'Dr. Queue Test', specialization: 'Cardiology', departmentId: 1, qualifications: 'MBBS', experience: 3, languages: ['Hindi'], walkInsPerSession: 4 });
    expect(created.status, created.text).toBe(201);
    expect(created.json()).toMatchObject({ walkInsPerSession: 4 });
  });

  it('lists the doctor’s OPD day: their visits, the department’s without a doctor, the sessions', async () => {
    const unassigned = await book({ doctorId: undefined, preferredTime: '11:00 AM' });
    // Dr #1's own booking, when Dr #1 works that morning: never on Dr #2's OPD day.
    const booked = await anonymous.send('POST', API_PATHS.appointments, { ...patientDetails(), department: DEPARTMENT, doctorId: 1, preferredDate: DAY, preferredTime: '10:00 AM', consent: true });
    const other = booked.status === 201 ? (booked.json() as Appointment) : undefined;
    const day = await opdDayOf();
    expect(day.doctorId).toBe(DOCTOR_ID);
    expect(day.date).toBe(DAY);
    const data = await server.readData();
    const expected = data.appointments.filter((visit) => visit.preferredDate === DAY && (visit.doctorId === DOCTOR_ID || ((visit.doctorId ?? null) === null && visit.department === DEPARTMENT)));
    expect(day.visits.map((visit) => visit.id).sort((a, b) => a - b)).toEqual(expected.map((visit) => visit.id).sort((a, b) => a - b));
    expect(day.visits.map((visit) => visit.id)).toContain(unassigned.id);
    if (other) expect(day.visits.map((visit) => visit.id)).not.toContain(other.id);
    // In visit order: by the slot's time, then id.
    const minutes = (time: string) => {
      const [, h, m, half] = /^(\d+):(\d+) ([AP])M$/.exec(time)!;
      return ((Number(h) % 12) + (half === 'P' ? 12 : 0)) * 60 + Number(m);
    };
    const order = day.visits.map((visit) => [minutes(visit.preferredTime), visit.id] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    // Every status, with what staff need: the token and the walk-in mark.
    expect(day.visits.find((visit) => visit.id === walkIn.id)).toMatchObject({ walkIn: true, token: 2, status: 'completed' });
    expect(day.sessions).toHaveLength(1);
    // Another date, and a day with no sessions.
    expect((await opdDayOf(DOCTOR_ID, TOMORROW)).sessions).toHaveLength(1);
    expect((await opdDayOf(IDLE_DOCTOR_ID)).sessions).toEqual([]);
  });

  it('counts who came, who did not and how long they waited (GET /api/stats/appointments `opd`)', async () => {
    const response = await admin.get(API_PATHS.appointmentCounts);
    expect(response.status, response.text).toBe(200);
    const counts = appointmentCountsSchema.parse(response.json()) as AppointmentCounts;
    const data = await server.readData();
    expect(counts.opd).toEqual(opdOutcomes(data.appointments));
    const mine = counts.opd.byDoctor.find((doctor) => doctor.doctorId === DOCTOR_ID)!;
    // Booked patients checked in: early, later and the department's booking (a walk-in is not "attended").
    expect(mine).toMatchObject({ department: DEPARTMENT, attended: 3, noShows: 0, noShowRate: 0 });
    expect(mine.averageWaitMinutes).not.toBeNull();
    expect(mine.averageWaitMinutes!).toBeGreaterThanOrEqual(0);
    expect(counts.byStatus.checked_in).toBe(data.appointments.filter((visit) => visit.status === 'checked_in').length);
    expect(counts.byStatus.completed).toBe(data.appointments.filter((visit) => visit.status === 'completed').length);
  });
});

describe('20 booked patients checking in at once', () => {
  it('get tokens 1..20, each exactly once (on PostgreSQL over two instances)', async () => {
    const instances = [reception];
    if (server.startAnotherInstance) {
      const another = new ApiClient((await server.startAnotherInstance()).baseUrl);
      await another.signIn(DEMO_RECEPTION);
      instances.push(another);
    }
    const times = ['9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM', '10:00 AM', '10:15 AM', '10:30 AM', '10:45 AM', '11:00 AM', '11:15 AM', '11:30 AM', '11:45 AM'];
    const visits: Appointment[] = [];
    for (let n = 0; n < 20; n++) visits.push(await book({ department: RACE_DEPARTMENT, doctorId: RACE_DOCTOR_ID, preferredTime: times[n % times.length] }));
    const answers = await Promise.all(visits.map((visit, n) => checkIn(visit.id, {}, instances[n % instances.length])));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const tokens = answers.map((answer) => (answer.json() as Appointment).token!).sort((a, b) => a - b);
    expect(tokens).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    const kept = (await server.readData()).appointments.filter((visit) => visit.doctorId === RACE_DOCTOR_ID && visit.preferredDate === DAY && visit.token);
    expect(kept.map((visit) => visit.token).sort((a, b) => a! - b!)).toEqual(tokens);
    // The queue stands by slot time, then token.
    const state = await queue(RACE_DOCTOR_ID);
    expect(state.waiting).toHaveLength(20);
    // And a second round at once changes nothing: each keeps the token they have.
    const again = await Promise.all(visits.map((visit, n) => checkIn(visit.id, {}, instances[(n + 1) % instances.length])));
    expect(again.map((answer) => (answer.json() as Appointment).token)).toEqual(answers.map((answer) => (answer.json() as Appointment).token));
  }, 120_000);
});

describe('the no-show sweep', () => {
  /**
   * A weekday both Cardiology doctors work in the seed, after the seed's last booking (so none of its own is on the
   * day); the clock at 19:00, after every session.
   */
  const lastSeedDay = seed.appointments.map((appointment) => appointment.preferredDate).sort().at(-1)!;
  const from = addDays(hospitalToday(), 3) > lastSeedDay ? addDays(hospitalToday(), 3) : addDays(lastSeedDay, 1);
  const SWEPT_DAY = workingDayFrom(from, [1, 2], [1, 2, 3, 4, 5]);
  let swept: RunningServer;
  const visit = (id: number, fields: Partial<Appointment>): Appointment => ({
    id,
    reference: newBookingReference(),
    patientName: `Sweep Patient ${id}`,
    email: `sweep.${id}@example.in`,
    phone: `+91 96${String(10_000_000 + id).padStart(8, '0')}`,
    age: 40,
    gender: 'Male',
    department: DEPARTMENT,
    preferredDate: SWEPT_DAY,
    preferredTime: '9:00 AM',
    reasonForVisit: 'Follow-up.',
    status: 'confirmed',
    // Booked that morning: the seed's newest record is of SWEPT_DAY, so the server keeps its days as they are.
    createdAt: `${SWEPT_DAY}T02:30:00.000Z`,
    language: 'en',
    remindersStopped: false,
    ...fields,
  });
  const base = Math.max(...seed.appointments.map((appointment) => appointment.id)) + 1;
  const ids = { came: base, absent: base + 1, anyDoctor: base + 2, paperDay: base + 3 };

  beforeAll(async () => {
    const withDay: Database = {
      ...seed,
      appointments: [
        ...seed.appointments,
        // Checked in below, by the front desk, so that the day's queue ran.
        visit(ids.came, { doctorId: DOCTOR_ID }),
        visit(ids.absent, { doctorId: DOCTOR_ID, preferredTime: '9:30 AM' }),
        visit(ids.anyDoctor, { preferredTime: '10:00 AM', status: 'pending' }),
        // Dr #5's queue never ran that day: the front desk kept it on paper, so nobody is marked absent.
        visit(ids.paperDay, { doctorId: RACE_DOCTOR_ID, department: RACE_DEPARTMENT, preferredTime: '10:00 AM' }),
      ],
    };
    swept = await startServer({ seed: withDay, env: { HOSPITAL_CLOCK_START: `${SWEPT_DAY}T19:00:00+05:30` } });
  }, 180_000);

  afterAll(() => swept?.stop());

  it('marks absent, on the first read after the session, the booked patients of a day whose queue ran', async () => {
    const frontDesk = new ApiClient(swept.baseUrl);
    await frontDesk.signIn(DEMO_RECEPTION);
    const came = await frontDesk.send('POST', API_PATHS.appointmentCheckIn(ids.came), {});
    expect(came.status, came.text).toBe(200);
    expect(came.json()).toMatchObject({ status: 'checked_in', token: 1 });
    const visitor = new ApiClient(swept.baseUrl);
    const answer = await visitor.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json()).toEqual({ doctorId: DOCTOR_ID, date: SWEPT_DAY, nowServing: null, waiting: [{ token: 1, status: 'checked_in' }] });
    const statusesNow = async () => new Map((await swept.readData()).appointments.map((appointment) => [appointment.id, appointment.status]));
    let statuses = await statusesNow();
    expect(statuses.get(ids.came)).toBe('checked_in');
    expect(statuses.get(ids.absent)).toBe('no_show');

    // The counts read sweeps every day: the department's booking without a doctor is absent too (a Cardiology queue
    // ran that day); Dr #5's paper day is not swept, nor the seed's own past bookings (never kept in a queue).
    const staff = new ApiClient(swept.baseUrl);
    await staff.signIn(DEMO_ADMIN);
    const counts = (await staff.get(API_PATHS.appointmentCounts)).json() as AppointmentCounts;
    statuses = await statusesNow();
    expect(statuses.get(ids.anyDoctor)).toBe('no_show');
    expect(statuses.get(ids.paperDay)).toBe('confirmed');
    for (const appointment of seed.appointments) expect(statuses.get(appointment.id), `#${appointment.id}`).toBe(appointment.status);
    expect(counts.opd.byDoctor.find((doctor) => doctor.doctorId === DOCTOR_ID)).toMatchObject({ attended: 1, noShows: 1, noShowRate: 0.5, averageWaitMinutes: null });
    expect(counts.opd.byDepartment.find((department) => department.department === DEPARTMENT)).toMatchObject({ attended: 1, noShows: 2 });
    expect(counts.byStatus.no_show).toBe(2);
    // Undone by staff: the absent patient came after all.
    expect((await staff.send('PATCH', API_PATHS.appointmentStatus(ids.absent), { status: 'confirmed' })).status).toBe(200);
  });
});
