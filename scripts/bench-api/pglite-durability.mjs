// What PGlite keeps when its process dies mid-burst, and whether it ever asks the disk to keep anything.
// The facts behind docs/adr/0008-pglite-durability.md; run it by hand:
//
//   node --import tsx scripts/bench-api/pglite-durability.mjs [rounds] [--parts=kill,api,fsync]
//
// 1. kill -9 during a burst of bookings: a writer process inserts one appointment per statement (autocommit, as
//    the API books) and reports each one the moment PGlite confirms it, as the API would answer 201; we kill it at
//    a random moment, reopen the directory, and count confirmed bookings that are missing. Repeated `rounds` times
//    on one directory, then its indexes are verified with amcheck.
// 2. The same through apps/api: HTTP bookings from 10 clients, kill -9, restart on the same directory, and every
//    booking answered 201 must be there.
// 3. fsync: the same burst under strace with PGlite's default start parameters (`-F`: fsync off), without -F, and
//    without -F with wal_sync_method=open_datasync, counting what reaches the kernel (fsync-family calls, files
//    opened for synchronous writes), and the insert rate of each.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = resolve(thisFile, '../../..');
const MIGRATION = join(repoRoot, 'apps/api/migrations/0000_init.sql');
const SLOTS = 13;
const DOCTORS = 18;

const DEFAULT_START_PARAMS = PGlite.defaultStartParams ?? [];
const WITHOUT_F = DEFAULT_START_PARAMS.filter((param) => param !== '-F');

// Booking n gets its own doctor, day and slot, so every insert passes the partial unique index.
function bookingParams(n) {
  const day = new Date(Date.UTC(2027, 0, 1) + Math.floor(n / (DOCTORS * SLOTS)) * 86_400_000).toISOString().slice(0, 10);
  const slots = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'];
  return [`Burst patient ${n}`, (n % DOCTORS) + 1, day, slots[Math.floor(n / DOCTORS) % SLOTS]];
}

const INSERT = `INSERT INTO appointments (patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time, reason_for_visit)
  VALUES ($1, 'burst@example.com', '+91 9000000000', 40, 'Other', 'Cardiology', $2, $3, $4, 'Burst') RETURNING id`;

async function open(dir, startParams) {
  const db = await PGlite.create({ dataDir: dir, extensions: { amcheck }, ...(startParams ? { startParams } : {}) });
  const { rows } = await db.query(`SELECT to_regclass('appointments') IS NOT NULL AS ready`);
  if (!rows[0].ready) {
    await db.exec(readFileSync(MIGRATION, 'utf8'));
    await db.exec(`INSERT INTO doctors (name, specialization, qualifications, experience) SELECT 'Dr. ' || g, 'General', 'MBBS', 10 FROM generate_series(1, ${DOCTORS}) g`);
  }
  return db;
}

