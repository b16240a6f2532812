// The three loads of the API benchmark, on autocannon: bookings as fast as the server takes them, a steady
// stream of doctor-list reads, and the same reads while the demo admin signs in 25 times a second.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const run = (options) =>
  new Promise((resolveRun, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolveRun(result)));
  });

function statusCounts(result) {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]));
}

function summary(result, expected, intended) {
  const statuses = statusCounts(result);
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const ok = statuses[expected] ?? 0;
  // With no answer at all autocannon reports latencies of 0: none is the truth.
  const latency = (value) => (answered > 0 ? value : undefined);
  return {
    ok,
    answered,
    perSecond: ok / (result.duration || 1),
    p50: latency(result.latency.p50),
    p99: latency(result.latency.p99),
    max: latency(result.latency.max),
    // Other answers, plus requests that got none: timeouts and connection errors.
    unexpected: answered - ok + result.errors,
    timeouts: result.timeouts,
    // At a set rate: how many were due. Fewer answers than that means the p99 of those answered flatters.
    intended,
    statuses,
  };
}

export const BOOKING_CONNECTIONS = 10;

/** Bookings, each of a distinct free slot, from `connections` clients as fast as they are answered. */
export async function bookings(base, slots, { duration, connections = BOOKING_CONNECTIONS }) {
  let last;
  const result = await run({
    url: base,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/appointments',
        setupRequest(request) {
          // Past the horizon the last slot goes again and is counted as a non-201, never silently skipped.
          last = slots.next() ?? last;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(last),
          };
        },
      },
    ],
  });
  return summary(result, '201');
}

export const READ_RATE = 100;
export const READ_CONNECTIONS = 10;

/** GET /api/doctors at a steady `rate` a second; latencies corrected for coordinated omission. */
export async function doctorReads(base, { duration, rate = READ_RATE }) {
  const result = await run({ url: `${base}/api/doctors`, connections: READ_CONNECTIONS, overallRate: rate, duration, timeout: 10 });
  return summary(result, '200', rate * duration);
}

export const AVAILABILITY_DAYS = 62;

/**
 * GET /api/availability for one doctor over 62 days (the booking dialog's read) at a steady `rate` a second, the days
 * from tomorrow, where the benchmark's bookings have just landed; latencies corrected for coordinated omission.
 */
export async function availabilityReads(base, { doctorId, from, to, duration, rate = READ_RATE }) {
  const result = await run({ url: `${base}/api/availability?doctorId=${doctorId}&from=${from}&to=${to}`, connections: READ_CONNECTIONS, overallRate: rate, duration, timeout: 10 });
  return summary(result, '200', rate * duration);
}

export const SIGN_IN_RATE = 25;

/**
 * The doctor-list reads while the demo admin signs in `SIGN_IN_RATE` times a second with the right password,
 * so the password hash runs for every attempt (a wrong one would soon be throttled before hashing).
 */
export async function doctorReadsDuringSignIns(base, { duration }) {
  const signIns = run({
    url: `${base}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    // As many connections as attempts a second, so slow answers do not slow the arrivals much.
    connections: SIGN_IN_RATE,
    overallRate: SIGN_IN_RATE,
    duration: duration + 1,
    timeout: 10,
  });
  // A second's head start, so the reads meet the burst already going.
  await new Promise((wait) => setTimeout(wait, 1000));
  const reads = await doctorReads(base, { duration });
  return { reads, signIns: summary(await signIns, '200', SIGN_IN_RATE * (duration + 1)) };
}

/** A short warm-up of the read path, so the first measured second is not the JIT's cold start. */
export async function warmUp(base) {
  await run({ url: `${base}/api/doctors`, connections: 2, duration: 2 });
}
