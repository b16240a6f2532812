// Bookings cannot be used to message strangers (docs/adr/0023). Each booking sends its confirmation by SMS and e-mail
// from the hospital's own sender to the phone and e-mail it names, so: a phone or an e-mail takes a few bookings a
// day and an address many (the contract's BOOKING_THROTTLE, counted before the write, on the database's counters on
// apps/api, across its instances: on PostgreSQL the bursts below are spread over two); past them a 429 with
// Retry-After, and the victim hears nothing more. A name carries no phone number, no field of one line a line break.
// This file runs with the contract's limits (the other suites' servers have room for many bookings from 127.0.0.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BOOKING_THROTTLE,
  FIELD_CODES,
  HOSPITAL_TIME_SLOTS,
  TOO_MANY_ATTEMPTS,
  messagePageSchema,
  type Appointment,
  type Message,
} from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, lettersOf, requestFrom, startServer, type RunningServer } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';

const RECEPTION = { username: 'reception', password: 'reception123' };
const VICTIM = { phone: '+91 98111 22333', email: 'victim.one@example.in' };

/**
 * Distinct slots of Dr #1, day after day, ten a day, months past the seed's bookings: one per booking, so no booking
 * here is refused for its slot.
 */
function slotsOfDoctor1(count: number, fromDaysAhead: number): { preferredDate: string; preferredTime: string }[] {
  const slots: { preferredDate: string; preferredTime: string }[] = [];
  for (let day = openDay(fromDaysAhead, 1); slots.length < count; day = openDayAfter(day, 1)) {
    for (const preferredTime of HOSPITAL_TIME_SLOTS.slice(0, 10)) if (slots.length < count) slots.push({ preferredDate: day, preferredTime });
  }
  return slots;
}

const bookingBody = (overrides: Record<string, unknown>) => ({
  patientName: 'Pay Your Bill Now',
  ...VICTIM,
  age: 40,
  gender: 'Male',
  department: 'Cardiology',
  doctorId: 1,
  reasonForVisit: 'Your account is blocked. Call us today.',
  consent: true,
  ...overrides,
});

