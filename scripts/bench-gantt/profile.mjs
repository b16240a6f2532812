// `node scripts/bench-gantt/profile.mjs [--lib ours|svar] [--n 20000] [--runs 3] [--out /tmp/gantt-trace]`: where
// the time of the bench's first render goes. Builds the bench page (with source maps), loads it as the bench does
// (two throwaway loads first), and records a Chromium trace with V8's sampling profiler of `bench.firstRender`.
// Prints each run's figure and its main thread's CPU (thread) time from the 'gantt:start' mark to 'gantt:end'
// (bars painted), which on two shared cores moves far less with the load than the wall-clock figure; then, for
// the median run, the main thread's tasks in order, its time by kind (script, style, layout, paint) before and
// after the bars are in the DOM ('gantt:bars'), and the script's self and inclusive time by package and by
// function, mapped through the source maps. `--root` profiles another copy of the bench page. A tool for finding
// the cost, not a benchmark: tracing itself slows the page a little.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { SourceMapConsumer } from 'source-map-js';
import { build, preview } from 'vite';
import { ensureChromium } from '../chromium.mjs';

const { values } = parseArgs({
  options: {
    lib: { type: 'string', default: 'ours' },
    n: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
    out: { type: 'string' },
    root: { type: 'string', default: 'scripts/bench-gantt' },
  },
});
const LIB = values.lib;
const N = Number(values.n);
const RUNS = Number(values.runs);
const TOP = Number(values.top);

const outDir = mkdtempSync(join(tmpdir(), 'hospital-profile-gantt-'));
await build({
  root: values.root,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, sourcemap: true },
});
const maps = new Map();
for (const file of readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'))) {
  maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, 'assets', `${file}.map`), 'utf8'))));
}
const server = await preview({ root: values.root, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: ensureChromium() });

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'blink.user_timing',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

try {
  for (let i = 0; i < 2; i += 1) {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.bench !== undefined);
    await page.close();
  }
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url);
    await page.waitForFunction(() => window.bench !== undefined);
    const path = join(outDir, `trace-${run}.json`);
    await browser.startTracing(page, { path, categories: CATEGORIES });
    const ms = await page.evaluate(([l, n]) => window.bench.firstRender(l, n), [LIB, N]);
    await browser.stopTracing();
    await page.close();
    if (values.out) writeFileSync(`${values.out}-${run}.json`, readFileSync(path));
    runs.push({ ms, ...analyse(JSON.parse(readFileSync(path, 'utf8'))) });
  }
  runs.sort((a, b) => a.ms - b.ms);
  for (const r of runs) {
    console.log(`run: bench figure ${r.ms.toFixed(1)} ms; start -> bars in DOM ${r.toBars.toFixed(1)} ms; -> painted ${r.toEnd.toFixed(1)} ms; main-thread CPU ${r.cpu.toFixed(1)} ms`);
  }
  const cpus = runs.map((r) => r.cpu).sort((a, b) => a - b);
  console.log(`main-thread CPU time, median of ${runs.length}: ${cpus[Math.floor(cpus.length / 2)].toFixed(1)} ms`);
  const median = runs[Math.floor(runs.length / 2)];
  console.log(`\n# ${LIB}, ${N} tasks: median run (${median.ms.toFixed(1)} ms by the bench)\n`);
  report(median);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}

/** Kinds of main-thread work, by trace event name. */
function kindOf(name) {
  if (/^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks|v8\.run|MajorGC|MinorGC|BlinkGC|GCEvent)/.test(name)) {
    if (/GC/.test(name)) return 'gc';
    return 'script';
  }
  if (/GC/.test(name)) return 'gc';
  if (/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)/.test(name)) return 'style';
  if (/^(Layout|UpdateLayout|IntersectionObserverController|ResizeObserver)/.test(name)) return 'layout';
  if (/^(Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|RasterTask|PaintImage|Decode)/.test(name)) return 'paint';
  return 'other';
}

