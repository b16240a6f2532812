// What a hostile client tries, on every server: bursts at the throttles, locking the admin out from many addresses,
// ids past the database's integers, NUL characters, a slot that has begun, and the smaller doors (a bad
// Idempotency-Key, a JSON-like content type, bidirectional controls in a name, a cancelled booking revived into a
// slot another patient holds).
import { describe, expect, it } from 'vitest';
import { API_MESSAGES, API_PATHS, KNOWN_DEVICE, WEEKDAYS, addDays, hospitalToday, slotHasBegun, type Appointment, type Closure } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, requestFrom, serverForThisFile, startServer } from './harness.ts';
import { openDay } from './opdDays.ts';

const api = serverForThisFile();

const booking = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Harpreet Kaur Bedi',
  email: 'harpreet.bedi@example.in',
  phone: '+91 98140 22334',
  age: 38,
  gender: 'Female',
  department: 'Urology',
  doctorId: 15,
  preferredDate: openDay(30, 15),
  preferredTime: '10:30 AM',
  reasonForVisit: 'Knee pain on climbing stairs.',
  consent: true,
  ...overrides,
});


const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('throttles hold under a burst of attempts at once', () => {
  it('lets 6 of 30 simultaneous guesses at one account from one address be tried; the rest wait', async () => {
    const login = `${api.server.baseUrl}/api/auth/login`;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => requestFrom('127.0.0.21', login, 'POST', { username: DEMO_PATIENT.username, password: `guess-${i}` })),
    );
    expect(statusCounts(guesses.map((answer) => answer.status))).toEqual({ 401: 6, 429: 24 });
    const waiting = guesses.find((answer) => answer.status === 429)!;
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now, from that address.
    expect((await requestFrom('127.0.0.21', login, 'POST', DEMO_PATIENT)).status).toBe(429);
  });

  it('lets 30 of 60 simultaneous guesses across 60 usernames from one address be tried', async () => {
    const login = `${api.server.baseUrl}/api/auth/login`;
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => requestFrom('127.0.0.22', login, 'POST', { username: `user${i}`, password: 'guess' })));
    expect(statusCounts(guesses.map((answer) => answer.status))).toEqual({ 401: 30, 429: 30 });
  });

  it('lets 10 of 60 simultaneous look-ups of made-up references from one address be tried', async () => {
    const lookup = `${api.server.baseUrl}/api/appointments/manage/lookup`;
    const tries = await Promise.all(
      Array.from({ length: 60 }, (_, i) => requestFrom('127.0.0.23', lookup, 'POST', { reference: `CCH-AAAA-${String(i).padStart(4, '0')}`, contact: '9876543210' })),
    );
    expect(statusCounts(tries.map((answer) => answer.status))).toEqual({ 404: 10, 429: 50 });
  });
});

describe('a stranger cannot lock the admin out', () => {
  it('caps guesses at the admin from many addresses, but not a browser that signed in as admin before', async () => {
    const local = await startServer();
    try {
      const login = `${local.baseUrl}/api/auth/login`;
      const known = await requestFrom('127.0.0.30', login, 'POST', DEMO_ADMIN);
      expect(known.status).toBe(200);
      const deviceCookie = [known.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${KNOWN_DEVICE.cookie}=`));
      expect(deviceCookie).toMatch(/HttpOnly/i);
      expect(deviceCookie).toMatch(/SameSite=Strict/i);
      expect(deviceCookie).toMatch(/Path=\/api\/auth\/login/);
      const device = deviceCookie!.split(';')[0]!;

      // 105 wrong passwords from 21 addresses, 5 each: under every address's own limits, over the account's 100.
      const statuses: number[] = [];
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 21 }, (_, i) => requestFrom(`127.0.1.${i + 1}`, login, 'POST', { username: 'admin', password: `wrong-${batch}-${i}` })),
        );
        statuses.push(...answers.map((answer) => answer.status));
      }
      expect(statusCounts(statuses)).toEqual({ 401: 100, 429: 5 });

      // A browser the account does not know waits, from any address; the admin's own browser signs in.
      expect((await requestFrom('127.0.0.31', login, 'POST', DEMO_ADMIN)).status).toBe(429);
      expect((await requestFrom('127.0.0.32', login, 'POST', DEMO_ADMIN, { cookie: device })).status).toBe(200);
      // The cookie of another account's browser does not help here.
      const patient = await requestFrom('127.0.0.33', login, 'POST', DEMO_PATIENT);
      const patientDevice = [patient.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${KNOWN_DEVICE.cookie}=`))!.split(';')[0]!;
      expect((await requestFrom('127.0.0.34', login, 'POST', DEMO_ADMIN, { cookie: patientDevice })).status).toBe(429);
      // A known browser has a limit of its own: six wrong passwords, then it waits too.
      const fromDevice = await Promise.all(
        Array.from({ length: 8 }, (_, i) => requestFrom('127.0.0.35', login, 'POST', { username: 'admin', password: `typo-${i}` }, { cookie: device })),
      );
      expect(statusCounts(fromDevice.map((answer) => answer.status))).toEqual({ 401: 6, 429: 2 });
    } finally {
      await local.stop();
    }
  });
});

