// Booking, step 2 (docs/adr/0011): the patient's consent, the reference the server makes, and what whoever holds the
// reference and the phone number or email of the booking may do without an account: look it up, cancel it, move it.
// A wrong reference and a wrong contact get one answer, and such misses are counted per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS, addDays, hospitalToday, type Appointment, type Availability, type Database } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, lettersOf, readSeed, requestFrom, startServer, type RunningServer } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';

let server: RunningServer;
let anonymous: ApiClient;
let admin: ApiClient;

const REFERENCE = /^CCH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const NOT_FOUND = { message: 'We could not find a booking with these details', code: 'booking_not_found' };
const LOCKED = { message: 'This appointment can no longer be changed.', code: 'booking_locked' };
const DOCTOR_ID = 4;
/** Days Dr #4 sees patients all day, each after the one before. */
const DAY = openDay(45, DOCTOR_ID);
const NEXT_DAY = openDayAfter(DAY, DOCTOR_ID);
const THIRD_DAY = openDayAfter(NEXT_DAY, DOCTOR_ID);
const FOURTH_DAY = openDayAfter(THIRD_DAY, DOCTOR_ID);

const booking = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Meena Kumari Saxena',
  email: 'Meena.Saxena@example.in',
  phone: '+91 98390 11223',
  age: 47,
  gender: 'Female',
  department: 'Neurology',
  doctorId: DOCTOR_ID,
  preferredDate: DAY,
  preferredTime: '10:00 AM',
  reasonForVisit: 'Migraine twice a week since the monsoon.',
  consent: true,
  ...overrides,
});

async function book(overrides: Record<string, unknown> = {}): Promise<Appointment> {
  const response = await anonymous.send('POST', '/api/appointments', booking(overrides));
  expect(response.status, response.text).toBe(201);
  return response.json() as Appointment;
}

const lookup = (body: unknown) => anonymous.send('POST', '/api/appointments/manage/lookup', body);
const cancel = (body: unknown) => anonymous.send('POST', '/api/appointments/manage/cancel', body);
const reschedule = (body: unknown) => anonymous.send('POST', '/api/appointments/manage/reschedule', body);
/** The doctor's slots that day with no place left, in the day's order. */
const takenSlots = async (date: string, doctorId = DOCTOR_ID) =>
  ((await anonymous.get(`/api/availability?doctorId=${doctorId}&from=${date}&to=${date}`)).json() as Availability).days
    .flatMap((day) => day.slots)
    .filter((slot) => slot.left === 0)
    .map((slot) => slot.time);
const stored = async (reference: string) => (await server.readData()).appointments.find((a) => a.reference === reference);

/** A booking the seed leaves pending on a day already past: nobody marked it seen, and it is too late to change. */
const PAST_PENDING = 'CCH-PA5T-0001';

beforeAll(async () => {
  const seed: Database = readSeed();
  // Without a doctor, so it can hold no slot that a seeded visit of that day holds.
  const { doctorId: _doctorId, ...template } = seed.appointments.find((a) => a.status === 'completed')!;
  seed.appointments.push({
    ...template,
    id: Math.max(...seed.appointments.map((a) => a.id)) + 1,
    reference: PAST_PENDING,
    status: 'pending',
    preferredDate: addDays(hospitalToday(), -1),
    createdAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  });
  server = await startServer({ seed });
  anonymous = new ApiClient(server.baseUrl);
  admin = new ApiClient(server.baseUrl);
  await admin.signIn(DEMO_ADMIN);
});
afterAll(() => server.stop());

describe('consent', () => {
  it('refuses a booking without the patient’s consent, naming consent, and stores nothing', async () => {
    const before = (await server.readData()).appointments.length;
    const { consent: _consent, ...withoutConsent } = booking();
    for (const body of [withoutConsent, { ...withoutConsent, consent: false }, { ...withoutConsent, consent: 'yes' }]) {
      const response = await anonymous.send('POST', '/api/appointments', body);
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ fields: { consent: 'Please agree to continue' } });
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['consent']);
    }
    expect((await server.readData()).appointments).toHaveLength(before);
  });
});