function analyse(trace) {
  const events = trace.traceEvents ?? trace;
  const marks = {};
  for (const e of events) if (e.name?.startsWith('gantt:') && e.cat?.includes('user_timing')) marks[e.name] ??= e;
  const start = marks['gantt:start'];
  if (!start) throw new Error('no gantt:start mark in the trace');
  const pid = start.pid;
  const mainTid = events.find((e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const t0 = start.ts;
  const tBars = marks['gantt:bars'].ts;
  const tEnd = marks['gantt:end'].ts;

  // Main-thread self time by event name, clipped to [t0, tEnd] and split at tBars.
  const slices = events
    .filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const selfByName = new Map();
  const add = (name, from, to) => {
    const a = Math.max(from, t0);
    const b = Math.min(to, tEnd);
    if (b <= a) return;
    const entry = selfByName.get(name) ?? { before: 0, after: 0 };
    entry.before += Math.max(0, Math.min(b, tBars) - a);
    entry.after += Math.max(0, b - Math.max(a, tBars));
    selfByName.set(name, entry);
  };
  // Sweep with a stack: a slice's self time is its span minus its children's.
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const top = stack.pop();
      add(top.name, top.cursor, top.end);
      if (stack.length) stack.at(-1).cursor = top.end;
    }
  };
  for (const e of slices) {
    close(e.ts);
    if (stack.length) {
      const parent = stack.at(-1);
      add(parent.name, parent.cursor, e.ts);
      parent.cursor = e.ts;
    }
    stack.push({ name: e.name, end: e.ts + e.dur, cursor: e.ts });
  }
  close(Infinity);

  // JS samples from the trace's profile chunks.
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name === 'ProfileChunk') {
      const p = profiles.get(e.id) ?? { time: 0 };
      profiles.set(e.id, p);
      const data = e.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i += 1) {
        p.time += deltas[i];
        samples.push({ node: `${e.id}:${ids[i]}`, ts: p.time });
      }
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  const parents = new Map();
  for (const [key, node] of nodes) {
    const chunk = key.split(':')[0];
    if (node.parent !== undefined) parents.set(key, `${chunk}:${node.parent}`);
    for (const child of node.children ?? []) parents.set(`${chunk}:${child}`, key);
  }
  const inclusive = new Map();
  const byFunction = new Map();
  const byPackage = new Map();
  for (let i = 0; i < samples.length - 1; i += 1) {
    const s = samples[i];
    if (s.ts < t0 || s.ts >= tEnd) continue;
    const dt = Math.min(samples[i + 1].ts, tEnd) - s.ts;
    const frame = nodes.get(s.node)?.callFrame;
    if (!frame) continue;
    const where = locate(frame);
    const fn = `${where.name} (${where.source})`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    byPackage.set(where.pkg, (byPackage.get(where.pkg) ?? 0) + dt);
    const seen = new Set();
    for (let key = s.node; key !== undefined; key = parents.get(key)) {
      const f = nodes.get(key)?.callFrame;
      if (!f) continue;
      const w = locate(f);
      const label = `${w.name} (${w.source})`;
      if (seen.has(label)) continue;
      seen.add(label);
      inclusive.set(label, (inclusive.get(label) ?? 0) + dt);
    }
  }
  // The main thread's tasks in the window, in order: what ran when, and what each spent its time on.
  const tasks = [];
  for (const e of slices) {
    if (!/^(ThreadControllerImpl::RunTask|RunTask)$/.test(e.name) || e.ts + e.dur < t0 || e.ts > tEnd) continue;
    if (tasks.length && e.ts < tasks.at(-1).end) continue;
    const inside = slices.filter((x) => x !== e && x.ts >= e.ts && x.ts + x.dur <= e.ts + e.dur && x.dur >= 300 && !/RunTask/.test(x.name));
    const names = new Map();
    for (const x of inside) {
      const label = x.name === 'FunctionCall' || x.name === 'v8.callFunction' ? `${x.name}(${x.args?.data?.functionName || ''})` : x.name;
      names.set(label, (names.get(label) ?? 0) + x.dur);
    }
    const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', ');
    tasks.push({ at: (e.ts - t0) / 1000, dur: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000, end: e.ts + e.dur, top });
  }
  for (const t of tasks) {
    const from = t0 + t.at * 1000;
    const fns = new Map();
    for (let i = 0; i < samples.length - 1; i += 1) {
      const smp = samples[i];
      if (smp.ts < from || smp.ts >= t.end) continue;
      const frame = nodes.get(smp.node)?.callFrame;
      if (!frame) continue;
      const w = locate(frame);
      const label = `${w.name} ${w.pkg.split('/').pop()}`;
      fns.set(label, (fns.get(label) ?? 0) + samples[i + 1].ts - smp.ts);
    }
    t.js = [...fns].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${(d / 1000).toFixed(1)}`).join(', ');
  }
  // Thread (CPU) time of the main thread's tasks in the window: what the page itself spent, without the time it
  // waited for a core. On two shared cores this moves far less than wall-clock time.
  const cpu = tasks.reduce((sum, t) => sum + t.cpu, 0);
  return { toBars: (tBars - t0) / 1000, toEnd: (tEnd - t0) / 1000, cpu, selfByName, byFunction, byPackage, inclusive, tasks };
}

function locate(frame) {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return { name, source: frame.functionName.startsWith('(') ? '' : 'native', pkg: frame.functionName.startsWith('(') ? frame.functionName : '(native)' };
  const file = frame.url.split('/').pop().split('?')[0];
  const map = maps.get(file);
  if (!map) return { name, source: file, pkg: file };
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!pos.source) return { name, source: file, pkg: '(bundle)' };
  const source = pos.source.replace(/^(\.\.\/)+/, '');
  const pkg = source.includes('node_modules/')
    ? source.split('node_modules/').pop().split('/').slice(0, source.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/')
    : source.replace(/\/[^/]+$/, '');
  return { name: pos.name ?? name, source: `${source}:${pos.line}`, pkg };
}

function report(r) {
  const ms = (us) => (us / 1000).toFixed(1);
  const kinds = new Map();
  for (const [name, t] of r.selfByName) {
    const kind = kindOf(name);
    const k = kinds.get(kind) ?? { before: 0, after: 0 };
    k.before += t.before;
    k.after += t.after;
    kinds.set(kind, k);
  }
  const busy = [...kinds.values()].reduce((s, k) => s + k.before + k.after, 0);
  console.log(`start -> bars in DOM ${r.toBars.toFixed(1)} ms, -> painted ${r.toEnd.toFixed(1)} ms; main thread busy ${ms(busy)} ms\n`);
  console.log('| main-thread task: starts at (ms) | lasts (ms) | CPU (ms) | inside (ms, nested events counted in each) | JS self time (ms) |\n|---:|---:|---:|---|---|');
  for (const t of r.tasks) if (t.dur >= 0.3) console.log(`| ${t.at.toFixed(1)} | ${t.dur.toFixed(1)} | ${t.cpu.toFixed(1)} | ${t.top} | ${t.js} |`);
  console.log('');
  console.log('| main thread, by kind | until bars in DOM (ms) | then until painted (ms) |\n|---|---:|---:|');
  for (const [kind, t] of [...kinds].sort((a, b) => b[1].before + b[1].after - a[1].before - a[1].after)) console.log(`| ${kind} | ${ms(t.before)} | ${ms(t.after)} |`);
  console.log('\n| trace event (self) | until bars (ms) | then (ms) |\n|---|---:|---:|');
  for (const [name, t] of [...r.selfByName].sort((a, b) => b[1].before + b[1].after - a[1].before - a[1].after).slice(0, 15)) {
    if (t.before + t.after >= 100) console.log(`| ${name} | ${ms(t.before)} | ${ms(t.after)} |`);
  }
  console.log('\n| JS self time by package / folder | ms |\n|---|---:|');
  for (const [pkg, t] of [...r.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`| ${pkg} | ${ms(t)} |`);
  console.log('\n| JS self time by function | ms |\n|---|---:|');
  for (const [fn, t] of [...r.byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`| ${fn} | ${ms(t)} |`);
  console.log('\n| JS inclusive time by function (own code and styled-components entry points) | ms |\n|---|---:|');
  for (const [fn, t] of [...r.inclusive].sort((a, b) => b[1] - a[1]).filter(([fn]) => !/node_modules\/(react-dom|scheduler|react)\//.test(fn)).slice(0, TOP)) console.log(`| ${fn} | ${ms(t)} |`);
}
