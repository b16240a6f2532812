// A doctor retired during the day still has that day's patients: the front desk reads the doctor's OPD day and
// calls the next patient to the room, as for any doctor; only the waiting hall's board and booking leave them out.
// The server starts with its clock at 08:00 IST on a day the doctor works (as opdQueue.test.ts's does).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, addDays, dayClosedProblem, hospitalToday, opdDaySchema, type Appointment, type WeeklySession } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, readSeed, startServer, type RunningServer } from './harness.ts';

const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };
/** Dr #6, Gynecology: retired below, with a patient in the queue. */
const DOCTOR_ID = 6;
const DEPARTMENT = 'Gynecology';
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const EVERY_MORNING: WeeklySession[] = WEEK.map((weekday) => ({ weekday, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 }));

/** The first day from a few days ahead that no closure takes and the doctor is not on leave (the seed as of that day). */
function workingDay(): string {
  for (let day = addDays(hospitalToday(), 3), tries = 0; tries < 60; day = addDays(day, 1), tries++) {
    const seed = readSeed(day);
    const calendar = { weekly: EVERY_MORNING, leave: seed.doctor_leave.filter((leave) => leave.doctorId === DOCTOR_ID), closures: seed.closures };
    if (dayClosedProblem(calendar, day) === undefined) return day;
  }
  throw new Error(`Dr #${DOCTOR_ID} has no working day ahead`);
}

const DAY = workingDay();
let server: RunningServer;
let admin: ApiClient;
let reception: ApiClient;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { HOSPITAL_CLOCK_START: `${DAY}T08:00:00+05:30` } });
  admin = new ApiClient(server.baseUrl);
  reception = new ApiClient(server.baseUrl);
  anonymous = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
  await reception.signIn(DEMO_RECEPTION);
  const put = await admin.send('PUT', API_PATHS.doctorTimetable(DOCTOR_ID), { weekly: EVERY_MORNING });
  expect(put.status, put.text).toBe(200);
}, 180_000);

afterAll(() => server?.stop());

describe('a doctor retired during the day', () => {
  it('keeps the OPD day: the front desk reads it and calls the patient waiting; the waiting hall’s board does not show it', async () => {
    const booked = await anonymous.send('POST', API_PATHS.appointments, {
      patientName: 'Meera Joshi',
      email: 'meera.joshi@example.in',
      phone: '+91 98390 11223',
      age: 34,
      gender: 'Female',
      department: DEPARTMENT,
      doctorId: DOCTOR_ID,
      preferredDate: DAY,
      preferredTime: '9:00 AM',
      reasonForVisit: 'Follow-up after tests.',
      consent: true,
    });
    expect(booked.status, booked.text).toBe(201);
    const visit = booked.json() as Appointment;
    const checkedIn = await reception.send('POST', API_PATHS.appointmentCheckIn(visit.id), {});
    expect(checkedIn.status, checkedIn.text).toBe(200);
    expect(checkedIn.json()).toMatchObject({ status: 'checked_in', token: 1 });

    const retired = await admin.send('DELETE', API_PATHS.doctor(DOCTOR_ID));
    expect(retired.status, retired.text).toBe(200);

    const answer = await reception.get(`${API_PATHS.opdDay}?doctorId=${DOCTOR_ID}`);
    expect(answer.status, answer.text).toBe(200);
    const day = opdDaySchema.parse(answer.json());
    expect(day).toMatchObject({ doctorId: DOCTOR_ID, date: DAY });
    expect(day.visits.map((row) => [row.id, row.status, row.token])).toEqual([[visit.id, 'checked_in', 1]]);
    // A retired doctor has no sessions any more: no walk-in joins their day.
    expect(day.sessions).toEqual([]);

    const called = await reception.send('POST', API_PATHS.queueNext, { doctorId: DOCTOR_ID });
    expect(called.status, called.text).toBe(200);
    expect(called.json()).toMatchObject({ id: visit.id, status: 'in_consultation', token: 1 });
    expect((await server.readData()).appointments.find((row) => row.id === visit.id)).toMatchObject({ status: 'in_consultation' });

    const empty = await reception.send('POST', API_PATHS.queueNext, { doctorId: DOCTOR_ID });
    expect(empty.status, empty.text).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'queue_empty' });

    const board = await anonymous.get(`${API_PATHS.queue}?doctorId=${DOCTOR_ID}`);
    expect(board.status, board.text).toBe(404);
    expect(board.json()).toMatchObject({ code: 'no_such_doctor' });
    // A doctor the hospital never had is no day at all.
    expect((await reception.get(`${API_PATHS.opdDay}?doctorId=99999`)).status).toBe(404);
    expect((await reception.send('POST', API_PATHS.queueNext, { doctorId: 99999 })).status).toBe(404);
  });
});
