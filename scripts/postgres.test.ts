import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres } from './postgres.mjs';

async function selectOne(url: string): Promise<number> {
  try {
    // `pg` arrives with apps/api; until then psql answers the same question. A variable name keeps the
    // type checker from requiring the package (or its types) to be installed.
    const driver = 'pg';
    const { default: pg } = (await import(/* @vite-ignore */ driver)) as { default: { Client: new (options: { connectionString: string }) => PgClient } };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('select 1 as one');
      return Number(rows[0]?.one);
    } finally {
      await client.end();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    const bin = findPostgresBin();
    return Number(execFileSync(join(bin ?? '/usr/bin', 'psql'), [url, '-Atc', 'select 1'], { encoding: 'utf8' }).trim());
  }
}

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: Array<{ one: unknown }> }>;
  end(): Promise<void>;
}

describe('startPostgres', () => {
  it('starts a throwaway cluster on a loopback port that answers queries, and stop() removes it', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const postgres = await startPostgres({ fast: true });
    const seconds = (performance.now() - started) / 1000;
    try {
      expect(postgres.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/hospital$/);
      expect(await selectOne(postgres.url)).toBe(1);
      console.log(`PostgreSQL started in ${seconds.toFixed(1)} s`);
    } finally {
      await postgres.stop();
    }
    expect(existsSync(postgres.dir)).toBe(false);
    await postgres.stop();
  });
});
