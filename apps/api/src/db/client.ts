// Opens the database: PGlite in a local directory (the default, nothing to install) or a PostgreSQL server
// (DATABASE_URL), with one set of migrations and one query module for both.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { repoRoot, type DatabaseTarget } from '../config.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /** The connection underneath, for what must reach the database beside drizzle (the message queue). */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Runs `work` while no other instance migrates or seeds (a PostgreSQL advisory lock; PGlite has one process). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The extensions every PGlite of this application loads: the appointments search's trigram index (migration 0005)
 * needs pg_trgm's code whenever a row is written or searched, so a directory is never opened without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = resolve(repoRoot, 'apps/api/migrations');

export class DataDirectoryInUseError extends Error {}

/**
 * PGlite has no lock of its own, and two processes on one data directory corrupt it: the first process to start
 * holds `<dir>.lock` (its pid) until it closes; a lock whose process is gone is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  mkdirSync(dirname(dataDir), { recursive: true });
  const lockFile = join(dirname(dataDir), `${basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && processIsAlive(holder)) {
        throw new DataDirectoryInUseError(
          `Refusing to start: the database in ${dataDir} is in use by process ${holder} (lock file ${lockFile}). ` +
            'PGlite serves one process; stop the other server first, or use DATABASE_URL for several instances.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Refusing to start: could not take the lock ${lockFile}.`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    const unlock = lockDataDirectory(target.dataDir);
    try {
      mkdirSync(target.dataDir, { recursive: true });
      const client = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS });
      const db = drizzlePglite({ client, schema }) as unknown as Db;
      return {
        db,
        kind: 'pglite',
        connection: { kind: 'pglite', client },
        exclusively: (work) => work(),
        close: async () => {
          await client.close();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // A load balancer's health check must hear 503 soon, not wait on a server that is gone.
    connectionTimeoutMillis: 3000,
  });
  // An idle client's network error must not end the process; the next query reports it instead.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url: target.url },
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(4242)');
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(4242)').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs `work` in one transaction, its handle typed as the database (drizzle types the two apart, alike in use). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** Applies the committed SQL migrations that have not run yet. */
export async function migrate(database: Database): Promise<void> {
  await database.exclusively(async () => {
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    else await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