describe('booking references', () => {
  it('are made by the server, readable and distinct: 50 bookings, 50 references, as stored and as the admin sees them', async () => {
    // No doctor chosen: each takes a place of the department's slot, so each has a day and time of its own.
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book({ doctorId: undefined, patientName: `Patient ${lettersOf(i)}`, preferredDate: openDay(60 + 7 * (i % 5), DOCTOR_ID), preferredTime: HOSPITAL_TIME_SLOTS[Math.floor(i / 5)]! }),
      ),
    );
    const references = created.map((appointment) => appointment.reference);
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(50);

    const everything = (await server.readData()).appointments;
    expect(new Set(everything.map((a) => a.reference)).size).toBe(everything.length);
    const listed = (await admin.get('/api/appointments')).json() as Appointment[];
    for (const appointment of created) expect(listed.find((a) => a.id === appointment.id)).toEqual(appointment);
  });

  it('stay the same for a retried submission (same Idempotency-Key)', async () => {
    const key = `manage-retry-${Date.now()}`;
    const body = booking({ preferredTime: '11:30 AM' });
    const first = await anonymous.send('POST', '/api/appointments', body, { 'Idempotency-Key': key });
    const retry = await anonymous.send('POST', '/api/appointments', body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect((retry.json() as Appointment).reference).toBe((first.json() as Appointment).reference);
  });

  it('come with every seeded booking', async () => {
    const seeded = readSeed().appointments;
    expect(seeded.every((a) => REFERENCE.test(a.reference))).toBe(true);
    const { appointments } = await server.readData();
    for (const appointment of seeded) expect(appointments.find((a) => a.id === appointment.id)?.reference).toBe(appointment.reference);
  });
});

describe('looking up a booking', () => {
  let mine: Appointment;
  beforeAll(async () => {
    mine = await book({ preferredTime: '9:00 AM' });
  });

  it('shows the visit to whoever has the reference and the phone number, in any format', async () => {
    const response = await lookup({ reference: mine.reference, contact: '098390-11223' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      reference: mine.reference,
      patientName: 'Meena Kumari Saxena',
      department: 'Neurology',
      doctorId: DOCTOR_ID,
      preferredDate: DAY,
      preferredTime: '9:00 AM',
      status: 'pending',
      language: 'en',
      remindersStopped: false,
      // The token and the patients ahead, null until the patient checks in on the day.
      token: null,
      ahead: null,
      canChange: true,
    });
    // What the slip says, and no more: not the contact details, age or the reason for the visit.
    expect(response.text).not.toMatch(/example\.in|98390|Migraine|"age"|"email"|"phone"/i);
  });

  it('takes the email in any case, and the reference as people type it', async () => {
    expect((await lookup({ reference: mine.reference, contact: 'meena.saxena@EXAMPLE.IN' })).status).toBe(200);
    const typed = mine.reference.toLowerCase().replace(/-/g, ' ').replace('cch ', '');
    const response = await lookup({ reference: typed, contact: ' +91 98390 11223 ' });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ reference: mine.reference });
  });

  it('gives one answer for a wrong reference and for a wrong contact', async () => {
    const unknown = mine.reference === 'CCH-0000-0001' ? 'CCH-0000-0002' : 'CCH-0000-0001';
    const wrongReference = await lookup({ reference: unknown, contact: '+91 98390 11223' });
    const wrongContact = await lookup({ reference: mine.reference, contact: '+91 98390 11224' });
    expect(wrongReference.status).toBe(404);
    expect(wrongContact.status).toBe(404);
    expect(wrongReference.json()).toEqual(NOT_FOUND);
    expect(wrongContact.json()).toEqual(NOT_FOUND);
  });

  it('answers a malformed request with a 400 naming the field', async () => {
    const badReference = await lookup({ reference: 'CCH-1234', contact: '+91 98390 11223' });
    expect(badReference.status).toBe(400);
    expect(Object.keys((badReference.json() as { fields: object }).fields)).toEqual(['reference']);
    const noContact = await lookup({ reference: mine.reference });
    expect(noContact.status).toBe(400);
    expect(Object.keys((noContact.json() as { fields: object }).fields)).toEqual(['contact']);
    expect((await lookup({})).json()).toMatchObject({ fields: { reference: expect.any(String), contact: expect.any(String) } });
  });

  it('is a POST with a body only: the reference never travels in a URL', async () => {
    const inUrl = await anonymous.get(`/api/appointments/manage/lookup?reference=${mine.reference}&contact=9839011223`);
    expect(inUrl.status).toBe(404);
    expect(inUrl.text).not.toContain('Meena');
    const withQuery = await anonymous.send('POST', `/api/appointments/manage/lookup?reference=${mine.reference}`, { reference: mine.reference, contact: '9839011223' });
    expect(withQuery.status).toBe(400);
  });
});

