// The servers the HTTP contract suite runs against, chosen by API_UNDER_TEST (set per Vitest project):
// - mock: json-server (mock-api) as a child process on a free port, with a temp copy of the seed;
// - pglite: apps/api in this process on PGlite, in a copy of a migrated template data directory (initdb is slow);
// - postgres: apps/api as a child process on a fresh database of the test cluster (POSTGRES_URL).
// Tests read what the server stored through readData(), in the seed's shape, whichever server it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import './provided.ts';
import { agedSeed, hospitalToday, type BookingLimits, type Database } from '@hospital/contract';
import { ApiClient } from './apiClient.ts';

export { ApiClient, requestFrom, type ApiResponse } from './apiClient.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const seedFile = join(repoRoot, 'db.json');
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' };
export const DEMO_PATIENT = { username: 'patient', password: 'patient123' };
export const DEMO_RECEPTION = { username: 'reception', password: 'reception123' };

export type ServerKind = 'mock' | 'pglite' | 'postgres';
export const serverKind = (process.env.API_UNDER_TEST ?? 'mock') as ServerKind;

export interface RunningServer {
  kind: ServerKind;
  baseUrl: string;
  port: number;
  /** Everything the server stored, in the seed's shape. */
  readData: () => Promise<Database>;
  /**
   * PostgreSQL only: another apps/api process on the same database (as a second instance behind a load balancer),
   * stopped with the server. The mock and PGlite serve one process.
   */
  startAnotherInstance?: () => Promise<{ baseUrl: string }>;
  stop: () => Promise<void>;
}

export interface MockServer extends RunningServer {
  dir: string;
  dbFile: string;
  child: ChildProcess;
  output: () => string;
}

/**
 * The seed as a server started today holds it: db.json moved on to `today` (rules/demoSeed.ts). A test whose server
 * starts its clock on another day (HOSPITAL_CLOCK_START) reads it as of that day.
 */
export function readSeed(today = hospitalToday()): Database {
  return agedSeed(JSON.parse(readFileSync(seedFile, 'utf8')) as Database, today);
}

export interface StartOptions {
  /** Seed contents to use instead of db.json. */
  seed?: Database;
  /** How long failed sign-ins count, instead of the contract's 15 minutes. */
  loginWindowMs?: number;
  /** How long a session may go without a request, instead of the contract's 30 minutes. */
  sessionIdleMs?: number;
  /**
   * Bookings a day per phone or e-mail and per address. The suites book many times from 127.0.0.1, often with one
   * phone, so a server gets TEST_BOOKING_LIMITS unless a test asks for the contract's ('contract') or its own.
   */
  bookingLimits?: 'contract' | BookingLimits;
  /** Existing data file contents to start on (written as is, not validated). */
  dataFileContents?: string;
  env?: Record<string, string>;
  /** Runs before the server starts, with its folder and data file path. */
  prepare?: (dir: string, dbFile: string) => void;
}

/** The server under test, started afresh with the seed (or `options.seed`). */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  if (serverKind === 'pglite') return startPgliteServer(options);
  if (serverKind === 'postgres') return startPostgresServer(options);
  return startMockServer(options);
}

