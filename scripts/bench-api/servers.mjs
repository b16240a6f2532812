// Starts the servers the API benchmark compares, each on a free loopback port with its own data, and stops them.
// BENCH_CPU_PROFILE=DIR has each server write a CPU profile there when it stops (node --cpu-prof), for reading
// where a figure's time goes. BENCH_API_ENTRY=FILE runs apps/api from another copy (a copy of the code before a
// change, for paired runs back to back).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ENTRY = {
  mock: 'mock-api/src/main.ts',
  api: process.env.BENCH_API_ENTRY ?? 'apps/api/src/main.ts',
};

const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * @param {{ kind: 'mock' | 'api', dir: string, seedFile: string, env?: Record<string, string> }} options
 *   dir: a fresh directory for the server's data and its log.
 * @returns {Promise<{ base: string, log: string, startSeconds: number, kill(signal: string): Promise<void>, stop(): Promise<void> }>}
 */
export async function startServer({ kind, dir, seedFile, env = {} }) {
  mkdirSync(dir, { recursive: true });
  const log = join(dir, 'server.log');
  // The log goes to a file: the request log of a server under load must not cost the load generator's CPU.
  const out = openSync(log, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []), '--import', 'tsx', ENTRY[kind]], {
    env: {
      ...process.env,
      PORT: '0',
      SEED_FILE: seedFile,
      SITE_DIR: join(dir, 'no-site'),
      DB_FILE: join(dir, 'db.json'),
      DATA_DIR: join(dir, 'pglite'),
      // The load comes from one address with a handful of phones: the bookings are measured, not the day's limits
      // (still counted, one statement each).
      BOOKING_LIMIT_PER_CONTACT: '1000000',
      BOOKING_LIMIT_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  running.add(child);
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  exited.then(() => running.delete(child));

  const deadline = Date.now() + 300_000;
  let port;
  while (!port) {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    port = /listening on http:\/\/localhost:(\d+)/.exec(text)?.[1];
    if (port) break;
    const gone = await Promise.race([exited, new Promise((wait) => setTimeout(() => wait(undefined), 200))]);
    if (gone || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${kind} server did not start${gone ? ` (exit ${gone.code ?? gone.signal})` : ''}:\n${text.slice(-3000)}`);
    }
  }
  return {
    base: `http://127.0.0.1:${port}`,
    log,
    /** The server's process id (to read its memory from /proc). */
    pid: child.pid,
    startSeconds: (performance.now() - started) / 1000,
    /** Sends `signal` (a crash test's SIGKILL) and resolves when the process is gone. */
    async kill(signal) {
      child.kill(signal);
      await exited;
    },
    async stop() {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function serverExists(kind) {
  return existsSync(ENTRY[kind]);
}
