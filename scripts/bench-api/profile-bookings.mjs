// Where a booking's time goes: apps/api under the benchmark's booking load alone, with a CPU profile of
// the server, and (on PostgreSQL, --statements=N) the SQL that N bookings made one after another send, from
// PostgreSQL's own log, so the round trips a booking costs can be counted.
//
//   node --import tsx scripts/bench-api/profile-bookings.mjs [--server=postgres|pglite] [--size=100000] [--duration=10]
//     [--profile=DIR] [--statements=3]
//
// --profile=DIR: the server's .cpuprofile is written there (node --cpu-prof) when it stops; summarise it with
// `node scripts/bench-api/profile-summary.mjs FILE`.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBin, startPostgres } from '../postgres.mjs';
import { bookings, warmUp } from './load.mjs';
import { freeSlots, writeBenchSeed } from './seed.mjs';
import { startServer } from './servers.mjs';

const exec = promisify(execFile);
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const server = args.server ?? 'postgres';
const size = Number(args.size ?? 100_000);
const duration = Number(args.duration ?? 10);
const statements = Number(args.statements ?? 0);
if (args.profile) process.env.BENCH_CPU_PROFILE = args.profile;

/** CPU seconds used so far by every process on the machine, by what it is: the server, PostgreSQL, this load, others. */
function cpuByProcess(serverPid) {
  const ticks = 100;
  const totals = { server: 0, postgres: 0, load: 0, other: 0 };
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
      const pid = Number(name);
      const kind = pid === serverPid ? 'server' : pid === process.pid ? 'load' : comm === 'postgres' ? 'postgres' : 'other';
      totals[kind] += seconds;
    } catch {
      // gone meanwhile
    }
  }
  return totals;
}

const work = mkdtempSync(join(tmpdir(), 'hospital-profile-bookings-'));
let postgres;
try {
  const seedFile = join(work, 'seed.json');
  const seed = writeBenchSeed(seedFile, size);
  const slots = freeSlots(seed);
  let env = {};
  if (server === 'postgres') {
    postgres = await startPostgres({ database: 'postgres' });
    await exec(join(findPostgresBin(), 'createdb'), ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', 'bench']);
    env = { DATABASE_URL: postgres.url.replace(/\/[^/]+$/, '/bench') };
  }
  const running = await startServer({ kind: 'api', dir: join(work, 'server'), seedFile, env });
  try {
    await warmUp(running.base);
    if (statements > 0 && postgres) {
      const psql = (sql) => exec(join(findPostgresBin(), 'psql'), [env.DATABASE_URL, '-XAtc', sql]);
      await psql("ALTER DATABASE bench SET log_statement = 'all'");
      await psql("ALTER DATABASE bench SET log_min_duration_statement = -1");
      // New connections read the setting: the server's pool is emptied by restarting it would be simplest, but idle
      // connections are closed by the pool after 10 s; instead, terminate them (the pool opens new ones).
      await psql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'bench' AND pid <> pg_backend_pid()");
      await new Promise((wait) => setTimeout(wait, 500));
      const logFile = join(postgres.dir, 'server.log');
      const before = readFileSync(logFile, 'utf8').length;
      for (let n = 0; n < statements; n++) {
        const response = await fetch(`${running.base}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(slots.next()),
        });
        process.stdout.write(`booking ${n + 1}: ${response.status}\n`);
        if (response.status >= 500) process.stdout.write(`${await response.text()}\n`);
      }
      await new Promise((wait) => setTimeout(wait, 300));
      await psql("ALTER DATABASE bench RESET log_statement");
      const logged = readFileSync(logFile, 'utf8').slice(before);
      // pg-boss's own connections (its polling) are named hospital-messages; ours are not: the log's lines of each.
      process.stdout.write(`\n-- PostgreSQL's log of ${statements} bookings --\n${logged}\n`);
    } else {
      const cpuBefore = cpuByProcess(running.pid);
      const booked = await bookings(running.base, slots, { duration });
      const cpuAfter = cpuByProcess(running.pid);
      process.stdout.write(`${booked.perSecond.toFixed(0)} bookings/s, p50 ${booked.p50} ms, p99 ${booked.p99} ms, answers ${JSON.stringify(booked.statuses)}\n`);
      // CPU per booking, in ms, of each kind of process (others': the rest of the machine, finished processes not counted).
      const perBooking = Object.fromEntries(Object.entries(cpuAfter).map(([kind, seconds]) => [kind, ((1000 * (seconds - cpuBefore[kind])) / Math.max(1, booked.ok)).toFixed(2)]));
      const cores = Object.fromEntries(Object.entries(cpuAfter).map(([kind, seconds]) => [kind, ((seconds - cpuBefore[kind]) / duration).toFixed(2)]));
      process.stdout.write(`CPU ms per booking ${JSON.stringify(perBooking)}; cores busy ${JSON.stringify(cores)}\n`);
    }
  } finally {
    await running.stop();
  }
} finally {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
