// `npm run bench:lighthouse`: Lighthouse (mobile) on the built home page served by apps/api, printing
// the performance, accessibility, best-practices and SEO scores against the aims. A benchmark, not a
// test: it prints figures and exits 0 unless Lighthouse itself fails. Build first (`npm run build`).
// Environment: BENCH_PORT (default 5491), BENCH_URL (a path to audit instead of "/"), BENCH_REPORT (a file to keep
// Lighthouse's full JSON report in, for reading which scripts and requests cost the time).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 5491);
const path = process.env.BENCH_URL ?? '/';
const AIMS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

if (!existsSync(join(root, 'apps/site/dist/index.html'))) {
  console.error('apps/site/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'hospital-lighthouse-'));
const dataDir = join(dir, 'pglite');
const report = join(dir, 'report.json');

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

// The production server, as patients get the site: apps/api on a fresh PGlite directory.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});

let exitCode = 0;
try {
  const base = `http://localhost:${port}`;
  // A new PGlite directory runs initdb first.
  await waitForServer(`${base}/api/doctors`, 120_000);
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
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const result = JSON.parse(readFileSync(report, 'utf8'));
  if (process.env.BENCH_REPORT) copyFileSync(report, process.env.BENCH_REPORT);
  console.log(`Lighthouse ${result.lighthouseVersion}, mobile, ${base}${path}`);
  for (const [id, aim] of Object.entries(AIMS)) {
    const score = Math.round((result.categories[id]?.score ?? 0) * 100);
    console.log(`${id.padEnd(15)} ${String(score).padStart(3)}   (aim ${aim})${score < aim ? '  below aim' : ''}`);
  }
  // What cost points, so a low score says where to look.
  const failing = Object.values(result.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
  );
  if (failing.length > 0) console.log(`\naudits below 0.9: ${failing.map((audit) => audit.id).join(', ')}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    const audit = result.audits[id];
    if (audit) console.log(`${id.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