describe('cancelling a booking', () => {
  it('cancels it, frees its slot, and refuses a second cancel', async () => {
    const mine = await book({ preferredTime: '2:00 PM' });
    expect(await takenSlots(DAY)).toContain('2:00 PM');

    const response = await cancel({ reference: mine.reference, contact: 'meena.saxena@example.in' });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ reference: mine.reference, status: 'cancelled', canChange: false, preferredTime: '2:00 PM' });
    expect(await stored(mine.reference)).toMatchObject({ status: 'cancelled', patientName: 'Meena Kumari Saxena' });
    expect(await takenSlots(DAY)).not.toContain('2:00 PM');

    const again = await cancel({ reference: mine.reference, contact: 'meena.saxena@example.in' });
    expect(again.status).toBe(409);
    expect(again.json()).toEqual(LOCKED);
    expect((await lookup({ reference: mine.reference, contact: '9839011223' })).json()).toMatchObject({ status: 'cancelled', canChange: false });
    // Nor can a cancelled booking be moved; and the freed slot is anyone's again.
    expect((await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: DAY, preferredTime: '2:30 PM' })).json()).toEqual(LOCKED);
    expect((await anonymous.send('POST', '/api/appointments', booking({ preferredTime: '2:00 PM', patientName: 'Next Patient' }))).status).toBe(201);
  });

  it('cancels nothing for the wrong contact', async () => {
    const mine = await book({ preferredTime: '3:00 PM' });
    const response = await cancel({ reference: mine.reference, contact: 'someone.else@example.in' });
    expect(response.status).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect((await stored(mine.reference))?.status).toBe('pending');
  });
});

describe('moving a booking', () => {
  it('moves it to a free slot in one step: same reference, old slot free, new one taken', async () => {
    const mine = await book({ preferredTime: '3:30 PM' });
    const newDay = NEXT_DAY;
    const response = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: newDay, preferredTime: '4:00 PM' });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      reference: mine.reference,
      patientName: mine.patientName,
      department: 'Neurology',
      doctorId: DOCTOR_ID,
      preferredDate: newDay,
      preferredTime: '4:00 PM',
      status: 'pending',
      language: 'en',
      remindersStopped: false,
      // The token and the patients ahead, null until the patient checks in on the day.
      token: null,
      ahead: null,
      canChange: true,
    });
    expect(await takenSlots(DAY)).not.toContain('3:30 PM');
    expect(await takenSlots(newDay)).toContain('4:00 PM');
    expect(await stored(mine.reference)).toEqual({ ...mine, preferredDate: newDay, preferredTime: '4:00 PM' });
  });

  it('keeps a confirmed booking confirmed, and takes the slot it already holds', async () => {
    const mine = await book({ preferredTime: '4:30 PM' });
    expect((await admin.send('PATCH', `/api/appointments/${mine.id}/status`, { status: 'confirmed' })).status).toBe(200);
    const same = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: DAY, preferredTime: '4:30 PM' });
    expect(same.status).toBe(200);
    expect(same.json()).toMatchObject({ status: 'confirmed', preferredDate: DAY, preferredTime: '4:30 PM', canChange: true });
  });

  it('answers 409 for a slot another booking holds, and leaves the booking where it was', async () => {
    const mine = await book({ preferredTime: '5:00 PM' });
    await book({ preferredTime: '11:00 AM', patientName: 'Other Patient' });
    const response = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: DAY, preferredTime: '11:00 AM' });
    expect(response.status).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.', fields: { preferredTime: 'Already booked' } });
    expect(await stored(mine.reference)).toMatchObject({ preferredDate: DAY, preferredTime: '5:00 PM' });
  });

  it('refuses a past day or one too far ahead, and a slot the hospital does not have, naming the field', async () => {
    const mine = await book({ preferredTime: '9:30 AM', preferredDate: THIRD_DAY });
    const past = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: addDays(hospitalToday(), -1), preferredTime: '9:30 AM' });
    expect(past.status).toBe(400);
    expect(past.json()).toMatchObject({ fields: { preferredDate: 'Date cannot be in the past' } });
    const far = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: addDays(hospitalToday(), 400), preferredTime: '9:30 AM' });
    expect(far.status).toBe(400);
    expect(Object.keys((far.json() as { fields: object }).fields)).toEqual(['preferredDate']);
    const noSuchSlot = await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: THIRD_DAY, preferredTime: '12:15 PM' });
    expect(noSuchSlot.status).toBe(400);
    expect((noSuchSlot.json() as { codes: object }).codes).toEqual({ preferredTime: 'not_a_slot' });
    expect(await stored(mine.reference)).toMatchObject({ preferredDate: THIRD_DAY, preferredTime: '9:30 AM' });
  });

  it('gives a slot to exactly one of two bookings moved to it at once', async () => {
    const day = FOURTH_DAY;
    const first = await book({ preferredDate: day, preferredTime: '9:00 AM', patientName: 'First Patient' });
    const second = await book({ preferredDate: day, preferredTime: '9:30 AM', patientName: 'Second Patient' });
    const move = (appointment: Appointment) =>
      reschedule({ reference: appointment.reference, contact: '9839011223', preferredDate: day, preferredTime: '11:00 AM' });
    const answers = await Promise.all([move(first), move(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { appointments } = await server.readData();
    const atEleven = appointments.filter((a) => a.doctorId === DOCTOR_ID && a.preferredDate === day && a.preferredTime === '11:00 AM' && a.status !== 'cancelled');
    expect(atEleven).toHaveLength(1);
    // The loser kept its own slot.
    expect(await takenSlots(day)).toEqual(['9:00 AM', '9:30 AM', '11:00 AM'].filter((slot) => slot !== (atEleven[0]!.id === first.id ? '9:00 AM' : '9:30 AM')));
  });
});

describe('bookings that can no longer change', () => {
  it('shows a completed booking read-only and refuses to cancel or move it', async () => {
    const mine = await book({ preferredTime: '10:30 AM' });
    expect((await admin.send('PATCH', `/api/appointments/${mine.id}/status`, { status: 'completed' })).status).toBe(200);
    expect((await lookup({ reference: mine.reference, contact: '9839011223' })).json()).toMatchObject({ status: 'completed', canChange: false });
    const cancelled = await cancel({ reference: mine.reference, contact: '9839011223' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json()).toEqual(LOCKED);
    expect((await reschedule({ reference: mine.reference, contact: '9839011223', preferredDate: DAY, preferredTime: '2:30 PM' })).status).toBe(409);
    expect((await stored(mine.reference))?.status).toBe('completed');
  });

  it('shows a booking on a past day read-only, even one still pending', async () => {
    const past = (await server.readData()).appointments.find((a) => a.reference === PAST_PENDING)!;
    const response = await lookup({ reference: PAST_PENDING, contact: past.phone });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ status: 'pending', canChange: false });
    expect((await cancel({ reference: PAST_PENDING, contact: past.email })).json()).toEqual(LOCKED);
    expect((await stored(PAST_PENDING))?.status).toBe('pending');
  });
});

