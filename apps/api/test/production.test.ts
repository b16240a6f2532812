// What the production server adds to the contract: its OpenAPI document, state that lives in the database (so it
// survives restarts and is shared by every instance), the sign-in throttle's three limits, the audit trail, the
// health read, and a request log without patients' details.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, auditPageSchema, type Appointment } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, freshPostgresDatabase, lettersOf, requestFrom, startApiProcess } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { openDay } from './openDays.ts';

/** A day `days` ahead or the first after it when Dr #1 and Dr #2 (the standard week) see patients all day. */
const futureDate = (days: number) => openDay(days, 1);
const booking = (overrides: Partial<Record<string, unknown>> = {}) => ({
  patientName: 'Savitri Devi Tiwari',
  email: 'savitri.tiwari@example.in',
  phone: '+91 94151 67890',
  age: 61,
  gender: 'Female',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: futureDate(50),
  preferredTime: '11:00 AM',
  reasonForVisit: 'Breathless on climbing stairs since Diwali.',
  consent: true,
  ...overrides,
});

type Instance = Awaited<ReturnType<typeof startApiProcess>> & { baseUrl: string };
async function instance(env: Record<string, string>): Promise<Instance> {
  // Room for these tests' bookings with one phone from one address (bookingLimits.test.ts tests the day's limits).
  const started = await startApiProcess({ BOOKING_LIMIT_PER_CONTACT: '1000', BOOKING_LIMIT_PER_ADDRESS: '1000', ...env });
  return { ...started, baseUrl: `http://127.0.0.1:${started.port}` };
}
function stopInstance(server: Instance, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill(signal);
  });
}

