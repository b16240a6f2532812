// The availability read: a doctor's open days over a range, each slot with its capacity and the places
// left, for the booking dialog. Public, so it must say how many, never who.
import { describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS, addDays, hospitalToday, isoWeekday, type Availability, type Database } from '@hospital/contract';
import { readSeed, serverForThisFile } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';

const DOCTOR_ID = 3;
const DAY = openDay(40, DOCTOR_ID);
/** A booking the seed holds for this file: the read must count it like any other. */
const SEEDED = { doctorId: DOCTOR_ID, preferredDate: openDay(30, DOCTOR_ID), preferredTime: '11:30 AM' };

const seed: Database = readSeed();
const template = seed.appointments.find((a) => a.status === 'pending' && a.doctorId !== undefined)!;
seed.appointments.push({ ...template, ...SEEDED, department: 'Neurology', id: Math.max(...seed.appointments.map((a) => a.id)) + 1, reference: 'CCH-AVA1-0001' });

const api = serverForThisFile({ seed });

const booking = (preferredTime: string, doctorId = DOCTOR_ID, preferredDate = DAY) => ({
  patientName: 'Sarita Pandey',
  email: 'sarita.pandey@example.in',
  phone: '+91 94150 12345',
  age: 58,
  gender: 'Female',
  department: 'Neurology',
  doctorId,
  preferredDate,
  preferredTime,
  reasonForVisit: 'Numbness in the left hand since last month.',
  consent: true,
});

const availability = (query: string) => api.anonymous.get(`/api/availability${query}`);
const daysOf = async (doctorId: number, from: string, to: string) => {
  const response = await availability(`?doctorId=${doctorId}&from=${from}&to=${to}`);
  expect(response.status, response.text).toBe(200);
  return response.json() as Availability;
};
/** The places left in each of the doctor's slots on one day. */
const leftOn = async (date: string, doctorId = DOCTOR_ID) =>
  Object.fromEntries(((await daysOf(doctorId, date, date)).days[0]?.slots ?? []).map((slot) => [slot.time, slot.left]));

