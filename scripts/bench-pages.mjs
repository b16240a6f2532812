// `npm run bench:pages`: how fast apps/api serves the public pages it draws from its database (docs/adr/0015), with
// 100,000 appointments stored (the appointments are not on any public page, but they are in the database the
// pages are read from). A benchmark, not a test: it never fails on a number.
// - a kept page: the same page asked for again and again, nothing written in between (goal: p99 at most 5 ms);
// - a fresh page: an admin changes a photo's title, then a page is asked for, which reads the public content again
//   and draws the page anew (goal: p99 at most 50 ms).
// Sequential requests on loopback, after a warm-up; each figure is the page's answer time as the client sees it,
// from the request to the last byte of the gzipped page.
//
//   npm run bench:pages -- [--appointments=100000] [--requests=200] [--server=pglite|postgres]
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBenchSeed } from './bench-api/seed.mjs';
import { startServer } from './bench-api/servers.mjs';
import { startPostgres } from './postgres.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const appointments = Number(args.appointments ?? 100_000);
const requests = Number(args.requests ?? 200);
const serverKind = args.server ?? 'pglite';

const PATHS = ['/', '/doctors', '/doctors/1', '/departments/cardiology', '/gallery', '/news-events', '/projects', '/hi', '/hi/doctors', '/hi/gallery'];
const say = (message) => process.stderr.write(`${message}\n`);
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

if (!existsSync('apps/site/dist-server/render.js')) {
  say('building the site first (npm run build)...');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'hospital-bench-pages-'));
let postgres;
let server;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
try {
  const seedFile = join(work, 'seed.json');
  writeBenchSeed(seedFile, appointments);
  const env = { SITE_DIR: join(process.cwd(), 'apps/site/dist') };
  if (serverKind === 'postgres') {
    postgres = await startPostgres();
    env.DATABASE_URL = postgres.url;
  }
  say(`starting apps/api on ${serverKind} with ${appointments.toLocaleString('en-US')} appointments...`);
  server = await startServer({ kind: 'api', dir: join(work, 'server'), seedFile, env });

  // node:http on one kept-alive connection, taking gzip as a browser does and reading the body to its last byte
  // without unpacking it: fetch's own work (and its gunzip) on the same two cores would be most of what is timed.
  const timed = (path) =>
    new Promise((resolveTime, reject) => {
      const started = performance.now();
      http
        .get(`${server.base}${path}`, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          response.on('data', () => undefined);
          response.on('error', reject);
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
            else resolveTime(performance.now() - started);
          });
        })
        .on('error', reject);
    });

  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  if (!login.ok) throw new Error(`the demo admin could not sign in: ${login.status}`);
  const cookie = login.headers.getSetCookie().find((value) => value.startsWith('hospital_session='))?.split(';')[0];
  const renamePhoto = (k) =>
    fetch(`${server.base}/api/gallery/1`, { method: 'PATCH', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ title: `Main hospital building (${k})` }) }).then((r) => {
      if (!r.ok) throw new Error(`renaming a photo answered ${r.status}`);
    });

  // Warm-up: every page drawn once, its code loaded.
  for (const path of PATHS) for (let i = 0; i < 3; i++) await timed(path);

  const kept = [];
  for (let i = 0; i < requests; i++) kept.push(await timed(PATHS[i % PATHS.length]));

  const fresh = [];
  for (let i = 0; i < requests; i++) {
    await renamePhoto(i);
    fresh.push(await timed(PATHS[i % PATHS.length]));
  }

  console.log(`\n## Public pages from the database (apps/api on ${serverKind}, ${appointments.toLocaleString('en-US')} appointments, load ${loadavg()[0].toFixed(1)})`);
  console.log('| page | requests | p50 | p99 | goal |');
  console.log('|---|---:|---:|---:|---|');
  console.log(`| kept (nothing changed) | ${kept.length} | ${ms(percentile(kept, 50))} | ${ms(percentile(kept, 99))} | p99 at most 5 ms |`);
  console.log(`| fresh (after a write) | ${fresh.length} | ${ms(percentile(fresh, 50))} | ${ms(percentile(fresh, 99))} | p99 at most 50 ms |`);
  console.log(`\npages: ${PATHS.join(', ')}`);
} finally {
  agent.destroy();
  await server?.stop();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
