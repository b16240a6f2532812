// The settings both servers read from their environment, each with its bounds and one sentence for a value out of
// them: the mock (npm run dev) and apps/api start on the same values and refuse the same ones, naming the setting.
// An empty setting is an unset one (a test's harness blanks a setting to keep the parent's out).
import { MESSAGING } from '../constants.ts';
import { OPD_QUEUE } from '../opdDay.ts';
import { bookingLimitsFromEnv, type BookingLimits } from '../rules/throttle.ts';

export type Environment = Readonly<Record<string, string | undefined>>;

/** What a numeric setting holds and between which bounds. */
export interface SettingBounds {
  /** What the refusal calls a good value: "a whole number of minutes", "a number of hours". */
  what: string;
  min: number;
  /** The smallest value is not allowed itself (a duration must be more than 0). */
  minExcluded?: boolean;
  max?: number;
  /** Only whole numbers. */
  whole?: boolean;
}

const WHOLE = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The bounds' words in the refusal: "from 0 to 240", "above 0", "of at least 1". */
function boundsText({ min, max, minExcluded }: SettingBounds): string {
  if (max !== undefined) return `from ${min} to ${max}`;
  return minExcluded ? `above ${min}` : `of at least ${min}`;
}

/** Whether `value` is within the bounds. */
export function withinBounds(value: number, bounds: SettingBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.whole && !Number.isSafeInteger(value)) return false;
  if (bounds.minExcluded ? value <= bounds.min : value < bounds.min) return false;
  return bounds.max === undefined || value <= bounds.max;
}

/**
 * A numeric setting: `fallback` when it is unset or empty, its value when it is a plain decimal number within the
 * bounds, else an Error naming the setting, what it takes and what it was given (which stops the server).
 */
export function numberSetting<F extends number | undefined>(env: Environment, name: string, fallback: F, bounds: SettingBounds): number | F {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!(bounds.whole ? WHOLE : DECIMAL).test(trimmed) || !withinBounds(value, bounds)) {
    throw new Error(`${name} must be ${bounds.what} ${boundsText(bounds)}, got "${text}"`);
  }
  return value;
}

/** The bounds of each numeric setting both servers read. */
export const SETTING_BOUNDS = {
  PORT: { what: 'a port number', min: 0, max: 65_535, whole: true },
  LOGIN_WINDOW_MS: { what: 'a number of milliseconds', min: 0, minExcluded: true },
  SESSION_IDLE_MS: { what: 'a number of milliseconds', min: 0, minExcluded: true },
  // Decimals allowed: a test waits for a reminder due minutes after its booking.
  REMINDER_HOURS: { what: 'a number of hours', min: 0, minExcluded: true },
  // Four hours: a patient later than that has missed the session, not just their slot.
  CHECK_IN_GRACE_MINUTES: { what: 'a whole number of minutes', min: 0, max: 240, whole: true },
} as const satisfies Record<string, SettingBounds>;

/**
 * The numbers both servers read from their environment, each checked against its bounds (the hospital's clock,
 * HOSPITAL_CLOCK_START, is serverClock's).
 */
export interface ServerSettings {
  /** PORT: 5000 unless set; 0 asks the system for a free port (the tests). */
  port: number;
  /** LOGIN_WINDOW_MS: how long failed sign-ins count (for tests); the contract's window when unset. */
  loginWindowMs: number | undefined;
  /** SESSION_IDLE_MS: how long a session may go without a request (for tests); the contract's when unset. */
  sessionIdleMs: number | undefined;
  /** REMINDER_HOURS: how long before a visit its reminder is due. */
  reminderHours: number;
  /** CHECK_IN_GRACE_MINUTES: how late after their slot a booked patient may check in and keep their place. */
  checkInGraceMinutes: number;
  /** BOOKING_LIMIT_PER_CONTACT, BOOKING_LIMIT_PER_ADDRESS: bookings a day per phone or e-mail and per client address. */
  bookingLimits: BookingLimits;
}

/** REMINDER_HOURS: how long before a visit its reminder is due, the contract's MESSAGING.reminderHours unless set. */
export function reminderHoursFromEnv(env: Environment): number {
  return numberSetting(env, 'REMINDER_HOURS', MESSAGING.reminderHours, SETTING_BOUNDS.REMINDER_HOURS);
}

export function serverSettingsFromEnv(env: Environment): ServerSettings {
  return {
    port: numberSetting(env, 'PORT', 5000, SETTING_BOUNDS.PORT),
    loginWindowMs: numberSetting(env, 'LOGIN_WINDOW_MS', undefined, SETTING_BOUNDS.LOGIN_WINDOW_MS),
    sessionIdleMs: numberSetting(env, 'SESSION_IDLE_MS', undefined, SETTING_BOUNDS.SESSION_IDLE_MS),
    reminderHours: reminderHoursFromEnv(env),
    checkInGraceMinutes: numberSetting(env, 'CHECK_IN_GRACE_MINUTES', OPD_QUEUE.checkInGraceMinutes, SETTING_BOUNDS.CHECK_IN_GRACE_MINUTES),
    bookingLimits: bookingLimitsFromEnv(env),
  };
}