describe('guessing references', () => {
  // From an address of its own, so the other tests' misses from 127.0.0.1 do not count here.
  const address = '127.0.0.77';
  const from = (path: string, body: unknown) => requestFrom(address, `${server.baseUrl}/api/appointments/manage/${path}`, 'POST', body);

  it('stops an address after 10 misses for the throttle’s window, even with the right details; other addresses go on', async () => {
    const mine = await book({ preferredTime: '10:00 AM' });
    const right = { reference: mine.reference, contact: '9839011223' };
    // Malformed requests are 400s and find nothing to count.
    for (let i = 0; i < 12; i++) expect((await from('lookup', { reference: 'CCH-12', contact: 'x' })).status).toBe(400);

    const guesses = [
      () => from('lookup', { reference: 'CCH-0000-0000', contact: '9839011223' }),
      () => from('cancel', { reference: mine.reference, contact: '9839011224' }),
      () => from('reschedule', { reference: 'CCH-0000-0000', contact: '9839011223', preferredDate: DAY, preferredTime: '10:00 AM' }),
    ];
    for (let i = 0; i < 10; i++) {
      const response = await guesses[i % guesses.length]!();
      expect(response.status, `guess ${i + 1}`).toBe(404);
    }
    const eleventh = await from('lookup', { reference: 'CCH-0000-0001', contact: '9839011223' });
    expect(eleventh.status).toBe(429);
    const wait = Number(eleventh.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(JSON.parse(eleventh.text)).toEqual({ message: expect.stringMatching(/^Too many tries\. Please wait (15|14) minutes and try again\.$/), code: 'too_many_attempts' });

    for (const path of ['lookup', 'cancel', 'reschedule']) {
      const withRightDetails = await from(path, { ...right, preferredDate: DAY, preferredTime: '10:00 AM' });
      expect(withRightDetails.status, path).toBe(429);
    }
    expect((await stored(mine.reference))?.status).toBe('pending');
    expect((await lookup(right)).status).toBe(200);
  });
});
