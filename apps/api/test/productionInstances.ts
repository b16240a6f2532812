// What the two files on the production server's own behaviour share (production.test.ts,
// productionAuditAndThrottles.test.ts): a booking of Savitri Devi Tiwari's, and apps/api's real entry point started as
// its own process, alone or as two instances on one PostgreSQL database.
import pg from 'pg';
import { freshPostgresDatabase, startApiProcess } from '../../../api-contract/harness.ts';
import { openDay } from './openDays.ts';

/** A day `days` ahead or the first after it when Dr #1 and Dr #2 (the standard week) see patients all day. */
export const futureDate = (days: number) => openDay(days, 1);
export const booking = (overrides: Partial<Record<string, unknown>> = {}) => ({
  patientName: 'Savitri Devi Tiwari',
  email: 'savitri.tiwari@example.in',
  phone: '+91 94151 67890',
  age: 61,
  gender: 'Female',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: futureDate(50),
  preferredTime: '11:00 AM',
  reasonForVisit: 'Breathless on climbing stairs since Diwali.',
  consent: true,
  ...overrides,
});

export type Instance = Awaited<ReturnType<typeof startApiProcess>> & { baseUrl: string };
export async function instance(env: Record<string, string>): Promise<Instance> {
  // Room for these tests' bookings with one phone from one address (bookingLimits.test.ts tests the day's limits).
  const started = await startApiProcess({ BOOKING_LIMIT_PER_CONTACT: '1000', BOOKING_LIMIT_PER_ADDRESS: '1000', ...env });
  return { ...started, baseUrl: `http://127.0.0.1:${started.port}` };
}
export function stopInstance(server: Instance, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    server.child.once('exit', () => done());
    server.child.kill(signal);
  });
}

/** Two instances on one fresh PostgreSQL database, and a pool of its own to read and change what they store. */
export async function twoInstancesOnOneDatabase(): Promise<{ database: Awaited<ReturnType<typeof freshPostgresDatabase>>; first: Instance; second: Instance; sql: pg.Pool }> {
  const database = await freshPostgresDatabase();
  const first = await instance({ DATABASE_URL: database.url });
  const second = await instance({ DATABASE_URL: database.url });
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  // The database is dropped WITH (FORCE) at the end: a connection still closing then is ended by the server.
  sql.on('error', () => {});
  return { database, first, second, sql };
}
