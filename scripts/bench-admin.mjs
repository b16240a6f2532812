// `npm run bench:admin`: the admin area at 100,000 and 1,000,000 appointments, apps/api on PGlite and on
// PostgreSQL. A benchmark, not a test: it prints figures and never fails on a number.
// - the first page of the list for every sort (both ways) and three filters: p50/p99 (goal: p99 at most 100 ms);
// - a search's round trip (a name, an e-mail, a reference, a phone, nothing found): p50/p99 (goal: at most 300 ms);
// - page 1,000 of the list by visit date (an offset of 25,000 rows), for what paging deep costs;
// - the CSV export of 100,000 rows: time, size and how much the server's memory grew (goal: constant memory);
// - in Chromium (Debian's), when the site is built: /admin until its first rows show (goal: within 1 s), a search
//   typed into the table until its rows show (with the table's 300 ms pause for typing), and the tab's JavaScript
//   heap after a collection (goal: flat as the data grows).
// Requests are sequential on one kept-alive loopback connection, timed to the last byte.
//
//   npm run bench:admin -- [--sizes=100000,1000000] [--servers=pglite,postgres] [--requests=200] [--browser=false]
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { addDays } from '@hospital/contract';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { fillTo } from './bench-admin/fill.mjs';
import { startServer } from './bench-api/servers.mjs';
import { findChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const sizes = (args.sizes ?? '100000,1000000').split(',').map(Number).sort((a, b) => a - b);
const servers = (args.servers ?? 'pglite,postgres').split(',');
const requests = Number(args.requests ?? 200);
const siteDir = join(process.cwd(), 'apps/site/dist');
const withBrowser = args.browser !== 'false' && existsSync(join(siteDir, 'index.html')) && findChromium() !== undefined;

const SORT_KEYS = ['id', 'patientName', 'reference', 'email', 'department', 'preferredDate', 'status', 'createdAt'];
const say = (message) => process.stderr.write(`${message}\n`);
const ms = (value) => `${value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

const rows = [];
const row = (server, size, measure, figures, goal) => {
  rows.push({ server, size, measure, figures, goal });
  say(`  ${measure}: ${figures}`);
};

async function signIn(base) {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  if (!response.ok) throw new Error(`the demo admin could not sign in: ${response.status}`);
  return response.headers.getSetCookie().find((value) => value.startsWith('hospital_session='))?.split(';')[0];
}

function client(base, cookie) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  // gzip taken, as a browser does; `plain` for a body the benchmark reads (the export's lines).
  const get = (path, onData = () => undefined, { plain = false } = {}) =>
    new Promise((resolveTime, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { agent, headers: { cookie, 'accept-encoding': plain ? 'identity' : 'gzip' } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => {
            bytes += chunk.length;
            onData(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${path} answered ${response.statusCode}`));
            else resolveTime({ ms: performance.now() - started, bytes });
          });
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

const list = (query) => `/api/appointments?${new URLSearchParams(query)}`;

async function measureApi(kind, size, server, cookie) {
  const api = client(server.base, cookie);
  try {
    const firstPages = [...SORT_KEYS.flatMap((key) => [{ sort: key }, { sort: `-${key}` }]), { status: 'pending' }, { doctorId: '1' }, { department: 'Cardiology' }];
    for (const query of firstPages) await api.get(list({ ...query, page: '1' }));
    const first = [];
    for (let i = 0; i < requests; i++) first.push((await api.get(list({ ...firstPages[i % firstPages.length], page: '1' }))).ms);
    row(kind, size, 'first page, 16 sorts and 3 filters', `p50 ${ms(percentile(first, 50))}, p99 ${ms(percentile(first, 99))}`, 'p99 at most 100 ms');

    // A name many patients share, one patient's e-mail, a reference read aloud in lower case, part of a phone number,
    // and nothing at all; taken from the data, so each finds what it should.
    const sample = (await (await fetch(`${server.base}${list({ sort: '-id', pageSize: '1' })}`, { headers: { cookie } })).json()).items[0];
    const searches = [sample.patientName.split(' ')[1], sample.email.split('@')[0], sample.reference.toLowerCase().replaceAll('-', ' '), sample.phone.slice(-6), 'nobody at all'];
    const searched = [];
    for (let i = 0; i < requests / 2; i++) searched.push((await api.get(list({ q: searches[i % searches.length], page: '1' }))).ms);
    row(kind, size, 'search (name, e-mail, reference, phone, none)', `p50 ${ms(percentile(searched, 50))}, p99 ${ms(percentile(searched, 99))}`, 'at most 300 ms');

    const deep = [];
    for (let i = 0; i < 10; i++) deep.push((await api.get(list({ sort: '-preferredDate', page: '1000' }))).ms);
    row(kind, size, 'page 1,000 by visit date', `p50 ${ms(percentile(deep, 50))}`, '');

    // About 100,000 rows at either size: the visits of the 427 days from the oldest (the filler books 234 a day).
    const oldest = (await (await fetch(`${server.base}${list({ sort: 'preferredDate', pageSize: '1' })}`, { headers: { cookie } })).json()).items[0];
    const exportQuery = { from: oldest.preferredDate, to: addDays(oldest.preferredDate, 426) };
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
    let lines = 0;
    const exported = await api.get(`/api/appointments/export?${new URLSearchParams(exportQuery)}`, (chunk) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }, { plain: true });
    clearInterval(sampler);
    row(kind, size, `CSV export of ${(lines - 1).toLocaleString('en-US')} rows`, `${ms(exported.ms)}, ${mb(exported.bytes)}; server memory ${mb(before)} before, peak +${mb(peak - before)}`, 'constant memory');
  } finally {
    api.close();
  }
}