describe('ids past the database’s 32-bit integers', () => {
  const tooBig = ['2147483648', '99999999999', '9007199254740993'];

  it.each(tooBig)('reads with id %s answer 404 or 400, naming the parameter', async (id) => {
    expect((await api.anonymous.get(`/api/doctors/${id}`)).status).toBe(404);
    expect((await api.anonymous.get(`/api/doctors/${id}/timetable`)).status).toBe(404);
    for (const path of [`/api/availability?doctorId=${id}&from=${addDays(hospitalToday(), 3)}&to=${addDays(hospitalToday(), 3)}`, `/api/tasks?projectId=${id}`, `/api/milestones?projectId=${id}`, `/api/task-dependencies?projectId=${id}`]) {
      const response = await api.anonymous.get(path);
      expect(response.status, path).toBe(400);
      expect(Object.keys((response.json() as { fields: object }).fields), path).toEqual([path.includes('doctorId') ? 'doctorId' : 'projectId']);
    }
  });

  it.each(tooBig)('admin changes of record %s answer 404; a booking for that doctor is a 400 naming doctorId', async (id) => {
    const changes: Array<[string, string, unknown]> = [
      ['PATCH', `/api/appointments/${id}/status`, { status: 'confirmed' }],
      ['PATCH', `/api/gallery/${id}`, { title: 'x' }],
      ['DELETE', `/api/gallery/${id}`, undefined],
      ['PATCH', `/api/news-events/${id}`, { title: 'x' }],
      ['DELETE', `/api/news-events/${id}`, undefined],
      ['PATCH', `/api/tasks/${id}`, { progress: 5 }],
      ['PATCH', `/api/milestones/${id}`, { status: 'completed' }],
      ['PATCH', `/api/doctors/${id}`, { experience: 12 }],
      ['DELETE', `/api/doctors/${id}`, undefined],
      ['PUT', `/api/doctors/${id}/timetable`, { weekly: [] }],
      ['POST', `/api/doctors/${id}/leave`, { from: openDay(50), to: openDay(50), reason: 'Conference' }],
      ['DELETE', `/api/doctors/1/leave/${id}`, undefined],
      ['DELETE', `/api/doctors/${id}/leave/1`, undefined],
      ['DELETE', `/api/closures/${id}`, undefined],
    ];
    for (const [method, path, body] of changes) expect((await api.admin.send(method, path, body)).status, `${method} ${path}`).toBe(404);
    const response = await api.anonymous.send('POST', '/api/appointments', booking({ doctorId: Number(id) }));
    expect(response.status).toBe(400);
    expect(Object.keys((response.json() as { fields: object }).fields)).toEqual(['doctorId']);
  });
});

describe('NUL characters and broken Unicode', () => {
  const nul = (text: string) => `${text}\u0000${text}`;

  it('are refused in any text, naming the field, and nothing is stored', async () => {
    const before = JSON.stringify(await api.server.readData());
    const attempts: Array<[ApiClient, string, string, Record<string, unknown>, string]> = [
      [api.anonymous, 'POST', '/api/auth/login', { username: nul('admin'), password: 'admin123' }, 'username'],
      [api.anonymous, 'POST', '/api/appointments', booking({ patientName: nul('Nul Name'), reasonForVisit: 'HIV follow-up' }), 'patientName'],
      [api.anonymous, 'POST', '/api/appointments/manage/lookup', { reference: 'CCH-AAAA-BBBB', contact: nul('98765') }, 'contact'],
      [api.admin, 'POST', '/api/gallery', { title: nul('Ward'), imageUrl: '/images/gallery/default-hospital.svg' }, 'title'],
      [api.admin, 'PATCH', '/api/news-events/1', { content: nul('News') }, 'content'],
      [api.admin, 'PATCH', '/api/tasks/1', { notes: nul('Note') }, 'notes'],
      [api.admin, 'PATCH', '/api/tasks/1', { materials: [{ name: nul('Cement') }] }, 'materials.0.name'],
      // Half of a surrogate pair: valid JSON, not storable text.
      [api.admin, 'PATCH', '/api/tasks/1', { materials: '\ud800' }, 'materials'],
    ];
    for (const [client, method, path, body, field] of attempts) {
      const response = await client.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.json(), `${method} ${path}`).toMatchObject({ fields: { [field]: API_MESSAGES.unstorableText }, codes: { [field]: 'unstorable_text' } });
    }
    expect(JSON.stringify(await api.server.readData())).toBe(before);
  });
});

