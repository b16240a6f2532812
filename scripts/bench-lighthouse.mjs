// `npm run bench:lighthouse`: Lighthouse 12 (mobile) on every public route of the built site served by apps/api,
// printing one table: performance, LCP, TBT, CLS, accessibility, best practices and SEO, each against the aims
// below, with the load average before and after (two shared cores move Lighthouse's scaled CPU times). A benchmark,
// not a test: it prints figures and exits 0 unless Lighthouse itself fails. Build first (`npm run build`).
// Environment: BENCH_PORT (default 5491); SITE_DIR (a copy of the build to serve, so a rebuild beside the run
// cannot change it: its dist folder, with dist-server copied beside it, so the server draws the pages as it does in
// production, docs/adr/0015; default apps/site/dist); BENCH_ROUTES (comma-separated paths instead of the list below);
// BENCH_REPORT (a directory to keep each route's full JSON report in, for reading what cost the time).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 5491);

/** One page of each public route; the Hindi pages where the build has them. (Lighthouse refuses a 404 page.) */
const ROUTES = [
  '/',
  '/doctors',
  '/doctors/1',
  '/departments/cardiology',
  '/departments/urology',
  '/facilities/icu',
  '/gallery',
  '/news-events',
  '/projects',
  '/privacy',
  '/appointments/manage',
  '/hi',
  '/hi/doctors',
];

/** The aims for every route, as the README's benchmark table gives them. */
const AIMS = { performance: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02, accessibility: 100, bestPractices: 100, seo: 100 };

const siteDir = process.env.SITE_DIR ?? join(root, 'apps/site/dist');
if (!existsSync(join(siteDir, 'prerendered.json'))) {
  console.error(`${siteDir} has no pre-rendered site: run \`npm run build\` first.`);
  process.exit(1);
}
const plan = JSON.parse(readFileSync(join(siteDir, 'prerendered.json'), 'utf8'));
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((path) => path.trim()).filter(Boolean)
  : ROUTES.filter((path) => path in plan.pages);

const dir = mkdtempSync(join(tmpdir(), 'hospital-lighthouse-'));
const dataDir = join(dir, 'pglite');
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitForServer(url, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`the server did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function warmPage(url, timeoutMs = 5_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    // A build served without its render bundle sends files through the compress middleware: gzip only.
    if (response.headers.get('content-encoding') !== 'gzip') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const score = (result, id) => Math.round((result.categories[id]?.score ?? 0) * 100);
const mark = (text, failed) => `${text}${failed ? ' *' : ''}`;

/** One table row: each figure, starred where it misses its aim. */
function row(path, result) {
  const audit = (id) => result.audits[id]?.numericValue ?? Number.NaN;
  const figures = {
    performance: score(result, 'performance'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
  };
  const below = (key, value) => (['lcpMs', 'tbtMs', 'cls'].includes(key) ? value > AIMS[key] : value < AIMS[key]);
  return [
    path,
    mark(String(figures.performance), below('performance', figures.performance)),
    mark(`${(figures.lcpMs / 1000).toFixed(1)} s`, below('lcpMs', figures.lcpMs)),
    mark(`${Math.round(figures.tbtMs)} ms`, below('tbtMs', figures.tbtMs)),
    mark(figures.cls.toFixed(3), below('cls', figures.cls)),
    mark(String(figures.accessibility), below('accessibility', figures.accessibility)),
    mark(String(figures.bestPractices), below('bestPractices', figures.bestPractices)),
    mark(String(figures.seo), below('seo', figures.seo)),
  ];
}

/** Audits below 0.9 that cost points, so a low score says where to look. */
function failingAudits(result) {
  return Object.values(result.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
}

// The production server, as patients get the site: apps/api on a fresh PGlite directory.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_DIR: siteDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

let exitCode = 0;
try {
  const base = `http://localhost:${port}`;
  // A new PGlite directory runs initdb first.
  await waitForServer(`${base}/api/doctors`, 120_000);
  if (process.env.BENCH_REPORT) mkdirSync(process.env.BENCH_REPORT, { recursive: true });
  // Each route asked for first, until it comes as brotli: every visitor but the first after a change gets a page
  // the server has already drawn and compressed (apps/api/src/http/livePages.ts).
  for (const path of routes) await warmPage(`${base}${path}`);
  const loadBefore = load();
  const rows = [];
  const notes = [];
  for (const path of routes) {
    const report = join(dir, 'report.json');
    const code = await run(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        `${base}${path}`,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: 'inherit' },
    );
    if (code !== 0) {
      // One route that Lighthouse cannot load does not lose the others' figures.
      rows.push([path, `Lighthouse failed (exit ${code})`, '', '', '', '', '', '']);
      exitCode = 1;
      continue;
    }
    const result = JSON.parse(readFileSync(report, 'utf8'));
    if (process.env.BENCH_REPORT) copyFileSync(report, join(process.env.BENCH_REPORT, `${path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '_').replace(/^_/, '')}.json`));
    rows.push(row(path, result));
    const failing = failingAudits(result);
    if (failing.length > 0) notes.push(`${path}: ${failing.join(', ')}`);
    console.error(`  ${path} done (load ${load()})`);
  }
  const header = ['route', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'best practices', 'SEO'];
  const aims = ['aim', `>= ${AIMS.performance}`, `<= ${AIMS.lcpMs / 1000} s`, `<= ${AIMS.tbtMs} ms`, `<= ${AIMS.cls}`, '100', '100', '100'];
  console.log(`Lighthouse 12, mobile, ${base}; load average (1, 5, 15 min) ${loadBefore} before, ${load()} after; * misses the aim\n`);
  for (const line of [header, header.map(() => '---'), aims, ...rows]) console.log(`| ${line.join(' | ')} |`);
  if (notes.length > 0) console.log(`\naudits below 0.9:\n${notes.join('\n')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