async function measureBrowser(kind, size, server) {
  const browser = await chromium.launch({ executablePath: findChromium() });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Through the form, as an admin does: the dashboard also keeps the signed-in user's record in the tab.
    await page.goto(`${server.base}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin$/);
    const cdp = await context.newCDPSession(page);
    const firstRow = () => page.getByRole('cell', { name: /^CCH-/ }).first().waitFor({ timeout: 60_000 });
    // Once to warm the server's caches and the browser's, then timed.
    await page.goto(`${server.base}/admin`);
    await firstRow();
    const opened = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await page.goto(`${server.base}/admin`);
      await firstRow();
      opened.push(performance.now() - started);
    }
    row(kind, size, '/admin until its first rows show (Chromium)', `median ${ms(percentile(opened, 50))} of 3`, 'within 1 s');

    const box = page.getByRole('searchbox', { name: 'Search appointments' });
    const typed = [];
    for (const name of ['Kavya Menon', 'Rohan Iyer', 'Diya Nair']) {
      const started = performance.now();
      await box.fill(name);
      // Every row shows the name (some of the made ones in lower case, as patients type them).
      await page.waitForFunction(
        (wanted) => {
          const shown = [...document.querySelectorAll('tbody tr')];
          return shown.length > 0 && shown.every((tr) => tr.textContent.toLowerCase().includes(wanted));
        },
        name.toLowerCase(),
        { timeout: 60_000 },
      );
      typed.push(performance.now() - started);
    }
    row(kind, size, 'a search typed into the table, until its rows show', `median ${ms(percentile(typed, 50))} of 3 (300 ms of it the pause for typing)`, 'at most 300 ms on the server');

    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    row(kind, size, "the tab's JavaScript heap after a collection", mb(usedSize), 'flat as the data grows');
  } finally {
    await browser.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'hospital-bench-admin-'));
let postgres;
try {
  for (const kind of servers) {
    for (const size of sizes) {
      say(`apps/api on ${kind}, ${size.toLocaleString('en-US')} appointments...`);
      const env = { SITE_DIR: siteDir };
      const dataDir = join(work, `${kind}-${size}-data`);
      if (kind === 'postgres') {
        postgres = await startPostgres();
        env.DATABASE_URL = postgres.url;
      } else {
        env.DATA_DIR = dataDir;
      }
      // The first start migrates and seeds db.json; the rest is made in SQL while the server is stopped.
      const seedFile = join(process.cwd(), 'db.json');
      await (await startServer({ kind: 'api', dir: join(work, `${kind}-${size}-seed`), seedFile, env })).stop();
      const database = await openDatabase(kind === 'postgres' ? { kind, url: postgres.url } : { kind, dataDir });
      const started = performance.now();
      await fillTo(database.db, size);
      say(`  filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      await database.close();
      const server = await startServer({ kind: 'api', dir: join(work, `${kind}-${size}`), seedFile, env });
      try {
        const cookie = await signIn(server.base);
        await measureApi(kind, size, server, cookie);
        if (withBrowser) await measureBrowser(kind, size, server);
      } finally {
        await server.stop();
        await postgres?.stop();
        postgres = undefined;
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(`\n## The admin area at scale (load ${loadavg().map((value) => value.toFixed(1)).join(' ')})`);
  console.log('| database | appointments | measure | figures | goal |');
  console.log('|---|---:|---|---|---|');
  for (const { server, size, measure, figures, goal } of rows) console.log(`| ${server} | ${size.toLocaleString('en-US')} | ${measure} | ${figures} | ${goal} |`);
  if (!withBrowser) console.log('\n(no browser figures: build the site first and install Chromium)');
} finally {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