describe('the OpenAPI document', () => {
  // The routes and the document need no database: a stand-in that is never queried.
  const { app, api } = createApp({ database: { db: {}, kind: 'postgres' } as unknown as Database, log: createLogger('silent') });

  it('validates as OpenAPI 3.1', async () => {
    const response = await app.request(API_PATHS.openapi);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the API answers, with its method', () => {
    const document = api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`)),
    );
    const served = app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('names the 413 and 415 answers of every route that takes a body', () => {
    const document = api.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    const withBodies = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>)
        .filter(([, operation]) => operation.requestBody)
        .map(([method, operation]) => ({ route: `${method} ${path}`, answers: Object.keys(operation.responses) })),
    );
    expect(withBodies.length).toBeGreaterThan(10);
    for (const { route, answers } of withBodies) expect(answers, route).toEqual(expect.arrayContaining(['400', '413', '415']));
  });
});

describe('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let first: Instance;
  let second: Instance;
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    first = await instance({ DATABASE_URL: database.url });
    second = await instance({ DATABASE_URL: database.url });
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    // The database is dropped WITH (FORCE) at the end: a connection still closing then is ended by the server.
    sql.on('error', () => {});
  });
  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await sql.end();
    await database.drop();
  });

  it('share sessions: signed in on one, recognised by the other; signed out on one, gone on both', async () => {
    const client = new ApiClient(first.baseUrl);
    await client.signIn(DEMO_ADMIN);
    const elsewhere = new ApiClient(second.baseUrl);
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.get('/api/appointments')).status).toBe(200);
    await elsewhere.send('POST', '/api/auth/logout');
    expect((await client.get('/api/appointments')).status).toBe(401);
    expect((await client.get('/api/auth/me')).json()).toBeNull();
  });

  it('book one slot exactly once when 50 patients try at the same moment on both', async () => {
    const slot = { preferredDate: futureDate(60), preferredTime: '2:30 PM', doctorId: 2 };
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        new ApiClient(i % 2 === 0 ? first.baseUrl : second.baseUrl).send('POST', '/api/appointments', booking({ ...slot, patientName: `Patient ${lettersOf(i)}` })),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM appointments WHERE doctor_id = 2 AND preferred_date = $1 AND preferred_time = '2:30 PM'", [slot.preferredDate]);
    expect(rows[0].n).toBe(1);
  });

  it('let a cancelled slot be booked again', async () => {
    const slot = booking({ preferredDate: futureDate(61), preferredTime: '3:00 PM' });
    const created = (await new ApiClient(first.baseUrl).send('POST', '/api/appointments', slot)).json() as Appointment;
    const admin = new ApiClient(second.baseUrl);
    await admin.signIn(DEMO_ADMIN);
    expect((await admin.send('PATCH', `/api/appointments/${created.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await new ApiClient(second.baseUrl).send('POST', '/api/appointments', { ...slot, patientName: 'Next Patient' })).status).toBe(201);
  });

  it('end a session after 30 idle minutes or 8 hours, whatever the cookie says', async () => {
    const idle = new ApiClient(first.baseUrl);
    await idle.signIn(DEMO_ADMIN);
    const old = new ApiClient(first.baseUrl);
    await old.signIn(DEMO_ADMIN);
    expect((await idle.get('/api/auth/me')).json()).toMatchObject({ username: 'admin' });
    // The table holds hashes only: age the two newest sessions directly.
    const { rows } = await sql.query<{ token_hash: string }>('SELECT token_hash FROM sessions ORDER BY created_at DESC LIMIT 2');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    const [oldSession, idleSession] = rows;
    await sql.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1", [idleSession!.token_hash]);
    await sql.query("UPDATE sessions SET created_at = now() - interval '8 hours 1 minute' WHERE token_hash = $1", [oldSession!.token_hash]);
    expect((await idle.get('/api/appointments')).status).toBe(401);
    expect((await old.get('/api/appointments')).status).toBe(401);
    expect((await idle.get('/api/auth/me')).json()).toBeNull();
  });

  it('keep sessions across a restart of every instance', async () => {
    const client = new ApiClient(first.baseUrl);
    await client.signIn(DEMO_ADMIN);
    await stopInstance(first, 'SIGTERM');
    first = await instance({ DATABASE_URL: database.url });
    const again = new ApiClient(first.baseUrl);
    again.cookie = client.cookie;
    expect((await again.get('/api/auth/me')).json()).toMatchObject({ username: 'admin' });
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

  it('delete sessions past their limits at the next sign-in', async () => {
    await new ApiClient(first.baseUrl).signIn(DEMO_PATIENT);
    await sql.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes'");
    const { rows: before } = await sql.query('SELECT count(*)::int AS n FROM sessions');
    expect(before[0].n).toBeGreaterThan(0);
    await new ApiClient(second.baseUrl).signIn(DEMO_PATIENT);
    const { rows: after } = await sql.query('SELECT count(*)::int AS n FROM sessions');
    expect(after[0].n).toBe(1);
  });

  // Last but one: it leaves the patient account locked out for the window.
  it('throttle sign-ins per address over all accounts (30) and per account over all addresses (100)', async () => {
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

  it('answer the health read 200 while the database answers and 503 when it does not', async () => {
    const health = await new ApiClient(second.baseUrl).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'postgres' });
    await sql.end();
    await database.drop();
    const down = await new ApiClient(second.baseUrl).get('/api/health');
    expect(down.status).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    // Recreated so afterAll's clean-up has something to drop.
    database = await freshPostgresDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
    sql.on('error', () => {});
  });
});

describe('PGlite, the embedded default', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hospital-pglite-restart-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A new PGlite directory runs initdb (seconds, more on a busy machine), then the restart reopens it.
  it('keeps a booking and a session across a restart, and refuses a second process on its directory', { timeout: 240_000 }, async () => {
    const env = { DATA_DIR: join(dir, 'pglite') };
    let server = await instance(env);
    const created = (await new ApiClient(server.baseUrl).send('POST', '/api/appointments', booking({ preferredDate: futureDate(80) }))).json() as Appointment;
    const admin = new ApiClient(server.baseUrl);
    await admin.signIn(DEMO_ADMIN);

    const refused = await startApiProcess(env).then(
      () => 'started',
      (error: { output?: string }) => error.output ?? '',
    );
    expect(refused).toMatch(/in use by process \d+/);

    await stopInstance(server, 'SIGTERM');
    server = await instance(env);
    try {
      const again = new ApiClient(server.baseUrl);
      again.cookie = admin.cookie;
      const appointments = (await again.get('/api/appointments')).json() as Appointment[];
      expect(appointments.find((a) => a.id === created.id)).toEqual(created);
    } finally {
      await stopInstance(server, 'SIGTERM');
    }
  });
});
