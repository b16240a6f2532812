// `npm test`: every check the project has, in one command that works on a fresh machine.
// Finds (or installs) Chromium first, then runs typecheck and lint, builds the site (apps/api's tests of the pages it
// draws from its database use the build), runs the unit, API and story tests and the end-to-end tests against the
// built site (served by apps/api), and closes with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensurePostgresBin } from './postgres.mjs';

const chrome = ensureChromium();
process.env.CHROME_PATH = chrome;
console.log(`Chromium: ${chrome}`);
// The contract suite and apps/api's tests start a throwaway PostgreSQL cluster (loopback, not as root) and stop it.
console.log(`PostgreSQL: ${ensurePostgresBin()}`);

const reports = mkdtempSync(join(tmpdir(), 'hospital-tests-'));
const results = [];
let passed = 0;
let failed = 0;
// The names of the tests that failed, repeated in the summary: CI keeps only the end of the output.
const failures = [];

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/**
 * Runs `steps` ({ name, command, args }) two at a time, each one's output kept and printed whole when it ends: the
 * type checks and lint are single-threaded, so on two cores two of them (or one beside a build) take the time of one.
 * Answers each step's success by name.
 */
async function runTogether(steps, limit = Math.max(2, availableParallelism())) {
  const outcome = {};
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const started = Date.now();
      const child = spawn(step.command, step.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((done) => {
        child.on('error', () => done(1));
        child.on('close', (code) => done(code));
      });
      console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      outcome[step.name] = status === 0;
      results.push({ name: step.name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return outcome;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

const bin = (name) => join('node_modules', '.bin', name);

const BUILD = 'build the site';
// The static Storybook designers review and Chromatic publishes: built here, since the story tests run without the
// docgen plugin that a storybook build uses (an import circle once broke it unseen).
const checks = await runTogether([
  { name: BUILD, command: 'npm', args: ['run', 'build'] },
  { name: 'typecheck', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { name: 'typecheck (apps/api)', command: bin('tsc'), args: ['--noEmit', '-p', 'apps/api/tsconfig.json'] },
  { name: 'typecheck (contract: no DOM)', command: bin('tsc'), args: ['--noEmit', '-p', 'packages/contract/tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'build the static Storybook', command: 'npm', args: ['run', 'build-storybook'] },
]);
for (const ok of Object.values(checks)) if (!ok) failed++;
const buildOk = checks[BUILD];

// Size budgets of the built routes (.size-limit.js reads the Vite manifest).
if (buildOk && existsSync('.size-limit.js') && !run('size budgets', bin('size-limit'), [])) failed++;

const vitestReport = join(reports, 'vitest.json');
// `--update=none`: a story without a committed picture fails here as it does in CI, instead of writing one that
// nobody looked at (new pictures come from `npm run test:screenshots:update`; docs/adr/0006).
const vitestArgs = (report) => ['run', '--update=none', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
const VITEST_STEP = 'unit, API and story tests';
const vitestOk = run(VITEST_STEP, bin('vitest'), vitestArgs(vitestReport));
// The story files the storybook project runs (.storybook/main.ts: every `*.stories.ts(x)` under a package's src).
function storyFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '__screenshots__') walk(path);
      else if (/\.stories\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const pkg of readdirSync('packages')) if (existsSync(join('packages', pkg, 'src'))) walk(join('packages', pkg, 'src'));
  return files;
}

let vitest = readJson(vitestReport);
let vitestPassed = vitestOk;
// When the headless browser's connection closes mid-run ("Browser connection was closed while running tests"), Vitest
// reports an unhandled error, no failed test, and the story files it had not run as passed with no test in them:
// they neither passed nor failed. Those files, and only those, are run once more; a test that fails in either run
// fails.
if (!vitestOk && vitest && vitest.numFailedTests === 0 && vitest.numFailedTestSuites === 0) {
  const ran = (file) => (file.assertionResults ?? []).length > 0;
  const reported = new Set((vitest.testResults ?? []).filter(ran).map((file) => relative(process.cwd(), file.name)));
  const unreported = storyFiles().filter((file) => !reported.has(file));
  if (unreported.length > 0) {
    console.log(`\nVitest stopped without reporting ${unreported.length} story files: running them again.`);
    const retryReport = join(reports, 'vitest-again.json');
    vitestPassed = run('story files not reported', bin('vitest'), [...vitestArgs(retryReport), '--project', 'storybook', ...unreported]);
    // The first run's only fault was the files it left unrun; once they pass, that step passes too.
    if (vitestPassed) results.find((result) => result.name === VITEST_STEP).ok = true;
    const again = readJson(retryReport);
    if (again) {
      vitest = { ...again, numPassedTests: vitest.numPassedTests + again.numPassedTests, testResults: [...vitest.testResults.filter(ran), ...again.testResults] };
    }
  }
}
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  for (const file of vitest.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${where} › ${test.fullName}`);
    }
    // A file that fails before its tests run (an import error, a hook that throws) has no failed test to name.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${where}: ${String(file.message ?? 'failed').split('\n')[0]}`);
    }
  }
}
if (!vitestPassed && !(vitest?.numFailedTests > 0)) failed++;

if (buildOk) {
  const playwrightReport = join(reports, 'playwright.json');
  const e2eOk = run('end-to-end tests', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const e2e = readJson(playwrightReport);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failures.push(`${spec.file}:${spec.line} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of e2e.suites ?? []) walk(suite);
  }
  if (!e2eOk && !(e2e?.stats.unexpected > 0)) failed++;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
