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
    // A migrated empty directory is copied for each server in a fraction of initdb's and the migrations' time.
    const template = await pgliteTemplate({ migrated: true });
    project.provide('pgliteTemplate', template.dataDir);
    return template.remove;
  }
  if (env.NEEDS_POSTGRES === '1') {
    // apps/api's own tests: PostgreSQL, and a directory as initdb leaves it for those that start PGlite afresh.
    const [template, { startPostgres }] = await Promise.all([pgliteTemplate({ migrated: false }), import('../scripts/postgres.mjs')]);
    project.provide('pgliteEmpty', template.dataDir);
    const postgres = await startPostgres({ fast: true });
    project.provide('postgresUrl', postgres.url);
    return async () => {
      await postgres.stop();
      await template.remove();
    };
  }
  if (kind === 'postgres') {
    const { startPostgres } = await import('../scripts/postgres.mjs');
    const postgres = await startPostgres({ fast: true });
    project.provide('postgresUrl', postgres.url);
    return () => postgres.stop();
  }
  return undefined;
}

/** A PGlite data directory made once for the project: initdb's work, and the migrations' too when `migrated`. */
async function pgliteTemplate({ migrated }: { migrated: boolean }): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const { migrate, openDatabase } = await import('../apps/api/src/db/client.ts');
  const dir = mkdtempSync(join(tmpdir(), 'hospital-pglite-template-'));
  const dataDir = join(dir, 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  if (migrated) await migrate(database);
  await database.close();
  return { dataDir, remove: async () => rmSync(dir, { recursive: true, force: true }) };
}
