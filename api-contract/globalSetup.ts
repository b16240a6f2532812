// Once per Vitest project: what starting the server under test needs and is too slow to do per server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './provided.ts';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The project's env reaches its test workers, not this setup: read it from the project's config.
  const env = project.config.env ?? {};
  const kind = env.API_UNDER_TEST;
  if (kind === 'pglite') {
    // initdb takes seconds on PGlite; a migrated empty directory is copied in a fraction of that.
    const { migrate, openDatabase } = await import('../apps/api/src/db/client.ts');
    const dir = mkdtempSync(join(tmpdir(), 'hospital-pglite-template-'));
    const dataDir = join(dir, 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(database);
    await database.close();
    project.provide('pgliteTemplate', dataDir);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  if (kind === 'postgres' || env.NEEDS_POSTGRES === '1') {
    const { startPostgres } = await import('../scripts/postgres.mjs');
    const postgres = await startPostgres({ fast: true });
    project.provide('postgresUrl', postgres.url);
    return () => postgres.stop();
  }
  return undefined;
}
