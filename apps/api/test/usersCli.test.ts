// `npm run users:create` and `npm run users:reset-password`: the operator's way to the first admin of a new hospital
// and back into an account, on PostgreSQL and on PGlite (refused while a server holds its directory).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type User } from '@hospital/contract';
import { ApiClient, freshPostgresDatabase, repoRoot, startApiProcess } from '../../../api-contract/harness.ts';
import { emptyPgliteDir } from './throwawayDatabases.ts';

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as `npm run users:...` does, with `input` piped to its standard input. */
function runCli(args: string[], input: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/api/src/usersCli.ts'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('on PostgreSQL (DATABASE_URL)', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let sql: pg.Pool;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    sql = new pg.Pool({ connectionString: database.url, max: 1 });
    sql.on('error', () => {});
    env = { DATABASE_URL: database.url };
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('creates the first admin of an empty database, with the password piped in and nothing to change at sign-in', async () => {
    const created = await runCli(['create', '--username', 'Chief.Admin', '--role', 'admin', '--display-name', 'Dr. Kavita Rao'], 'cedar window harbour\n', env);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created admin account chief\.admin \(id \d+\)/);
    const { rows } = await sql.query('SELECT username, display_name, role, active, must_change_password, password_hash FROM users');
    expect(rows).toEqual([
      { username: 'chief.admin', display_name: 'Dr. Kavita Rao', role: 'admin', active: true, must_change_password: false, password_hash: expect.stringMatching(/^scrypt:/) },
    ]);
    expect(rows[0].password_hash).not.toContain('cedar');
    const audit = await sql.query("SELECT username, address, action, entity FROM audit_events WHERE action = 'user.create'");
    expect(audit.rows).toEqual([{ username: 'cli', address: null, action: 'user.create', entity: 'user' }]);
  });

  it('refuses a short password, one easy to guess, a taken username and a role outside the staff, changing nothing', { timeout: 180_000 }, async () => {
    const cases: Array<[string[], string, RegExp]> = [
      [['create', '--username', 'desk.one', '--role', 'reception'], 'short\n', /at least 12 characters/],
      [['create', '--username', 'desk.one', '--role', 'reception'], 'qwerty123456\n', /easy to guess: This is a commonly used password\. Add more words/],
      [['create', '--username', 'desk.one', '--role', 'reception'], 'aaaaaaaaaaaa\n', /Repeated characters like "aaa" are easy to guess/],
      [['create', '--username', 'desk.one', '--role', 'reception'], 'CityCareHospital\n', /personal or page related data/],
      // The account's own names: the username repeated, the display name with a year.
      [['create', '--username', 'desk.one', '--role', 'reception'], 'desk.onedesk.one\n', /personal or page related data/],
      [['create', '--username', 'desk.two', '--role', 'reception', '--display-name', 'Meera Iyer'], 'MeeraIyer2026\n', /personal or page related data/],
      [['reset-password', '--username', 'chief.admin'], 'kavitarao1234\n', /personal or page related data/],
      [['create', '--username', 'chief.admin', '--role', 'reception'], 'a perfectly fine one\n', /already taken/],
      [['create', '--username', 'desk.one', '--role', 'patient'], 'a perfectly fine one\n', /role: Choose a role/],
      [['create', '--username', 'desk.one'], 'a perfectly fine one\n', /Usage:/],
      [['reset-password', '--username', 'nobody.here'], 'a perfectly fine one\n', /No account is named nobody\.here/],
      [['rename', '--username', 'chief.admin'], '', /Usage:/],
    ];
    for (const [args, input, message] of cases) {
      const run = await runCli(args, input, env);
      expect(run.status, args.join(' ')).toBe(1);
      expect(run.stderr).toMatch(message);
    }
    expect((await sql.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1);
    // The refused reset changed nothing: the password chosen at creation still stands.
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM audit_events WHERE action = \'user.reset_password\'');
    expect(rows[0].n).toBe(0);
  });

  it('resets a password from the command line: the new one signs in, the old one and its sessions end', async () => {
    const server = await startApiProcess(env);
    try {
      const baseUrl = `http://127.0.0.1:${server.port}`;
      const before = new ApiClient(baseUrl);
      const signIn = await before.signIn({ username: 'chief.admin', password: 'cedar window harbour' });
      expect(signIn.json()).toMatchObject({ username: 'chief.admin', displayName: 'Dr. Kavita Rao', role: 'admin', mustChangePassword: false });
      expect((await before.get(API_PATHS.users)).status).toBe(200);

      const reset = await runCli(['reset-password', '--username', 'chief.admin'], 'monsoon over the ghats\r\n', env);
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toMatch(/chief\.admin: password changed; its sessions have ended/);
      expect((await before.get(API_PATHS.users)).status).toBe(401);
      const old = await new ApiClient(baseUrl).send('POST', API_PATHS.login, { username: 'chief.admin', password: 'cedar window harbour' });
      expect(old.status).toBe(401);
      const fresh = await new ApiClient(baseUrl).signIn({ username: 'chief.admin', password: 'monsoon over the ghats' });
      expect((fresh.json() as User).mustChangePassword).toBe(false);
      const audit = await sql.query("SELECT username FROM audit_events WHERE action = 'user.reset_password'");
      expect(audit.rows).toEqual([{ username: 'cli' }]);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});

describe('on PGlite (DATA_DIR)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hospital-users-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses clearly while a server holds the directory, and works once it is stopped', { timeout: 240_000 }, async () => {
    const dataDir = emptyPgliteDir(join(dir, 'pglite'));
    // A live process holds the lock, as a running server does (this test's own process stands in for it).
    writeFileSync(join(dir, 'pglite.lock'), String(process.pid));
    const refused = await runCli(['create', '--username', 'night.desk', '--role', 'reception'], 'lantern by the gate\n', { DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to change accounts: the database in .* is in use by process \d+/);
    expect(refused.stderr).toMatch(/Stop the server/);

    rmSync(join(dir, 'pglite.lock'));
    const created = await runCli(['create', '--username', 'night.desk', '--role', 'reception', '--display-name', 'Night Desk'], 'lantern by the gate\n', { DATA_DIR: dataDir });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created reception account night\.desk/);
    const reset = await runCli(['reset-password', '--username', 'night.desk'], 'a second lantern here\n', { DATA_DIR: dataDir });
    expect(reset.status, reset.stderr).toBe(0);
  });
});
