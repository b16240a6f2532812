// The database tests that must hold on both engines (query plans, tallies, slot capacity) run their checks twice:
// on a PGlite in a folder of its own and on a fresh database of the test cluster, each thrown away afterwards.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject } from 'vitest';
import '../../../api-contract/provided.ts';
import { freshPostgresDatabase } from '../../../api-contract/harness.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export interface ThrowawayDatabase {
  database: Database;
  /** Closes the database and removes it. */
  close: () => Promise<void>;
}

/**
 * `dataDir` made an empty PGlite data directory, as initdb leaves it, by copying the one the run made once
 * (api-contract/globalSetup.ts): what a server or a test opens there is the same as in a directory PGlite makes
 * itself, without initdb's ten seconds. A test of a first start on nothing (production.test.ts's restart) uses a
 * directory PGlite makes.
 */
export function emptyPgliteDir(dataDir: string): string {
  cpSync(inject('pgliteEmpty'), dataDir, { recursive: true });
  return dataDir;
}

/** Declares `checks` once on PGlite and once on PostgreSQL, each opening its own empty database. */
export function onBothEngines(label: string, checks: (open: () => Promise<ThrowawayDatabase>) => void): void {
  describe('on PGlite', () => {
    checks(async () => {
      const dir = mkdtempSync(join(tmpdir(), `hospital-${label}-`));
      const database = await openDatabase({ kind: 'pglite', dataDir: emptyPgliteDir(join(dir, 'pglite')) });
      return {
        database,
        close: async () => {
          await database.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    });
  });

  describe('on PostgreSQL', () => {
    checks(async () => {
      const fresh = await freshPostgresDatabase();
      const database = await openDatabase({ kind: 'postgres', url: fresh.url });
      return {
        database,
        close: async () => {
          await database.close();
          await fresh.drop();
        },
      };
    });
  });
}
