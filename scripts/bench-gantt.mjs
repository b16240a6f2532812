// `npm run bench:gantt`: how the project Gantt copes with big projects. A benchmark, not a test: it prints figures
// and the targets, and never fails on a number.
// In headless Chromium it renders 1,000, 5,000 and 20,000 generated tasks (in finish-to-start chains) with our
// GanttChart, SVAR's React Gantt and Frappe Gantt (bench-only dev dependencies), and prints for each: time to first
// render (from the render call, data already in the library's own format, until the paint of the first frame that
// has bars in it: see bench-gantt/main.tsx), DOM elements, and frame times while scrolling through the whole chart
// (p50, p95). Where the first render's time goes: scripts/bench-gantt/profile.mjs.
// Usage: node scripts/bench-gantt.mjs [--sizes 1000,5000,20000] [--libs ours,svar,frappe] [--runs 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { ensureChromium } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000,20000' },
    libs: { type: 'string', default: 'ours,svar,frappe' },
    runs: { type: 'string', default: '3' },
    steps: { type: 'string', default: '200' },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const LIBS = values.libs.split(',');
const RUNS = Number(values.runs);
const SCROLL_STEPS = Number(values.steps);
/** A library that has not drawn its bars by then is reported as timed out, not waited for. */
const RENDER_TIMEOUT_MS = 120_000;
const NAMES = { ours: 'GanttChart', svar: 'SVAR React Gantt', frappe: 'Frappe Gantt' };
const TARGETS = { firstRenderMs: 100, svarRatio: 10, domElements: 800, scrollP95Ms: 33 };

const outDir = mkdtempSync(join(tmpdir(), 'hospital-bench-gantt-'));
console.log('Building the bench page...');
await build({
  root: 'scripts/bench-gantt',
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
const server = await preview({ root: 'scripts/bench-gantt', logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls.local[0];

const browser = await chromium.launch({ executablePath: ensureChromium() });

// Two throwaway loads of the page before measuring anything, so that the first library measured is not also
// charged for the browser's own start-up (a fresh renderer, an empty disk cache, and V8, which only caches a
// script's compiled code from its second load on). Every measured page then starts from the same state.
for (let i = 0; i < 2; i += 1) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.bench !== undefined);
  await page.close();
}

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** One fresh page per measurement, so no run warms the next one's caches beyond what a reload would. */
async function measure(lib, n) {
  const renders = [];
  let dom = 0;
  let frames = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await page.goto(url);
      await page.waitForFunction(() => window.bench !== undefined);
      const ms = await Promise.race([
        page.evaluate(([l, count]) => window.bench.firstRender(l, count), [lib, n]),
        new Promise((resolve) => setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS)),
      ]);
      if (ms === undefined) return { lib, n, timedOut: true };
      renders.push(ms);
      // DOM size and scrolling are measured once, on the last run.
      if (run === RUNS - 1) {
        dom = await page.evaluate(() => window.bench.domCount());
        frames = await page.evaluate((steps) => window.bench.scrollFrames(steps), SCROLL_STEPS);
        dom = Math.max(dom, await page.evaluate(() => window.bench.domCount()));
      }
    } finally {
      await page.close();
    }
  }
  return { lib, n, firstRenderMs: median(renders), dom, p50: quantile(frames, 0.5), p95: quantile(frames, 0.95) };
}

// Every figure here is wall-clock time on a shared machine: printed with the load it was measured under.
const loadBefore = loadavg();
const results = [];
try {
  for (const n of SIZES) {
    for (const lib of LIBS) {
      process.stdout.write(`  ${NAMES[lib]}, ${n} tasks... `);
      const result = await measure(lib, n);
      results.push(result);
      console.log(result.timedOut ? 'timed out' : `${result.firstRenderMs.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}

const fmt = (x, digits = 1) => (x === undefined ? '-' : x.toFixed(digits));
const load = (l) => l.map((x) => x.toFixed(2)).join(', ');
console.log(`\n## Gantt: ${RUNS} runs (median first render), scroll through the whole chart in ${SCROLL_STEPS} jumps, 1280x800\n`);
console.log(`Machine: ${cpus().length} cores; load average (1, 5, 15 min) ${load(loadBefore)} at the start, ${load(loadavg())} at the end.\n`);
console.log('| tasks | library | first render (ms) | DOM elements | scroll p50 (ms) | scroll p95 (ms) | first render vs ours |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
for (const r of results) {
  const ours = results.find((o) => o.lib === 'ours' && o.n === r.n);
  const ratio = r.timedOut ? `> ${fmt(RENDER_TIMEOUT_MS / ours.firstRenderMs, 0)}x` : r.lib === 'ours' ? '1x' : `${fmt(r.firstRenderMs / ours.firstRenderMs)}x`;
  if (r.timedOut) console.log(`| ${r.n} | ${NAMES[r.lib]} | > ${RENDER_TIMEOUT_MS} (timed out) | - | - | - | ${ratio} |`);
  else console.log(`| ${r.n} | ${NAMES[r.lib]} | ${fmt(r.firstRenderMs)} | ${r.dom} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${ratio} |`);
}

const ours = results.filter((r) => r.lib === 'ours' && !r.timedOut);
const biggest = ours.at(-1);
const svarBiggest = results.find((r) => r.lib === 'svar' && r.n === biggest?.n);
console.log('\n## Targets');
if (biggest) {
  const check = (ok) => (ok ? 'met' : 'NOT met');
  console.log(`- first render of ${biggest.n} tasks within ${TARGETS.firstRenderMs} ms: ${fmt(biggest.firstRenderMs)} ms, ${check(biggest.firstRenderMs <= TARGETS.firstRenderMs)}`);
  if (svarBiggest) {
    const ratio = svarBiggest.timedOut ? Infinity : svarBiggest.firstRenderMs / biggest.firstRenderMs;
    console.log(`- at least ${TARGETS.svarRatio}x faster than SVAR: ${fmt(ratio)}x, ${check(ratio >= TARGETS.svarRatio)}`);
  }
  const doms = ours.map((r) => r.dom);
  console.log(`- DOM elements flat in N and under ${TARGETS.domElements}: ${doms.join(', ')}, ${check(Math.max(...doms) < TARGETS.domElements)}`);
  const p95 = Math.max(...ours.map((r) => r.p95));
  console.log(`- scroll p95 within ${TARGETS.scrollP95Ms} ms: worst ${fmt(p95)} ms, ${check(p95 <= TARGETS.scrollP95Ms)}`);
}
