// `npm run bench:api`: the API under load, on loopback, in one run. A benchmark, not a test: it never fails on a
// number. For the json-server mock, apps/api on PGlite and apps/api on PostgreSQL, each with 1,000 and with
// 100,000 appointments already stored:
// - bookings per second (10 clients, each request a distinct free doctor, date and slot, so each should be 201),
//   their p99, and every answer that was not a 201;
// - GET /api/doctors p99 at a steady 100 requests a second;
// - the same while the demo admin signs in 25 times a second (the password hash runs for each);
// - GET /api/availability for one doctor over 62 days at 100 requests a second, after the bookings (p99 at
//   most 20 ms at 100,000 appointments); the bookings land only on the doctors' working days and slots, up to each
//   slot's capacity, and the server checks the timetable and the capacity of each;
// and beside them PostgreSQL's own rate for the same insert (pgbench, 100,000 rows), the limit.
//
//   npm run bench:api -- [--duration=10] [--sizes=1000,100000] [--servers=mock,pglite,postgres] [--no-pgbench]
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBin, startPostgres } from './postgres.mjs';
import { AVAILABILITY_DAYS, BOOKING_CONNECTIONS, READ_CONNECTIONS, READ_RATE, SIGN_IN_RATE, availabilityReads, bookings, doctorReads, doctorReadsDuringSignIns, warmUp } from './bench-api/load.mjs';
import { addDays, hospitalToday } from '@hospital/contract';
import { pgbenchBookings, prepareBookingTable } from './bench-api/pgbench.mjs';
import { freeSlots, writeBenchSeed } from './bench-api/seed.mjs';
import { serverExists, startServer } from './bench-api/servers.mjs';

const exec = promisify(execFile);

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const duration = Number(args.duration ?? 10);
const sizes = (args.sizes ?? '1000,100000').split(',').map(Number);
const wanted = (args.servers ?? 'mock,pglite,postgres').split(',');
const withPgbench = args['no-pgbench'] === undefined;

const SERVERS = [
  { name: 'mock', label: 'json-server mock', kind: 'mock' },
  { name: 'pglite', label: 'apps/api, PGlite', kind: 'api' },
  { name: 'postgres', label: 'apps/api, PostgreSQL', kind: 'api' },
].filter((server) => wanted.includes(server.name));

