import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingLimitsFromEnv, type BookingLimits } from '@hospital/contract';
import { serverClock } from '@hospital/contract/server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  /** The runtime data file the server reads and writes. */
  dbFile: string;
  /** The committed seed, copied to dbFile when that does not exist yet. Never written. */
  seedFile: string;
  /** Origins allowed to call the API with credentials from another port (the Vite dev server). */
  corsOrigins: string[];
  /** How long failed sign-ins count against a username and address (LOGIN_WINDOW_MS, for tests). */
  loginWindowMs: number | undefined;
  /** How long a session may go without a request (SESSION_IDLE_MS, for tests). */
  sessionIdleMs: number | undefined;
  /** The site's origin for the messages' manage link (PUBLIC_URL); the Vite dev server's by default. */
  publicUrl: string | undefined;
  /** How long before a visit its reminder is due (REMINDER_HOURS). */
  reminderHours: number | undefined;
  /** The server's clock (HOSPITAL_CLOCK_START: a demo or a test of the OPD's day starts it at a chosen moment). */
  clock: () => Date;
  /** How late after their slot a booked patient may check in and keep their place (CHECK_IN_GRACE_MINUTES). */
  checkInGraceMinutes: number | undefined;
  /** Bookings a day per phone or e-mail and per client address (BOOKING_LIMIT_PER_CONTACT, BOOKING_LIMIT_PER_ADDRESS). */
  bookingLimits: BookingLimits;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 5000);
  const reminderHours = env.REMINDER_HOURS ? Number(env.REMINDER_HOURS) : undefined;
  if (reminderHours !== undefined && !(reminderHours > 0)) throw new Error(`REMINDER_HOURS must be a number of hours, got "${env.REMINDER_HOURS}"`);
  const checkInGraceMinutes = env.CHECK_IN_GRACE_MINUTES ? Number(env.CHECK_IN_GRACE_MINUTES) : undefined;
  if (checkInGraceMinutes !== undefined && !(Number.isInteger(checkInGraceMinutes) && checkInGraceMinutes >= 0)) {
    throw new Error(`CHECK_IN_GRACE_MINUTES must be a whole number of minutes, got "${env.CHECK_IN_GRACE_MINUTES}"`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    dbFile: resolve(env.DB_FILE ?? resolve(repoRoot, 'mock-api/data/db.json')),
    seedFile: resolve(env.SEED_FILE ?? resolve(repoRoot, 'db.json')),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    loginWindowMs: env.LOGIN_WINDOW_MS ? Number(env.LOGIN_WINDOW_MS) : undefined,
    sessionIdleMs: env.SESSION_IDLE_MS ? Number(env.SESSION_IDLE_MS) : undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    reminderHours,
    clock: serverClock(env.HOSPITAL_CLOCK_START),
    checkInGraceMinutes,
    bookingLimits: bookingLimitsFromEnv(env),
  };
}
