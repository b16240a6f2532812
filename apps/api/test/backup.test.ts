// `npm run db:backup` and `npm run db:restore` on PGlite's data directory: a backup restores every appointment, a
// restore never half-replaces a database, and each refusal says why.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hospitalToday, type Appointment } from '@hospital/contract';
import { repoRoot } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import { migrate, openDatabase } from '../src/db/client.ts';
import { exportData, readSeedFile, seedIfEmpty } from '../src/db/seed.ts';
import { createLogger } from '../src/log.ts';
import { openDay } from './openDays.ts';
import { emptyPgliteDir } from './throwawayDatabases.ts';

/** A day `days` ahead or the first after it when Dr #1 (the standard week) sees patients all day. */
const futureDate = (days: number) => openDay(days, 1);

/**
 * Runs the command as `npm run db:backup` / `db:restore` do; answers its exit code and what it printed. Given
 * `timeoutMs`, a command still running then is killed, and its code is null.
 */
function cli(verb: 'backup' | 'restore', args: string[], env: Record<string, string>, timeoutMs = 0): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
    const command = ['--import', 'tsx', join(repoRoot, 'apps/api/src/backup.ts'), verb, ...args];
    execFile(process.execPath, command, { cwd: repoRoot, env: childEnv, timeout: timeoutMs }, (error, stdout, stderr) => {
      done({ code: error ? (error.signal ? null : Number(error.code ?? 1)) : 0, output: `${stdout}${stderr}` });
    });
  });
}