/** Waits for a child server's "listening on" line and answers its port. */
function portOnceListening(child: ChildProcess, output: () => string, label: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start:\n${output()}`)), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`${label} exited with ${code}:\n${output()}`), { code, output: output() }));
    });
    const check = () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output());
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.off('data', check);
      resolvePort(Number(match[1]));
    };
    child.stdout!.on('data', check);
  });
}

function killChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Spawns `node --import tsx mock-api/src/main.ts`; resolves once it prints its address. */
export function startMockServer(options: StartOptions = {}): Promise<MockServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hospital-api-'));
  const dbFile = join(dir, 'db.json');
  const seedPath = writeSeed(dir, options.seed);
  if (options.dataFileContents !== undefined) writeFileSync(dbFile, options.dataFileContents);
  options.prepare?.(dir, dbFile);

  const loginEnv = limitsEnv(options);
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'mock-api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DB_FILE: dbFile, SEED_FILE: seedPath, ...loginEnv, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const stop = async () => {
    await killChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  return portOnceListening(child, output, 'the mock API').then((port) => ({
    kind: 'mock' as const,
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dir,
    dbFile,
    child,
    output,
    readData: async () => JSON.parse(readFileSync(dbFile, 'utf8')) as Database,
    stop,
  }));
}

/** A number in letters, for a patient's name (which takes no digit): 0 is "A", 25 "Z", 26 "BA". */
export function lettersOf(n: number): string {
  let text = '';
  do {
    text = String.fromCharCode(65 + (n % 26)) + text;
    n = Math.floor(n / 26);
  } while (n > 0);
  return text;
}

/** Room for every booking the suites make from one address: the contract's limits are tested where a test asks for them. */
export const TEST_BOOKING_LIMITS: BookingLimits = { perContact: 100_000, perAddress: 100_000 };

/** The booking limits a server starts with: the test's, the contract's, or TEST_BOOKING_LIMITS. */
function bookingLimitsOf({ bookingLimits }: StartOptions): BookingLimits | undefined {
  return bookingLimits === 'contract' ? undefined : (bookingLimits ?? TEST_BOOKING_LIMITS);
}

/** The shortened windows and the booking limits a test asks for, as the servers read them from the environment. */
function limitsEnv(options: StartOptions): Record<string, string> {
  const { loginWindowMs, sessionIdleMs } = options;
  const bookingLimits = bookingLimitsOf(options);
  return {
    ...(loginWindowMs === undefined ? {} : { LOGIN_WINDOW_MS: String(loginWindowMs) }),
    ...(sessionIdleMs === undefined ? {} : { SESSION_IDLE_MS: String(sessionIdleMs) }),
    // Empty when the contract's: the servers read an empty setting as unset (and the parent's environment stays out).
    BOOKING_LIMIT_PER_CONTACT: bookingLimits ? String(bookingLimits.perContact) : '',
    BOOKING_LIMIT_PER_ADDRESS: bookingLimits ? String(bookingLimits.perAddress) : '',
  };
}

function writeSeed(dir: string, seed: Database | undefined): string {
  const seedPath = join(dir, 'seed.json');
  if (seed) writeFileSync(seedPath, JSON.stringify(seed));
  else copyFileSync(seedFile, seedPath);
  return seedPath;
}

/** apps/api in this process on a copy of the migrated PGlite template (see globalSetup). */
async function startPgliteServer(options: StartOptions): Promise<RunningServer> {
  const [{ serve }, { createApp }, { openDatabase }, { exportData, readSeedFile, seedIfEmpty }, { createLogger }, { serverClock }] = await Promise.all([
    import('@hono/node-server'),
    import('../apps/api/src/app.ts'),
    import('../apps/api/src/db/client.ts'),
    import('../apps/api/src/db/seed.ts'),
    import('../apps/api/src/log.ts'),
    import('@hospital/contract/server'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'hospital-pglite-'));
  const dataDir = join(dir, 'pglite');
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  // The hospital's clock, as apps/api's config reads HOSPITAL_CLOCK_START for a child process (the OPD day tests).
  const clockStart = options.env?.HOSPITAL_CLOCK_START;
  const clock = clockStart ? serverClock(clockStart) : undefined;
  await seedIfEmpty(database.db, readSeedFile(writeSeed(dir, options.seed)), hospitalToday(clock?.()));
  const { app } = createApp({
    database,
    log: createLogger('silent'),
    loginWindowMs: options.loginWindowMs,
    sessionIdleMs: options.sessionIdleMs,
    bookingLimits: bookingLimitsOf(options),
    ...(clock ? { clock } : {}),
  });
  const server = await new Promise<ReturnType<typeof serve>>((ready) => {
    const listening = serve({ fetch: app.fetch, port: 0 }, () => ready(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    kind: 'pglite',
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    readData: () => exportData(database.db),
    stop: async () => {
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty database on the test cluster, dropped again by the returned function. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const clusterUrl = inject('postgresUrl');
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Spawns apps/api's real entry point against a fresh PostgreSQL database. */
export async function startApiProcess(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  return { child, output, port: await portOnceListening(child, output, 'apps/api') };
}

async function startPostgresServer(options: StartOptions): Promise<RunningServer> {
  const [{ default: pg }, { drizzle }, schema, { exportData }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('../apps/api/src/db/schema.ts'),
    import('../apps/api/src/db/seed.ts'),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'hospital-postgres-'));
  const database = await freshPostgresDatabase();
  const loginEnv = limitsEnv(options);
  const { child, port } = await startApiProcess({ DATABASE_URL: database.url, SEED_FILE: writeSeed(dir, options.seed), ...loginEnv, ...options.env });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  // The database is dropped WITH (FORCE) at the end: a connection still closing then is ended by the server.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Parameters<typeof exportData>[0];
  const others: ChildProcess[] = [];
  return {
    kind: 'postgres',
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    readData: () => exportData(db),
    startAnotherInstance: async () => {
      // The database is seeded already: the second instance migrates nothing and seeds nothing.
      const another = await startApiProcess({ DATABASE_URL: database.url, SEED_FILE: join(dir, 'seed.json'), ...loginEnv, ...options.env });
      others.push(another.child);
      return { baseUrl: `http://127.0.0.1:${another.port}` };
    },
    stop: async () => {
      await Promise.all(others.map(killChild));
      await killChild(child);
      await pool.end();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the server to its exit; for a start that must be refused. */
export function runServerToExit(options: StartOptions = {}): Promise<{ code: number | null; output: string }> {
  return startMockServer(options).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started but should have refused');
    },
    (error: { code?: number | null; output?: string }) => ({ code: error.code ?? null, output: error.output ?? '' }),
  );
}

/**
 * Starts the server under test as its own process with `env` and runs it to its exit, for a start that must be
 * refused: the mock, or apps/api's entry point (which reads its settings before it opens any database) on a PGlite
 * directory of its own or on a database of the test cluster that nobody created. Should it start after all, it is
 * stopped and the test fails.
 */
export async function runServerUnderTestToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  if (serverKind === 'mock') return runServerToExit({ env });
  const dir = mkdtempSync(join(tmpdir(), 'hospital-refused-'));
  let database: Record<string, string>;
  if (serverKind === 'postgres') {
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/never_created_${process.pid}`;
    database = { DATABASE_URL: url.toString() };
  } else {
    database = { DATA_DIR: join(dir, 'pglite') };
  }
  try {
    return await startApiProcess({ ...database, SEED_FILE: seedFile, ...env }).then(
      async ({ child }) => {
        await killChild(child);
        throw new Error('apps/api started but should have refused');
      },
      (error: { code?: number | null; output?: string }) => ({ code: error.code ?? null, output: error.output ?? '' }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One test file's server and its two clients: a visitor, and an admin signed in before the file's tests run. */
export interface FileServer {
  server: RunningServer;
  anonymous: ApiClient;
  admin: ApiClient;
}

/** The server for this test file: started (with `options`) before its tests and stopped after them. */
export function serverForThisFile(options: StartOptions = {}): FileServer {
  const file = {} as FileServer;
  beforeAll(async () => {
    file.server = await startServer(options);
    file.anonymous = new ApiClient(file.server.baseUrl);
    file.admin = new ApiClient(file.server.baseUrl);
    await file.admin.signIn(DEMO_ADMIN);
  });
  afterAll(() => file.server?.stop());
  return file;
}