describe('a slot that has begun', () => {
  it('cannot be booked or moved to today; a slot still ahead today can', async () => {
    // Away from a minute's edge, so the server's clock reads the same minute as this test's.
    if (60_000 - (Date.now() % 60_000) < 3_000) await new Promise((done) => setTimeout(done, 3_500));
    const today = hospitalToday();
    // Today may be a Sunday or a holiday: the two doctors see patients every day of this server's week, and the OPD
    // is open today and the day after tomorrow.
    const everyDay = WEEKDAYS.flatMap((weekday) => [
      { weekday, start: '09:00', end: '12:00', slotMinutes: 30, capacity: 1 },
      { weekday, start: '14:00', end: '17:30', slotMinutes: 30, capacity: 1 },
    ]);
    for (const doctorId of [9, 14]) expect((await api.admin.send('PUT', API_PATHS.doctorTimetable(doctorId), { weekly: everyDay })).status).toBe(200);
    for (const closure of (await api.anonymous.get(API_PATHS.closures)).json() as Closure[]) {
      if (closure.date === today || closure.date === addDays(today, 2)) expect((await api.admin.send('DELETE', API_PATHS.closure(closure.id))).status).toBe(204);
    }
    const begun = (time: string) => slotHasBegun(today, time);
    for (const [preferredTime, doctorId] of [
      ['9:00 AM', 9],
      ['5:00 PM', 14],
    ] as const) {
      const hasBegun = begun(preferredTime);
      const department = doctorId === 9 ? 'Pediatrics' : 'Gastroenterology';
      const response = await api.anonymous.send('POST', '/api/appointments', booking({ preferredDate: today, preferredTime, doctorId, department }));
      if (hasBegun) {
        expect(response.status, preferredTime).toBe(400);
        expect(response.json()).toMatchObject({ fields: { preferredTime: API_MESSAGES.slotBegun }, codes: { preferredTime: 'slot_begun' } });
      } else {
        expect(response.status, `${preferredTime}: ${response.text}`).toBe(201);
      }
      const later = (await api.anonymous.send('POST', '/api/appointments', booking({ preferredDate: addDays(today, 2), preferredTime, doctorId, department }))).json() as Appointment;
      const moved = await api.anonymous.send('POST', '/api/appointments/manage/reschedule', {
        reference: later.reference,
        contact: later.phone,
        preferredDate: today,
        preferredTime: preferredTime === '9:00 AM' ? '9:30 AM' : '4:30 PM',
      });
      const movedHasBegun = begun(preferredTime === '9:00 AM' ? '9:30 AM' : '4:30 PM');
      expect(moved.status, moved.text).toBe(movedHasBegun ? 400 : 200);
      if (movedHasBegun) expect((moved.json() as { fields: object }).fields).toEqual({ preferredTime: API_MESSAGES.slotBegun });
    }
  });
});

describe('smaller doors', () => {
  it('answers a malformed Idempotency-Key as a header problem, naming it', async () => {
    const response = await api.anonymous.send('POST', '/api/appointments', booking({ preferredTime: '11:00 AM' }), { 'Idempotency-Key': 'short' });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      message: API_MESSAGES.invalidHeader,
      code: 'invalid_header',
      fields: { 'Idempotency-Key': 'Must be 8 to 200 visible characters' },
      codes: { 'Idempotency-Key': 'too_small' },
    });
  });

  it('takes application/json only, not a type that merely starts like it', async () => {
    const response = await api.anonymous.send('POST', '/api/auth/login', DEMO_ADMIN, { 'content-type': 'application/json-patch+json' });
    expect(response.status).toBe(415);
    expect((await api.anonymous.send('POST', '/api/auth/login', DEMO_PATIENT, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it('stores a name without the bidirectional controls typed into it', async () => {
    const response = await api.anonymous.send('POST', '/api/appointments', booking({ patientName: 'Ravi \u202EKumar\u202C \u2066Verma\u2069', preferredTime: '11:30 AM' }));
    expect(response.status, response.text).toBe(201);
    const { id } = response.json() as Appointment;
    expect((await api.server.readData()).appointments.find((a) => a.id === id)!.patientName).toBe('Ravi Kumar Verma');
  });

  it('refuses to revive a cancelled booking into a slot another patient has booked since: 409, nothing changed', async () => {
    const slot = { preferredDate: openDay(33, 15), preferredTime: '3:30 PM' };
    const first = (await api.anonymous.send('POST', '/api/appointments', booking(slot))).json() as Appointment;
    expect((await api.admin.send('PATCH', `/api/appointments/${first.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await api.anonymous.send('POST', '/api/appointments', booking({ ...slot, patientName: 'Another Patient' }))).status).toBe(201);
    const revived = await api.admin.send('PATCH', `/api/appointments/${first.id}/status`, { status: 'confirmed' });
    expect(revived.status).toBe(409);
    expect((revived.json() as { message: string }).message).toBe(API_MESSAGES.slotTaken);
    expect((await api.server.readData()).appointments.find((a) => a.id === first.id)!.status).toBe('cancelled');
  });
});