/** A backup whose table files (every relation of every database, the catalogs too) are overwritten; its tar and gzip whole. */
function withDamagedTables(backup: Buffer): Buffer {
  const tar = Buffer.from(gunzipSync(backup));
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const field = (start: number, length: number) => tar.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    if (tar.subarray(offset, offset + 512).every((byte) => byte === 0)) break;
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (/^\/?base\/\d+\/\d+$/.test(field(0, 100))) tar.fill(0x5a, offset + 512, offset + 512 + size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return gzipSync(tar);
}

/** Every file's path, size and content hash: equal before and after means nothing in the directory changed. */
function fingerprint(dir: string): string {
  const lines: string[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else lines.push(`${full.slice(dir.length)} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
    }
  };
  walk(dir);
  return lines.join('\n');
}

async function appointmentsIn(dataDir: string): Promise<Appointment[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return (await exportData(database.db)).appointments;
  } finally {
    await database.close();
  }
}

let dir: string;
let source: string;
let backupFile: string;
let before: Appointment[];
let booked: Appointment;
/** The backup of `source`, made once it is closed. */
let backupRun: Awaited<ReturnType<typeof cli>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hospital-backup-'));
  source = join(dir, 'source');
  backupFile = join(dir, 'hospital.tar.gz');
  // A seeded directory with one booking more, made through the API.
  const database = await openDatabase({ kind: 'pglite', dataDir: emptyPgliteDir(source) });
  try {
    await migrate(database);
    await seedIfEmpty(database.db, readSeedFile(join(repoRoot, 'db.json')), hospitalToday());
    const { app } = createApp({ database, log: createLogger('silent') });
    const response = await app.request('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        patientName: 'Kamala Devi Joshi',
        email: 'kamala.joshi@example.in',
        phone: '+91 94120 55667',
        age: 54,
        gender: 'Female',
        department: 'Cardiology',
        doctorId: 1,
        preferredDate: futureDate(40),
        preferredTime: '11:30 AM',
        reasonForVisit: 'Chest tightness on morning walks.',
        consent: true,
      }),
    });
    expect(response.status).toBe(201);
    booked = (await response.json()) as Appointment;

    // While a process holds the directory, no backup: PGlite serves one process.
    const busy = await cli('backup', [backupFile], { DATA_DIR: source });
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/Refusing to back up: the database in .* is in use by process \d+/);
    expect(busy.output).toContain('Stop the server');

    before = (await exportData(database.db)).appointments;
  } finally {
    await database.close();
  }
  backupRun = await cli('backup', [backupFile], { DATA_DIR: source });
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a backup and its restore', () => {
  it('restores every appointment, the new booking too, into another directory', { timeout: 240_000 }, async () => {
    const backup = backupRun;
    expect(backup.output).toMatch(/Backed up .* to .*hospital\.tar\.gz/);
    expect(backup.code).toBe(0);
    expect(readdirSync(dir).filter((name) => name.includes('.partial-'))).toEqual([]);

    const target = join(dir, 'restored');
    const restore = await cli('restore', [backupFile], { DATA_DIR: target });
    expect(restore.output).toContain(`(${before.length} appointments)`);
    expect(restore.code).toBe(0);
    // No directory of the restore's own is left beside it.
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);

    const restored = await appointmentsIn(target);
    expect(restored).toEqual(before);
    expect(restored).toContainEqual(booked);
    expect(before.length).toBeGreaterThan(1);
  });

  it('refuses a non-empty directory without --force, and with it replaces the database whole', { timeout: 240_000 }, async () => {
    const target = join(dir, 'occupied');
    const first = await cli('restore', [backupFile], { DATA_DIR: target });
    expect(first.code).toBe(0);
    const refused = await cli('restore', [backupFile], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refusing to restore: .*occupied is not empty \(it holds a database\)\. Add --force/);

    // Nor under a running server, even with --force.
    const running = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      const busy = await cli('restore', [backupFile, '--force'], { DATA_DIR: target });
      expect(busy.code).toBe(1);
      expect(busy.output).toMatch(/Refusing to restore: the database in .*occupied is in use by process \d+ .*Stop the server/);
    } finally {
      await running.close();
    }

    const forced = await cli('restore', [backupFile, '--force'], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    expect(await appointmentsIn(target)).toEqual(before);
  });
});

describe('a restore that cannot succeed leaves the directory untouched', () => {
  it('refuses a corrupt file, a cut-short backup and a missing file, saying which', { timeout: 240_000 }, async () => {
    const target = join(dir, 'kept');
    expect((await cli('restore', [backupFile], { DATA_DIR: target })).code).toBe(0);
    const untouched = fingerprint(target);

    const garbage = join(dir, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is not a backup\n'.repeat(100));
    const corrupt = await cli('restore', [garbage, '--force'], { DATA_DIR: target });
    expect(corrupt.code).toBe(1);
    expect(corrupt.output).toMatch(/Refusing to restore: .*garbage\.tar\.gz is not a backup made by `npm run db:backup` \(not gzip data/);

    const cut = join(dir, 'cut.tar.gz');
    const whole = readFileSync(backupFile);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const truncated = await cli('restore', [cut, '--force'], { DATA_DIR: target });
    expect(truncated.code).toBe(1);
    expect(truncated.output).toMatch(/Refusing to restore: .*cut\.tar\.gz is not a backup made by `npm run db:backup`/);

    const missing = await cli('restore', [join(dir, 'nowhere.tar.gz'), '--force'], { DATA_DIR: target });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/Refusing to restore: cannot read .*nowhere\.tar\.gz \(there is no such file\)/);

    expect(fingerprint(target)).toBe(untouched);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('refuses a backup whose table files are damaged, and exits', { timeout: 240_000 }, async () => {
    const target = join(dir, 'kept-from-damage');
    expect((await cli('restore', [backupFile], { DATA_DIR: target })).code).toBe(0);
    const untouched = fingerprint(target);

    const damaged = join(dir, 'damaged.tar.gz');
    writeFileSync(damaged, withDamagedTables(readFileSync(backupFile)));
    // A scripted restore must end: the refusal is printed, then the command exits 1 (it waited for ever).
    const refused = await cli('restore', [damaged, '--force'], { DATA_DIR: target }, 90_000);
    expect(refused.output).toMatch(/Refusing to restore: .*damaged\.tar\.gz did not open as this application's database/);
    expect(refused.code).toBe(1);

    expect(fingerprint(target)).toBe(untouched);
    expect(readdirSync(dir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('sends PostgreSQL to pg_dump and pg_restore', async () => {
    for (const verb of ['backup', 'restore'] as const) {
      const answer = await cli(verb, [backupFile], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(answer.code).toBe(1);
      expect(answer.output).toContain('pg_dump');
      expect(answer.output).toContain('pg_restore');
    }
  });
});