/** The child: inserts `count` bookings (or until killed), printing each confirmed number on its own line. */
async function writer(dir, count, startParamsJson) {
  const db = await open(dir, startParamsJson ? JSON.parse(startParamsJson) : undefined);
  const { rows } = await db.query('SELECT count(*)::int AS n FROM appointments');
  let n = rows[0].n;
  process.stdout.write('ready\n');
  const started = performance.now();
  for (let i = 0; i < count; i++, n++) {
    await db.query(INSERT, bookingParams(n));
    process.stdout.write(`${n}\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  process.stdout.write(`rate ${(count / seconds).toFixed(0)}\n`);
}

function startWriter(dir, count, startParams, { strace } = {}) {
  const args = [thisFile, 'writer', dir, String(count), startParams ? JSON.stringify(startParams) : ''];
  const child = strace
    ? spawn('strace', ['-f', '-o', strace, '-e', 'trace=openat,fsync,fdatasync,sync_file_range,syncfs,msync', process.execPath, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const state = { lastConfirmed: -1, ready: undefined, rate: undefined, exited: undefined };
  let buffered = '';
  state.ready = new Promise((resolveReady) => {
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        if (line === 'ready') resolveReady();
        else if (line.startsWith('rate ')) state.rate = Number(line.slice(5));
        else state.lastConfirmed = Number(line);
      }
    });
  });
  state.exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  return { child, state };
}

async function killRounds(rounds) {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-kill-'));
  let lost = 0;
  let refusedToOpen = 0;
  // Committed, but killed before the answer: a patient told "error" for a booking that exists.
  let committedUnconfirmed = 0;
  const reopenMs = [];
  const confirmedPerRound = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const { child, state } = startWriter(dir, 1e9);
      await state.ready;
      await new Promise((wait) => setTimeout(wait, 1000 + Math.random() * 1500));
      child.kill('SIGKILL');
      await state.exited;
      const started = performance.now();
      let db;
      try {
        db = await open(dir);
      } catch (error) {
        refusedToOpen++;
        console.log(`round ${round}: the directory did not reopen: ${error.message}`);
        break;
      }
      reopenMs.push(performance.now() - started);
      const { rows } = await db.query('SELECT count(*)::int AS n, bool_or(patient_name = $1) AS last FROM appointments', [`Burst patient ${state.lastConfirmed}`]);
      const missing = Math.max(0, state.lastConfirmed + 1 - rows[0].n);
      lost += missing;
      committedUnconfirmed += Math.max(0, rows[0].n - (state.lastConfirmed + 1));
      confirmedPerRound.push(state.lastConfirmed + 1);
      console.log(`round ${round}: last confirmed booking #${state.lastConfirmed}, ${rows[0].n} rows after reopening, last confirmed ${rows[0].last ? 'present' : 'MISSING'}, ${missing} missing`);
      await db.close();
    }
    const db = await open(dir);
    await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const { rows } = await db.query(`SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
      WHERE i.indrelid = 'appointments'::regclass AND a.amname = 'btree'`);
    for (const { relname } of rows) await db.query(`SELECT bt_index_check($1::regclass, true)`, [relname]);
    const { rows: total } = await db.query('SELECT count(*)::int AS n FROM appointments');
    await db.close();
    reopenMs.sort((a, b) => a - b);
    console.log(
      `\nkill -9 x${rounds}: ${lost} confirmed bookings lost, ${committedUnconfirmed} committed but never confirmed, ${refusedToOpen} failures to reopen, ${total[0].n} rows in the end; ` +
        `indexes verified by amcheck (bt_index_check with heapallindexed): ${rows.map((r) => r.relname).join(', ')}; ` +
        `reopen after a kill ${reopenMs[0]?.toFixed(0)}-${reopenMs.at(-1)?.toFixed(0)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// What reached the kernel: fsync-family calls, and files opened for synchronous writes (O_SYNC / O_DSYNC).
function syncedIo(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const syncCalls = lines.filter((line) => /\b(fsync|fdatasync|sync_file_range|syncfs|msync)\(/.test(line)).length;
  const syncOpens = lines.filter((line) => /openat\(.*O_D?SYNC/.test(line)).map((line) => /"([^"]+)"/.exec(line)?.[1]);
  const walOpens = syncOpens.filter((path) => path?.includes('/pg_wal/')).length;
  return `${syncCalls} fsync-family calls, ${syncOpens.length} files opened O_SYNC/O_DSYNC (${walOpens} of them WAL)`;
}

function hasStrace() {
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const CONFIGS = [
  ['default start parameters (-F: fsync off)', undefined],
  ['without -F (fsync on)', WITHOUT_F],
  ['without -F, wal_sync_method=open_datasync', [...WITHOUT_F, '-c', 'wal_sync_method=open_datasync']],
];

async function fsyncCheck(count, repeats = 3) {
  const traced = hasStrace();
  const rates = new Map(CONFIGS.map(([label]) => [label, []]));
  const io = new Map();
  const dirs = new Map(CONFIGS.map(([label]) => [label, mkdtempSync(join(tmpdir(), 'pglite-fsync-'))]));
  try {
    for (const [label, params] of CONFIGS) {
      // A warm-up run creates the tables, so what is counted is the burst alone.
      await startWriter(dirs.get(label), 1, params).state.exited;
      if (traced) {
        const out = join(dirs.get(label), 'strace.txt');
        await startWriter(dirs.get(label), count, params, { strace: out }).state.exited;
        io.set(label, syncedIo(out));
      }
    }
    // Interleaved, so a change of load on a shared machine falls on every configuration alike.
    for (let round = 0; round < repeats; round++) {
      for (const [label, params] of CONFIGS) {
        const run = startWriter(dirs.get(label), count, params);
        await run.state.exited;
        rates.get(label).push(run.state.rate);
      }
    }
  } finally {
    for (const dir of dirs.values()) rmSync(dir, { recursive: true, force: true });
  }
  for (const [label] of CONFIGS) {
    const sorted = rates.get(label).sort((a, b) => a - b);
    console.log(`${label}: ${sorted.join(' / ')} inserts/s (${count} each, one client); during ${count} inserts: ${io.get(label) ?? 'strace not installed'}`);
  }
}

async function apiKillRounds(rounds) {
  // Loaded here, not at the top: the writer child runs without tsx, and these reach the contract's TypeScript.
  const { freeSlots } = await import('./seed.mjs');
  const { agedSeed, hospitalToday } = await import('@hospital/contract');
  const { serverExists, startServer } = await import('./servers.mjs');
  if (!serverExists('api')) return console.log('apps/api does not exist yet: its kill -9 check is skipped');
  const dir = mkdtempSync(join(tmpdir(), 'pglite-api-kill-'));
  const seedFile = join(repoRoot, 'db.json');
  // The seed as the server holds it, moved on to today.
  const slots = freeSlots(agedSeed(JSON.parse(readFileSync(seedFile, 'utf8')), hospitalToday()));
  const confirmed = [];
  const restartSeconds = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const server = await startServer({ kind: 'api', dir, seedFile });
      if (round > 1) restartSeconds.push(server.startSeconds);
      let stop = false;
      const client = async () => {
        while (!stop) {
          try {
            const response = await fetch(`${server.base}/api/appointments`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(slots.next()),
            });
            // Confirmed only when the whole answer arrived, as a browser would show it.
            const body = await response.json();
            if (response.status === 201) confirmed.push(body.id);
          } catch {
            // the server died mid-answer: not a confirmation
          }
        }
      };
      const clients = Array.from({ length: 10 }, client);
      await new Promise((wait) => setTimeout(wait, 2000 + Math.random() * 2000));
      const before = confirmed.length;
      await server.kill('SIGKILL');
      stop = true;
      await Promise.all(clients);
      console.log(`round ${round}: killed after ${before} bookings answered 201 in all`);
    }
    const server = await startServer({ kind: 'api', dir, seedFile });
    restartSeconds.push(server.startSeconds);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const stored = new Set((await (await fetch(`${server.base}/api/appointments`, { headers: { cookie } })).json()).map((a) => a.id));
    await server.stop();
    const lost = confirmed.filter((id) => !stored.has(id)).length;
    console.log(
      `\napps/api on PGlite, kill -9 x${rounds} during HTTP bookings from 10 clients: ${confirmed.length} answered 201, ${lost} of them missing after restart; ` +
        `restart on the killed directory ${Math.min(...restartSeconds).toFixed(1)}-${Math.max(...restartSeconds).toFixed(1)} s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'writer') {
  await writer(rest[0], Number(rest[1]), rest[2]);
} else {
  const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20);
  const parts = (process.argv.find((arg) => arg.startsWith('--parts='))?.slice(8) ?? 'kill,api,fsync').split(',');
  const version = JSON.parse(readFileSync(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  console.log(`PGlite ${version}, default start parameters: ${DEFAULT_START_PARAMS.join(' ')}\n`);
  if (parts.includes('kill')) await killRounds(rounds);
  if (parts.includes('api')) await apiKillRounds(Math.min(rounds, 5));
  if (parts.includes('fsync')) await fsyncCheck(2000);
}
