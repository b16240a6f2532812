// What the production server adds to the contract: its OpenAPI document, state that lives in the database (so it
// survives restarts and is shared by every instance), and the health read. The audit trail, the request log and the
// throttles shared by the instances are productionAuditAndThrottles.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type Appointment } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, DEMO_PATIENT, freshPostgresDatabase, lettersOf, startApiProcess } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';
import { booking, futureDate, instance, stopInstance, twoInstancesOnOneDatabase, type Instance } from './productionInstances.ts';

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
    ({ database, first, second, sql } = await twoInstancesOnOneDatabase());
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

  it('delete sessions past their limits at the next sign-in', async () => {
    await new ApiClient(first.baseUrl).signIn(DEMO_PATIENT);
    await sql.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes'");
    const { rows: before } = await sql.query('SELECT count(*)::int AS n FROM sessions');
    expect(before[0].n).toBeGreaterThan(0);
    await new ApiClient(second.baseUrl).signIn(DEMO_PATIENT);
    const { rows: after } = await sql.query('SELECT count(*)::int AS n FROM sessions');
    expect(after[0].n).toBe(1);
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
