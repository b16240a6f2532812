// What the production server keeps of who did what, and how it holds off guessing, over two instances on one
// PostgreSQL: the audit trail, a request log without patients' details, the booking look-up throttle and the sign-in
// throttle's three limits, and the operator's unlock. The rest of what it adds to the contract is production.test.ts.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, auditPageSchema, type Appointment } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, freshPostgresDatabase, lettersOf, requestFrom } from '../../../api-contract/harness.ts';
import { booking, futureDate, stopInstance, twoInstancesOnOneDatabase, type Instance } from './productionInstances.ts';

describe('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let first: Instance;
  let second: Instance;
  let sql: pg.Pool;

  beforeAll(async () => {
    ({ database, first, second, sql } = await twoInstancesOnOneDatabase());
  });
  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await sql.end();
    await database.drop();
  });

  it('keep an audit trail of sign-ins and admin changes, with values before and after, for admins only', async () => {
    const admin = new ApiClient(second.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    await new ApiClient(first.baseUrl).send('POST', '/api/auth/login', { username: 'admin', password: 'not-it' });
    // A password typed into the username field: no account has that name, so it is not kept.
    await new ApiClient(first.baseUrl).send('POST', '/api/auth/login', { username: 'Dr.Sharma#Cardio2026', password: 'admin' });
    // A pending booking confirmed (a step VISIT_STEPS allows).
    expect((await admin.send('PATCH', '/api/appointments/13/status', { status: 'confirmed' })).status).toBe(200);
    expect((await admin.send('PATCH', '/api/tasks/2', { progress: 55 })).status).toBe(200);

    const page = auditPageSchema.parse((await admin.get('/api/audit?page=1&pageSize=10')).json());
    expect(page).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    const [task, status] = page.items;
    expect(task).toMatchObject({ action: 'task.update', entity: 'task', entityId: 2, username: 'admin', after: { progress: 55 } });
    expect(status).toMatchObject({ action: 'appointment.status', entityId: 13, username: 'admin', after: { status: 'confirmed' } });
    expect(status!.before).toEqual({ status: expect.any(String) });
    expect(page.items.some((item) => item.action === 'auth.login_failed' && item.username === 'admin')).toBe(true);
    expect(page.items.some((item) => item.action === 'auth.login_failed' && item.username === null)).toBe(true);
    expect(JSON.stringify(page)).not.toContain('Cardio2026');
    // An appointment's entry says what changed, never who the patient is.
    expect(JSON.stringify(page)).not.toMatch(/@example|\+91|patientName/);

    const patient = new ApiClient(first.baseUrl);
    await patient.signIn(DEMO_PATIENT);
    expect((await patient.get('/api/audit')).status).toBe(403);
    expect((await admin.get('/api/audit?pageSize=500')).status).toBe(400);
  });

  it('log a failed booking’s database error by its class, code and constraint, never the query’s values', async () => {
    // A database error on the insert: a check the booking cannot pass.
    await sql.query("ALTER TABLE appointments ADD CONSTRAINT test_refuses_marker CHECK (patient_name <> 'Kamla Devi Marker')");
    try {
      const failed = await new ApiClient(first.baseUrl).send(
        'POST',
        '/api/appointments',
        booking({ patientName: 'Kamla Devi Marker', email: 'leak.victim@example.com', phone: '+91 90000 11111', reasonForVisit: 'HIV follow-up (sensitive)', preferredDate: futureDate(71) }),
      );
      expect(failed.status).toBe(500);
      expect(failed.json()).toEqual({ message: 'Internal Server Error', code: 'internal' });
    } finally {
      await sql.query('ALTER TABLE appointments DROP CONSTRAINT test_refuses_marker');
    }
    await new Promise((done) => setTimeout(done, 200));
    const entry = first
      .output()
      .split('\n')
      .filter((line) => line.includes('"request failed"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .at(-1);
    expect(entry).toMatchObject({ code: '23514', constraint: 'test_refuses_marker', method: 'POST', path: '/api/appointments' });
    expect(first.output()).not.toMatch(/Kamla|leak\.victim|90000 11111|HIV|CCH-[0-9A-Z]{4}-[0-9A-Z]{4}|insert into/i);
  });

  it('log one JSON line per request, with nothing of the patient in it', async () => {
    const marker = `Lakshmi Narayan ${lettersOf(Date.now())}`;
    expect((await new ApiClient(first.baseUrl).send('POST', '/api/appointments', booking({ patientName: marker, preferredDate: futureDate(70), preferredTime: '9:30 AM' }))).status).toBe(201);
    await new Promise((done) => setTimeout(done, 200));
    const lines = first.output().split('\n').filter((line) => line.includes('"request"'));
    const booked = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.path === '/api/appointments' && entry.method === 'POST')
      .at(-1);
    expect(booked).toMatchObject({ status: 201, ms: expect.any(Number) });
    expect(first.output()).not.toContain(marker);
    expect(first.output()).not.toMatch(/savitri|94151/i);
  });

  it('audit a patient’s cancel and move as the patient’s, with the visit’s state only, never who the patient is', async () => {
    const patient = new ApiClient(first.baseUrl);
    const day = futureDate(90);
    const moved = (await patient.send('POST', '/api/appointments', booking({ preferredDate: day, preferredTime: '9:00 AM' }))).json() as Appointment;
    const cancelled = (await patient.send('POST', '/api/appointments', booking({ preferredDate: day, preferredTime: '9:30 AM' }))).json() as Appointment;
    // Whoever is signed in on the same browser, the change is the patient's, made with the reference.
    await patient.signIn(DEMO_ADMIN);
    const details = { contact: '9415167890' };
    expect((await patient.send('POST', API_PATHS.bookingReschedule, { reference: moved.reference, ...details, preferredDate: day, preferredTime: '10:00 AM' })).status).toBe(200);
    expect((await new ApiClient(second.baseUrl).send('POST', API_PATHS.bookingCancel, { reference: cancelled.reference, contact: 'SAVITRI.TIWARI@example.in' })).status).toBe(200);

    const admin = new ApiClient(second.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    const { items } = auditPageSchema.parse((await admin.get('/api/audit?pageSize=20')).json());
    const patientEntries = items.filter((item) => item.action.startsWith('appointment.patient_'));
    expect(patientEntries).toEqual([
      expect.objectContaining({
        action: 'appointment.patient_cancel',
        userId: null,
        username: null,
        entity: 'appointment',
        entityId: cancelled.id,
        before: { status: 'pending', preferredDate: day, preferredTime: '9:30 AM' },
        after: { status: 'cancelled', preferredDate: day, preferredTime: '9:30 AM' },
      }),
      expect.objectContaining({
        action: 'appointment.patient_reschedule',
        userId: null,
        username: null,
        entity: 'appointment',
        entityId: moved.id,
        before: { status: 'pending', preferredDate: day, preferredTime: '9:00 AM' },
        after: { status: 'pending', preferredDate: day, preferredTime: '10:00 AM' },
      }),
    ]);
    const text = JSON.stringify(patientEntries);
    expect(text).not.toMatch(/savitri|tiwari|94151|67890|example\.in|Breathless|CCH-/i);
    // Nor does the request log hold the reference or the contact: both travel in the body, which is never logged.
    await new Promise((done) => setTimeout(done, 200));
    const output = first.output() + second.output();
    expect(output).toContain('"path":"/api/appointments/manage/reschedule"');
    expect(output).toContain('"path":"/api/appointments/manage/cancel"');
    expect(output).not.toContain(moved.reference);
    expect(output).not.toContain(cancelled.reference);
    expect(output).not.toMatch(/savitri|9415167890/i);
  });

  it('share the booking look-up throttle: 10 misses from one address over both, then 429 on either', async () => {
    const lookup = (base: string, body: unknown) => requestFrom('127.0.0.40', `${base}${API_PATHS.bookingLookup}`, 'POST', body);
    const mine = (await new ApiClient(first.baseUrl).send('POST', '/api/appointments', booking({ preferredDate: futureDate(91) }))).json() as Appointment;
    for (let i = 0; i < 10; i++) {
      const response = await lookup(i % 2 ? first.baseUrl : second.baseUrl, { reference: 'CCH-0000-0000', contact: '9415167890' });
      expect(response.status, `miss ${i + 1}`).toBe(404);
    }
    for (const base of [first.baseUrl, second.baseUrl]) {
      const throttled = await lookup(base, { reference: mine.reference, contact: '9415167890' });
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    }
    // One counter for the address, shared by both instances: the 10 misses (the refused tries are not counted).
    const { rows } = await sql.query("SELECT count FROM attempt_counters WHERE key LIKE 'booking-lookup:address:%127.0.0.40'");
    expect(rows).toEqual([{ count: 10 }]);
    expect((await requestFrom('127.0.0.41', `${second.baseUrl}${API_PATHS.bookingLookup}`, 'POST', { reference: mine.reference, contact: '9415167890' })).status).toBe(200);
  });

  it('hold the sign-in throttle under a burst spread over both instances: 6 of 30 guesses are tried', async () => {
    const login = (base: string) => `${base}/api/auth/login`;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => requestFrom('127.0.0.50', login(i % 2 ? first.baseUrl : second.baseUrl), 'POST', { username: 'admin', password: `burst-${i}` })),
    );
    // The whole list, so a failure shows any answer that is neither (a 500 would be a bug of its own).
    const statuses = guesses.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(6).fill(401), ...Array<number>(24).fill(429)]);
  });
  // Last but one: it leaves the patient account locked out for the window.
  // 130 sign-ins, each a password hash on a core of its own (auth/hashingQueue.ts): beside another test file, more than
  // the suite's 60 s.
  it('throttle sign-ins per address over all accounts (30) and per account over all addresses (100)', { timeout: 180_000 }, async () => {
    const login = (base: string) => `${base}/api/auth/login`;
    // 30 wrong guesses spread over 10 usernames from one address, on both instances.
    for (let i = 0; i < 30; i++) {
      const response = await requestFrom('127.0.0.20', login(i % 2 ? first.baseUrl : second.baseUrl), 'POST', { username: `user${i % 10}`, password: 'guess' });
      expect(response.status, `guess ${i}`).toBe(401);
    }
    const sprayed = await requestFrom('127.0.0.20', login(first.baseUrl), 'POST', DEMO_PATIENT);
    expect(sprayed.status).toBe(429);
    // The same account from another address is not locked by that one address.
    expect((await requestFrom('127.0.0.21', login(second.baseUrl), 'POST', DEMO_PATIENT)).status).toBe(200);

    // 100 guesses at one account from 20 addresses, 5 each: under the per-address limits, over the account's.
    for (let i = 0; i < 100; i++) {
      const response = await requestFrom(`127.0.1.${(i % 20) + 1}`, login(i % 2 ? first.baseUrl : second.baseUrl), 'POST', { username: 'patient', password: 'guess' });
      expect(response.status, `guess ${i}`).toBe(401);
    }
    const distributed = await new ApiClient(first.baseUrl).send('POST', '/api/auth/login', DEMO_PATIENT);
    expect(distributed.status).toBe(429);
    expect(Number(distributed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(distributed.json()).toMatchObject({ message: expect.stringMatching(/wait \d+ minutes?/) });
    // The admin, a different account, signs in as usual.
    expect((await new ApiClient(first.baseUrl).send('POST', '/api/auth/login', DEMO_ADMIN)).status).toBe(200);
  });

  it('let the operator end an account’s wait at once with npm run auth:unlock', async () => {
    expect((await new ApiClient(first.baseUrl).send('POST', '/api/auth/login', DEMO_PATIENT)).status).toBe(429);
    const unlock = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/unlock.ts', 'patient'], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
    expect(unlock.status, unlock.stderr).toBe(0);
    expect(unlock.stdout).toMatch(/^patient: \d+ sign-in counts? cleared/);
    expect((await new ApiClient(second.baseUrl).send('POST', '/api/auth/login', DEMO_PATIENT)).status).toBe(200);
  });
});
