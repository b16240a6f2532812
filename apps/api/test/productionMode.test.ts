// NODE_ENV=production: a hospital's own database gets the departments the site describes and nothing of the demo
// (no fictional patients, doctors, news or accounts), and a server refuses to start while an account still has one
// of the demo's passwords.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database as SeedData, Department } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, repoRoot, startApiProcess } from '../../../api-contract/harness.ts';
import { emptyPgliteDir } from './throwawayDatabases.ts';

type Started = Awaited<ReturnType<typeof startApiProcess>>;

function stop(server: Started, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill(signal);
  });
}

/** Starts apps/api's entry point and answers its output when it exits instead of listening. */
function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return startApiProcess(env).then(
    async (server) => {
      await stop(server, 'SIGKILL');
      throw new Error('the server started but should have refused');
    },
    (error: { code?: number | null; output?: string }) => ({ code: error.code ?? null, output: error.output ?? '' }),
  );
}

const seed = JSON.parse(readFileSync(join(repoRoot, 'db.json'), 'utf8')) as SeedData;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hospital-production-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('NODE_ENV=production on an empty database', () => {
  it('starts with the departments only, no demo records or accounts, and warns that there is no admin', { timeout: 240_000 }, async () => {
    const server = await startApiProcess({ NODE_ENV: 'production', DATA_DIR: emptyPgliteDir(join(dir, 'empty')) });
    try {
      const client = new ApiClient(`http://127.0.0.1:${server.port}`);
      const departments = (await client.get('/api/departments')).json() as Department[];
      expect(departments.map(({ id, name, description }) => ({ id, name, description }))).toEqual(
        seed.departments.map(({ id, name, description }) => ({ id, name, description: description ?? null })),
      );
      // The demo doctors' names are not a hospital's heads of department.
      expect(departments.map((department) => department.headDoctor ?? null)).toEqual(departments.map(() => null));
      for (const path of ['/api/doctors', '/api/news-events', '/api/gallery', '/api/projects', '/api/testimonials']) {
        expect((await client.get(path)).json(), path).toEqual([]);
      }
      // The home page shows none of the demo's doctors or patients' words: no doctors yet, and no testimonials strip.
      const home = (await client.get('/', { accept: 'text/html' })).text;
      expect(home).toContain('Our doctors will be introduced here soon');
      expect(home).not.toContain(seed.doctors[0]!.name);
      expect(home).not.toContain('What Our Patients Say');
      expect(home).not.toContain(seed.testimonials[0]!.quote);
      expect((await client.send('POST', '/api/auth/login', DEMO_ADMIN)).status).toBe(401);
      expect(server.output()).toMatch(/No admin account yet.*npm run users:create -- --username NAME --role admin/);
    } finally {
      await stop(server);
    }
  });
});

describe('NODE_ENV=production on the demo database', () => {
  it('refuses to start, naming the accounts with demo passwords and the commands that fix them', { timeout: 240_000 }, async () => {
    const dataDir = emptyPgliteDir(join(dir, 'demo'));
    // The demo seeds the directory (npm start), then the same directory is started as production.
    await stop(await startApiProcess({ DATA_DIR: dataDir }));
    const refused = await refusedStart({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refusing to start in production/);
    expect(refused.output).toMatch(/the accounts? (\w+, )*admin(, \w+)* still ha(s|ve) a demo password/);
    expect(refused.output).toContain('npm run users:reset-password -- --username admin');
    expect(refused.output).toContain('npm run users:create -- --username NAME --role admin');
    expect(refused.output).not.toMatch(/listening on/);
  });
});