/** A day's worth of problems: a 429 from a throttle, with its wait and the code every throttle answers with. */
function expectThrottled(answer: { status: number; headers: Record<string, unknown> | Headers; text: string }) {
  expect(answer.status, answer.text).toBe(429);
  const retryAfter = Number(answer.headers instanceof Headers ? answer.headers.get('retry-after') : answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(BOOKING_THROTTLE.windowMs / 1000);
  expect(JSON.parse(answer.text)).toMatchObject({ code: TOO_MANY_ATTEMPTS, message: expect.stringMatching(/^Too many bookings/) });
}

describe('with the contract’s limits', () => {
  let server: RunningServer;
  let admin: ApiClient;
  /** Each instance's address: the server, and on PostgreSQL a second instance on the same database. */
  let instances: string[];

  beforeAll(async () => {
    server = await startServer({ bookingLimits: 'contract' });
    admin = new ApiClient(server.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    instances = [server.baseUrl];
    if (server.startAnotherInstance) instances.push((await server.startAnotherInstance()).baseUrl);
  }, 180_000);
  afterAll(() => server?.stop());

  /** Every confirmation the outbox holds for a recipient. */
  async function confirmationsTo(recipient: string): Promise<Message[]> {
    const response = await admin.get(`${API_PATHS.messages}?kind=confirmation&pageSize=100`);
    expect(response.status, response.text).toBe(200);
    return messagePageSchema.parse(response.json()).items.filter((message) => message.recipient === recipient);
  }

  const post = (n: number, body: unknown, from = '127.0.0.41', headers: Record<string, string> = {}) =>
    requestFrom(from, `${instances[n % instances.length]}${API_PATHS.appointments}`, 'POST', body, headers);

  it(`answers forty bookings with a victim’s phone and e-mail, sent at once, with ${BOOKING_THROTTLE.perContact} bookings and 429s; the victim gets ${BOOKING_THROTTLE.perContact} confirmations`, async () => {
    const answers = await Promise.all(slotsOfDoctor1(40, 120).map((slot, n) => post(n, bookingBody(slot))));
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(BOOKING_THROTTLE.perContact);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expectThrottled(answer);
    const stored = (await server.readData()).appointments.filter((appointment) => appointment.phone === VICTIM.phone);
    expect(stored).toHaveLength(BOOKING_THROTTLE.perContact);
    // At most that many messages reach the victim: one SMS and one e-mail a booking.
    expect((await confirmationsTo(VICTIM.phone)).filter((message) => message.channel === 'sms')).toHaveLength(BOOKING_THROTTLE.perContact);
    expect((await confirmationsTo(VICTIM.email)).filter((message) => message.channel === 'email')).toHaveLength(BOOKING_THROTTLE.perContact);

    // The same victim written otherwise is the same victim; a booking from elsewhere waits too.
    const [slot] = slotsOfDoctor1(1, 160);
    expectThrottled(await post(0, bookingBody({ ...slot, phone: '098111-22333', email: 'other@example.in' }), '127.0.0.42'));
    expectThrottled(await post(1, bookingBody({ ...slot, phone: '+91 90000 12345', email: 'Victim.One+x@Example.in' }), '127.0.0.42'));
  }, 60_000);

  it('lets the front desk book for a patient whatever the day’s count', async () => {
    const reception = new ApiClient(server.baseUrl);
    await reception.signIn(RECEPTION);
    const [slot] = slotsOfDoctor1(1, 170);
    const answer = await reception.send('POST', API_PATHS.appointments, bookingBody({ ...slot, patientName: 'Desk Booking' }));
    expect(answer.status, answer.text).toBe(201);
  });

  it('counts a retried submission (same Idempotency-Key) once, and a booking refused for its slot not at all', async () => {
    const contact = { phone: '+91 98222 33444', email: 'retry.patient@example.in' };
    const slots = slotsOfDoctor1(7, 180);
    const first = bookingBody({ ...contact, ...slots[0], patientName: 'Retry Patient' });
    const key = `limits-retry-${Date.now()}`;
    // Three at once, then five one after another: one booking, one count.
    const retries = await Promise.all([0, 1, 2].map((n) => post(n, first, '127.0.0.43', { 'Idempotency-Key': key })));
    for (let n = 0; n < 5; n++) retries.push(await post(n, first, '127.0.0.43', { 'Idempotency-Key': key }));
    expect(retries.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    expect(new Set(retries.map((answer) => (JSON.parse(answer.text) as Appointment).id)).size).toBe(1);

    // A full slot refuses the booking, which sends nothing and so counts nothing.
    for (let n = 0; n < 3; n++) expect((await post(n, bookingBody({ ...contact, ...slots[0], patientName: 'Retry Patient' }), '127.0.0.43')).status).toBe(409);

    // So four more bookings go, and the next waits.
    for (const slot of slots.slice(1, BOOKING_THROTTLE.perContact)) {
      const answer = await post(0, bookingBody({ ...contact, ...slot, patientName: 'Retry Patient' }), '127.0.0.43');
      expect(answer.status, answer.text).toBe(201);
    }
    expectThrottled(await post(1, bookingBody({ ...contact, ...slots[BOOKING_THROTTLE.perContact], patientName: 'Retry Patient' }), '127.0.0.43'));
  });

  describe('what a booking may say', () => {
    const refused = async (overrides: Record<string, unknown>, field: string, code: string) => {
      const before = (await server.readData()).appointments.length;
      const [slot] = slotsOfDoctor1(1, 190);
      const answer = await post(0, bookingBody({ ...slot, phone: '+91 98333 44555', email: 'names@example.in', ...overrides }), '127.0.0.44');
      expect(answer.status, answer.text).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'validation_failed', codes: { [field]: code } });
      expect((await server.readData()).appointments).toHaveLength(before);
    };

    it('refuses a name with a phone number in it, a + or a line break, naming patientName', async () => {
      await refused({ patientName: 'Call +91 11111 22222 to pay your bill' }, 'patientName', FIELD_CODES.notAPersonName);
      await refused({ patientName: 'Asha\nCall 11111 22222' }, 'patientName', FIELD_CODES.notAPersonName);
      await refused({ patientName: 'Asha 2' }, 'patientName', FIELD_CODES.notAPersonName);
      expect(await confirmationsTo('+91 98333 44555')).toEqual([]);
    });

    it('refuses a line break or a control character in every other field of one line, naming it', async () => {
      await refused({ phone: '+91 98333\n44555' }, 'phone', FIELD_CODES.notSingleLine);
      await refused({ department: 'Cardiology\r\nCall 11111 22222' }, 'department', FIELD_CODES.notSingleLine);
      await refused({ phone: '+91 98333\t44555' }, 'phone', FIELD_CODES.notSingleLine);
      await refused({ email: 'names@example.in\nBcc: everyone@example.in' }, 'email', 'invalid_format');
      const lookup = await requestFrom('127.0.0.44', `${server.baseUrl}${API_PATHS.bookingLookup}`, 'POST', { reference: 'CCH-7K4Q-M2XD', contact: '98333\n44555' });
      expect(lookup.status, lookup.text).toBe(400);
      expect(JSON.parse(lookup.text)).toMatchObject({ codes: { contact: FIELD_CODES.notSingleLine } });
    });

    it('takes a name in any script, and a reason for the visit over several lines', async () => {
      const [slot] = slotsOfDoctor1(1, 200);
      const answer = await post(0, bookingBody({ ...slot, phone: '+91 98444 55666', email: 'savita@example.in', patientName: "सविता देवी D'Souza-Rao", reasonForVisit: 'Cough.\nFever at night.' }), '127.0.0.44');
      expect(answer.status, answer.text).toBe(201);
      expect(JSON.parse(answer.text)).toMatchObject({ patientName: "सविता देवी D'Souza-Rao" });
    });
  });
});

describe('per client address', () => {
  const LIMITS = { perContact: BOOKING_THROTTLE.perContact, perAddress: 8 };
  let server: RunningServer;
  let instances: string[];

  beforeAll(async () => {
    // The contract's address limit is generous; a server set lower shows it the same, with BOOKING_LIMIT_PER_ADDRESS.
    server = await startServer({ bookingLimits: LIMITS });
    instances = [server.baseUrl];
    if (server.startAnotherInstance) instances.push((await server.startAnotherInstance()).baseUrl);
  }, 180_000);
  afterAll(() => server?.stop());

  it(`lets one address make ${LIMITS.perAddress} bookings a day, whoever they are for, even all at once; another address goes on`, async () => {
    const slots = slotsOfDoctor1(14, 120);
    const patient = (n: number) => ({ patientName: `Patient ${lettersOf(n)}`, phone: `+91 97000 ${String(10000 + n)}`, email: `address.${n}@example.in` });
    const answers = await Promise.all(
      slots.slice(0, 12).map((slot, n) => requestFrom('127.0.0.51', `${instances[n % instances.length]}${API_PATHS.appointments}`, 'POST', bookingBody({ ...slot, ...patient(n) }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(LIMITS.perAddress);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expectThrottled(answer);
    const elsewhere = await requestFrom('127.0.0.52', `${instances.at(-1)}${API_PATHS.appointments}`, 'POST', bookingBody({ ...slots[12], ...patient(12) }));
    expect(elsewhere.status, elsewhere.text).toBe(201);
  }, 60_000);
});
