// PostgreSQL's own rate for the booking insert, the limit beside the API's figures: the API's migrations, 100,000
// appointments already there, and pgbench inserting one booking per transaction of a distinct free slot, with
// the same columns, unique indexes, capacity check (migration 0007's trigger) and RETURNING as the API's insert.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';

const exec = promisify(execFile);
const MIGRATIONS = 'apps/api/migrations';
const DOCTORS = 18;

const sqlText = (value) => `'${value.replaceAll("'", "''")}'`;
const SLOT_ARRAY = `ARRAY[${HOSPITAL_TIME_SLOTS.map(sqlText).join(', ')}]`;

async function psql(bin, url, args) {
  const { stdout } = await exec(join(bin, 'psql'), [url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The API's schema and `rows` past appointments, each holding its own doctor, day and slot. */
export async function prepareBookingTable(bin, url, rows) {
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    await psql(bin, url, ['-f', join(MIGRATIONS, file)]);
  }
  const perDay = DOCTORS * HOSPITAL_TIME_SLOTS.length;
  await psql(bin, url, [
    '-c',
    `INSERT INTO doctors (name, specialization, qualifications, experience)
       SELECT 'Dr. Bench ' || g, 'General Medicine', 'MBBS', 10 FROM generate_series(1, ${DOCTORS}) g`,
    '-c',
    `INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time,
       reason_for_visit, status, created_at)
     SELECT 'past-' || g, 'Past Patient ' || g, 'past.' || g || '@example.com', '+91 9100000000', 1 + g % 90, 'Other', 'General Medicine',
       1 + g % ${DOCTORS}, DATE '2026-01-01' - (g / ${perDay}),
       (${SLOT_ARRAY})[1 + (g / ${DOCTORS}) % ${HOSPITAL_TIME_SLOTS.length}]::text,
       'Routine check-up', (ARRAY['completed', 'completed', 'confirmed', 'cancelled'])[1 + g % 4]::appointment_status,
       now() - make_interval(days => g / ${perDay})
     FROM generate_series(0, ${rows - 1}) g`,
    '-c',
    'VACUUM ANALYZE appointments',
  ]);
}

// Client c's n-th transaction books slot first + c + clients * n: distinct across clients and runs, and after
// 2030 so it never meets the past rows. Variables persist per client between transactions, so :n counts.
const SCRIPT = `\\set n :n + 1
\\set k :first + :client_id + :clients * :n
\\set doctor 1 + :k % ${DOCTORS}
\\set slot 1 + (:k / ${DOCTORS}) % ${HOSPITAL_TIME_SLOTS.length}
\\set day :k / ${DOCTORS * HOSPITAL_TIME_SLOTS.length}
INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time,
  reason_for_visit, status, idempotency_key, request_digest)
VALUES ('bench-' || :k::text, 'Benchmark Patient', 'bench@example.com', '+91 9876543210', 42, 'Other', 'General Medicine', :doctor::int,
  DATE '2030-01-01' + :day::int, (${SLOT_ARRAY})[:slot::int]::text, 'Routine check-up', 'pending',
  'bench-' || :k::text, 'digest')
RETURNING *;
`;

/** pgbench's booking inserts for `duration` seconds: per second, p99 latency (from its per-transaction log), failures. */
export async function pgbenchBookings(bin, url, dir, { duration, clients = 10 }) {
  const script = join(dir, 'booking.sql');
  writeFileSync(script, SCRIPT);
  const prefix = join(dir, 'pgbench');
  // Past the slots an earlier run on this table booked.
  const first = Number((await psql(bin, url, ['-At', '-c', "SELECT coalesce(max(substr(idempotency_key, 7)::bigint), -1) + 1 FROM appointments WHERE idempotency_key LIKE 'bench-%'"])).trim());
  const { stdout } = await exec(
    join(bin, 'pgbench'),
    ['-n', '-f', script, '-c', String(clients), '-j', '2', '-T', String(duration), '-M', 'prepared', '-D', 'n=0', '-D', `first=${first}`, '-D', `clients=${clients}`, '--log', `--log-prefix=${prefix}`, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  // Each log line: client, transaction, latency in microseconds, script, epoch seconds, microseconds.
  const latencies = readdirSync(dir)
    .filter((name) => name.startsWith('pgbench.'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { perSecond: tps, p50: at(0.5), p99: at(0.99), max: latencies.at(-1), unexpected: failed, clients };
}