describe('GET /api/availability', () => {
  it('answers the working days of the range only, each with its slots in time order and every place left', async () => {
    const to = addDays(DAY, 13);
    const answer = await daysOf(DOCTOR_ID, DAY, to);
    expect(answer.doctorId).toBe(DOCTOR_ID);
    const dates = answer.days.map((day) => day.date);
    expect(dates[0]).toBe(DAY);
    // Two weeks of the standard week: no Sunday, no closure; Monday to Saturday otherwise.
    const expected = Array.from({ length: 14 }, (_, i) => addDays(DAY, i)).filter(
      (date) => isoWeekday(date) !== 7 && !seed.closures.some((closure) => closure.date === date),
    );
    expect(dates).toEqual(expected);
    const weekday = answer.days.find((day) => isoWeekday(day.date) <= 5)!;
    expect(weekday.slots.map((slot) => slot.time)).toEqual([...HOSPITAL_TIME_SLOTS]);
    for (const slot of weekday.slots) expect(slot).toEqual({ time: slot.time, capacity: 1, left: 1 });
    // Saturday is a morning: 9:00 AM to 2:00 PM.
    const saturday = answer.days.find((day) => isoWeekday(day.date) === 6);
    if (saturday) expect(saturday.slots.map((slot) => slot.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM']);
  });

  it("counts that doctor's bookings in their slots, and nothing about the patients", async () => {
    expect((await api.anonymous.send('POST', '/api/appointments', booking('2:30 PM'))).status).toBe(201);
    expect((await api.anonymous.send('POST', '/api/appointments', booking('9:30 AM'))).status).toBe(201);
    // Another doctor's booking at the same time is not this doctor's.
    expect((await api.anonymous.send('POST', '/api/appointments', booking('11:00 AM', 4, openDay(40, 4)))).status).toBe(201);

    const response = await availability(`?doctorId=${DOCTOR_ID}&from=${DAY}&to=${DAY}`);
    const left = await leftOn(DAY);
    expect(Object.entries(left).filter(([, places]) => places === 0).map(([time]) => time)).toEqual(['9:30 AM', '2:30 PM']);
    expect(left['11:00 AM']).toBe(1);
    expect(response.text).not.toMatch(/Sarita|example\.in|9415|Numbness|reference|CCH-/);
  });

  it('gives the place back when its appointment is cancelled', async () => {
    const created = (await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).json() as { id: number };
    expect((await leftOn(DAY))['4:00 PM']).toBe(0);
    expect((await api.admin.send('PATCH', `/api/appointments/${created.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await leftOn(DAY))['4:00 PM']).toBe(1);
    // And the freed slot can be booked again; a full one still answers 409.
    expect((await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).status).toBe(201);
    expect((await api.anonymous.send('POST', '/api/appointments', booking('4:00 PM'))).status).toBe(409);
  });

  it('agrees with the stored bookings: a seeded booking holds its place', async () => {
    expect((await leftOn(SEEDED.preferredDate))[SEEDED.preferredTime]).toBe(0);
  });

  it('shows a slot taking more than one patient with its places left (Dr #7: two a quarter-hour)', async () => {
    const day = openDay(41, 7);
    const left = async () => (await daysOf(7, day, day)).days[0]!.slots.find((slot) => slot.time === '9:15 AM');
    expect(await left()).toEqual({ time: '9:15 AM', capacity: 2, left: 2 });
    const body = { ...booking('9:15 AM', 7, day), department: 'General Medicine' };
    expect((await api.anonymous.send('POST', '/api/appointments', body)).status).toBe(201);
    expect(await left()).toEqual({ time: '9:15 AM', capacity: 2, left: 1 });
  });

  it('answers nothing before today or beyond the booking horizon', async () => {
    const today = hospitalToday();
    const past = await daysOf(DOCTOR_ID, addDays(today, -10), addDays(today, -1));
    expect(past.days).toEqual([]);
    const far = await daysOf(DOCTOR_ID, addDays(today, 340), addDays(today, 400));
    expect(far.days.length).toBeGreaterThan(0);
    expect(far.days.every((day) => day.date <= addDays(today, 365))).toBe(true);
    // Today's slots that have begun are not offered.
    const now = await daysOf(DOCTOR_ID, today, today);
    for (const day of now.days) expect(day.date).toBe(today);
  });

  it('reads at most 62 days, both counted: a longer range is a 400 naming `to`', async () => {
    const from = openDay(10, DOCTOR_ID);
    expect((await availability(`?doctorId=${DOCTOR_ID}&from=${from}&to=${addDays(from, 61)}`)).status).toBe(200);
    const long = await availability(`?doctorId=${DOCTOR_ID}&from=${from}&to=${addDays(from, 62)}`);
    expect(long.status).toBe(400);
    expect(long.json()).toMatchObject({ code: 'invalid_query', codes: { to: 'range_too_long' } });
    expect(Object.keys((long.json() as { fields: object }).fields)).toEqual(['to']);
    const backwards = await availability(`?doctorId=${DOCTOR_ID}&from=${from}&to=${addDays(from, -1)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.json()).toMatchObject({ code: 'invalid_query', codes: { to: 'end_before_start' } });
  });

  it('needs its three keys, each valid, and nothing else (400 naming the field)', async () => {
    const missing = await availability(`?doctorId=${DOCTOR_ID}&from=${DAY}`);
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({ message: 'Invalid query', code: 'invalid_query', fields: { to: 'Required' }, codes: { to: 'invalid_type' } });

    expect((await availability('')).json()).toMatchObject({ fields: { doctorId: 'Required', from: 'Required', to: 'Required' } });

    const bad = await availability(`?doctorId=abc&from=2026-02-30&to=${DAY}`);
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { doctorId: 'Must be an id', from: 'Must be a date (YYYY-MM-DD)' } });

    // The read of one day the API once answered (`?date=`) is a 400 naming the old key.
    const oldShape = await availability(`?doctorId=${DOCTOR_ID}&date=${DAY}`);
    expect(oldShape.status).toBe(400);
    expect(oldShape.json()).toMatchObject({ codes: { date: 'unknown_field' } });

    const repeated = await availability(`?doctorId=${DOCTOR_ID}&doctorId=4&from=${DAY}&to=${DAY}`);
    expect(repeated.status).toBe(400);
    expect(repeated.json()).toMatchObject({ fields: { doctorId: 'Must be an id' } });
  });

  it('answers 404 for a doctor the hospital does not have', async () => {
    const response = await availability(`?doctorId=999&from=${DAY}&to=${openDayAfter(DAY)}`);
    expect(response.status).toBe(404);
    expect(response.json()).toMatchObject({ code: 'no_such_doctor' });
  });

  it('takes reads only', async () => {
    expect((await api.anonymous.send('POST', '/api/availability', {})).status).toBe(404);
  });
});
