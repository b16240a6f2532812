// The database tests that must hold on both engines (query plans, tallies, slot capacity) run their checks twice:
// on a PGlite in a folder of its own and on a fresh database of the test cluster, each thrown away afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { freshPostgresDatabase } from '../../../api-contract/harness.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export interface ThrowawayDatabase {
  database: Database;
  /** Closes the database and removes it. */
  close: () => Promise<void>;
}

/** Declares `checks` once on PGlite and once on PostgreSQL, each opening its own empty database. */
export function onBothEngines(label: string, checks: (open: () => Promise<ThrowawayDatabase>) => void): void {
  describe('on PGlite', () => {
    checks(async () => {
      const dir = mkdtempSync(join(tmpdir(), `hospital-${label}-`));
      const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
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