const say = (message) => process.stderr.write(`${message}\n`);
const load = () => loadavg()[0].toFixed(1);
const ms = (value) => (value === undefined || Number.isNaN(value) ? '-' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
/** A latency figure, saying so when fewer requests were answered than were due (the rest waited longer). */
const p99Of = (figures) => {
  if (figures.answered === 0) return `none answered in ${duration} s`;
  const short = figures.intended && figures.answered < 0.99 * figures.intended;
  return short ? `${ms(figures.p99)} (${figures.answered} of ${figures.intended} answered)` : ms(figures.p99);
};
const rate = (value) => (value === undefined || Number.isNaN(value) ? '-' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

const work = mkdtempSync(join(tmpdir(), 'hospital-bench-api-'));
const rows = [];
const skipped = [];
let postgres;
let pgVersion = '';

async function createDatabase(name) {
  const bin = findPostgresBin();
  await exec(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', name]);
  return postgres.url.replace(/\/[^/]+$/, `/${name}`);
}

async function measure(server, size, seed, seedFile) {
  const dir = join(work, `${server.name}-${size}`);
  const env = server.name === 'postgres' ? { DATABASE_URL: await createDatabase(`bench_${size}`) } : {};
  say(`\n${server.label}, ${size.toLocaleString('en')} appointments: starting (load ${load()})`);
  const running = await startServer({ kind: server.kind, dir, seedFile, env });
  try {
    say(`  ready in ${running.startSeconds.toFixed(1)} s; warming up`);
    await warmUp(running.base);
    const loadBefore = load();
    say(`  GET /api/doctors at ${READ_RATE}/s for ${duration} s`);
    const reads = await doctorReads(running.base, { duration });
    say(`  the same during ${SIGN_IN_RATE} sign-ins/s`);
    const { reads: readsDuring, signIns } = await doctorReadsDuringSignIns(running.base, { duration });
    say(`  bookings, ${BOOKING_CONNECTIONS} clients, ${duration} s`);
    const booked = await bookings(running.base, freeSlots(seed), { duration });
    const from = addDays(hospitalToday(), 1);
    say(`  GET /api/availability, one doctor, ${AVAILABILITY_DAYS} days, at ${READ_RATE}/s for ${duration} s`);
    const availability = await availabilityReads(running.base, { doctorId: 1, from, to: addDays(from, AVAILABILITY_DAYS - 1), duration });
    const row = { server: server.label, size, booked, reads, readsDuring, signIns, availability, startSeconds: running.startSeconds, load: `${loadBefore}-${load()}` };
    const answers = (figures) => `${JSON.stringify(figures.statuses)}${figures.timeouts ? `, ${figures.timeouts} timed out` : ''}`;
    say(`  ${rate(booked.perSecond)} bookings/s, p99 ${ms(booked.p99)}, answers ${answers(booked)}`);
    say(`  GET /api/doctors p99 ${p99Of(reads)} ${answers(reads)}; during sign-ins ${p99Of(readsDuring)} ${answers(readsDuring)}; sign-ins ${answers(signIns)}`);
    say(`  GET /api/availability (${AVAILABILITY_DAYS} days) p99 ${p99Of(availability)} ${answers(availability)}`);
    return row;
  } finally {
    await running.stop();
  }
}

try {
  if (SERVERS.some((server) => server.kind === 'api') && !serverExists('api')) {
    skipped.push('apps/api (apps/api/src/main.ts does not exist yet)');
    SERVERS.splice(0, SERVERS.length, ...SERVERS.filter((server) => server.kind !== 'api'));
  }
  if (SERVERS.some((server) => server.name === 'postgres') || withPgbench) {
    say('starting PostgreSQL (durable settings: fsync and synchronous_commit on, as in production)');
    try {
      postgres = await startPostgres({ database: 'postgres' });
      pgVersion = (await exec(join(findPostgresBin(), 'psql'), [postgres.url, '-XAtc', 'SHOW server_version'])).stdout.trim().split(' ')[0];
    } catch (error) {
      // The other figures still mean something without it.
      skipped.push(`PostgreSQL rows and pgbench (${error.message.split('\n')[0]})`);
      SERVERS.splice(0, SERVERS.length, ...SERVERS.filter((server) => server.name !== 'postgres'));
    }
  }
  for (const size of sizes) {
    const seedFile = join(work, `seed-${size}.json`);
    say(`\nwriting a seed with ${size.toLocaleString('en')} appointments`);
    const seed = writeBenchSeed(seedFile, size);
    for (const server of SERVERS) rows.push(await measure(server, size, seed, seedFile));
  }
  let limit;
  if (withPgbench && postgres) {
    const pgbenchRows = 100_000;
    say(`\npgbench: the booking insert into a table of ${pgbenchRows.toLocaleString('en')} appointments, ${duration} s (load ${load()})`);
    const url = await createDatabase('bench_pgbench');
    await prepareBookingTable(findPostgresBin(), url, pgbenchRows);
    const dir = join(work, 'pgbench');
    mkdirSync(dir);
    limit = { ...(await pgbenchBookings(findPostgresBin(), url, dir, { duration })), size: pgbenchRows, load: load() };
  }
  printTable(rows, limit);
} finally {
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}

function printTable(rows, limit) {
  const header = [
    'server',
    'appointments',
    'bookings/s',
    'booking p99',
    'not 201',
    'GET /api/doctors p99',
    `same, during ${SIGN_IN_RATE} sign-ins/s`,
    'sign-ins answered (p99)',
    `availability, ${AVAILABILITY_DAYS} days, p99`,
    'load avg',
  ];
  const lines = rows.map((row) => [
    row.server,
    row.size.toLocaleString('en'),
    rate(row.booked.perSecond),
    ms(row.booked.p99),
    String(row.booked.unexpected),
    p99Of(row.reads),
    p99Of(row.readsDuring),
    `${rate(row.signIns.perSecond)}/s (${ms(row.signIns.p99)})`,
    p99Of(row.availability),
    row.load,
  ]);
  if (limit) {
    lines.push([
      `PostgreSQL ${pgVersion} itself (pgbench, ${limit.clients} clients)`,
      limit.size.toLocaleString('en'),
      rate(limit.perSecond),
      ms(limit.p99),
      String(limit.unexpected),
      '-',
      '-',
      '-',
      '-',
      limit.load,
    ]);
  }
  console.log(
    `\n## API benchmark (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}, ${duration} s per figure; ` +
      `bookings from ${BOOKING_CONNECTIONS} clients, reads at ${READ_RATE}/s from ${READ_CONNECTIONS} connections)\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
  for (const note of skipped) console.log(`\nnot measured: ${note}`);

  // The issue's targets at 100,000 appointments, stated beside the figures rather than enforced.
  const mock = rows.find((row) => row.server === 'json-server mock' && row.size === 100_000);
  for (const row of rows.filter((r) => r.size === 100_000 && r.server.startsWith('apps/api'))) {
    const checks = [
      mock && [`${(row.booked.perSecond / Math.max(mock.booked.perSecond, 0.001)).toFixed(1)}x the mock's bookings/s`, row.booked.perSecond >= 20 * mock.booked.perSecond, 'at least 20x'],
      limit && [`${((100 * row.booked.perSecond) / limit.perSecond).toFixed(0)}% of PostgreSQL's own rate`, row.booked.perSecond >= limit.perSecond / 4, 'at least 25%'],
      [`booking p99 ${ms(row.booked.p99)}`, row.booked.p99 <= 50, 'at most 50 ms'],
      [`GET /api/doctors p99 during sign-ins ${p99Of(row.readsDuring)}`, row.readsDuring.p99 <= 20 && row.readsDuring.answered >= 0.99 * row.readsDuring.intended, 'at most 20 ms'],
      [`availability over ${AVAILABILITY_DAYS} days p99 ${p99Of(row.availability)}`, row.availability.p99 <= 20 && row.availability.answered >= 0.99 * row.availability.intended, 'at most 20 ms'],
    ].filter(Boolean);
    console.log(`\n${row.server} at 100,000: ${checks.map(([what, met, goal]) => `${what} (${goal}: ${met ? 'met' : 'NOT met'})`).join('; ')}`);
  }
}
