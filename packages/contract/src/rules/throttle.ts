// Throttles both servers apply alike: attempts are counted *before* the work they guard (a password's hash, a
// booking's look-up), in a window that opens at the first attempt, so a burst of a hundred at once is counted as a
// hundred and the seventh waits, instead of all passing a check that ran before any of them was recorded.
// A correct sign-in or a look-up that found its booking hands its count back (`onSuccess`), and so does an attempt
// that was refused (it checked nothing), so what stays counted is the failures: knocking at a locked door from one
// address adds nothing to the account's count. The production server keeps the counters in the database (one INSERT ... ON CONFLICT ... DO
// UPDATE ... RETURNING both counts and tells); the mock keeps them in memory; both read these rules.
// docs/adr/0013 has the reasons for counting first and for the window's shape; docs/adr/0023 those of the bookings'.
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import { contactPhoneDigits } from './booking.ts';

/** Sign-in throttle: failures counted over a window, per account and address, per address, per account. */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 6,
  /** Caps a spray of guesses across many usernames from one address. */
  perAddress: 30,
  /** Caps a guess spread over many addresses; a browser that signed in to the account before is not held by it. */
  perAccount: 100,
  /** A browser known to the account (it signed in before) has a count of its own instead of the three above. */
  perKnownDevice: 6,
} as const;

/** Booking look-ups that found nothing, counted per address: references cannot be guessed by trying. */
export const BOOKING_LOOKUP_THROTTLE = { windowMs: 15 * 60_000, perAddress: 10 } as const;

/**
 * Bookings a day. Each one sends a confirmation by SMS and e-mail from the hospital's own sender to the phone and
 * e-mail it names, so a phone number or an e-mail takes a few a day (a parent booking for the family), and one client
 * address many: a hospital's Wi-Fi or a carrier's shared address never meets that in normal use. Staff booking for a
 * patient are not counted. Each server may set its own (BOOKING_LIMIT_PER_CONTACT, BOOKING_LIMIT_PER_ADDRESS).
 */
export const BOOKING_THROTTLE = { windowMs: 24 * 60 * 60_000, perContact: 5, perAddress: 200 } as const;

/** How many bookings a day a contact and an address may make. */
export interface BookingLimits {
  perContact: number;
  perAddress: number;
}

/** The largest limit a server's configuration takes: room for a test or a busy proxy, still a whole number. */
export const BOOKING_LIMIT_MAX = 1_000_000;

/** A counter's state: how many attempts since its window opened. */
export interface AttemptWindow {
  count: number;
  /** Milliseconds since the epoch. */
  startedAt: number;
}

/** One count an attempt adds to, and how many it may reach before the attempt waits. */
export interface AttemptLimit {
  key: string;
  limit: number;
  /** A success gives this count back: `forget` clears it, `refund` takes one off. */
  onSuccess: 'forget' | 'refund';
}

/** The counter after one more attempt at `now`: a window that has ended starts again at this attempt. */
export function nextAttemptWindow(current: AttemptWindow | undefined, now: number, windowMs: number): AttemptWindow {
  if (!current || current.startedAt <= now - windowMs) return { count: 1, startedAt: now };
  return { count: current.count + 1, startedAt: current.startedAt };
}

/** How long the attempt just counted must wait (its counters after counting it); 0 when it may go ahead. */
export function attemptWait(counted: ReadonlyArray<AttemptWindow & { limit: number }>, now: number, windowMs: number): number {
  let wait = 0;
  // A window over its limit was opened less than `windowMs` ago (an older one would have started again), so its
  // wait is never 0; nor more than a window, though another instance (or a request that read the clock a moment
  // later) may have opened it a few milliseconds after this attempt's `now`.
  for (const counter of counted) {
    if (counter.count > counter.limit) wait = Math.max(wait, Math.min(counter.startedAt + windowMs - now, windowMs), 1);
  }
  return wait;
}

/**
 * The address a throttle counts by. IPv6 hands a single subscriber a whole /64, so its addresses are counted as one;
 * an IPv4 address written as IPv6 (`::ffff:10.0.0.1`) is its IPv4 form.
 */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const prefix = ipv6Groups(address.split('%')[0]!.toLowerCase()).slice(0, 4);
  return `${prefix.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, '0:0').split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
}

/** Usernames are counted whatever their case or surrounding spaces, so "Admin " is the same account as "admin". */
const accountOf = (username: string) => username.trim().toLowerCase();

/**
 * What a sign-in attempt counts against. From a browser the account knows (its known-device id), only that
 * browser's own count: a stranger's guesses elsewhere cannot lock the real user out of a browser they use.
 */
export function signInLimits(username: string, address: string, knownDevice?: string): AttemptLimit[] {
  if (knownDevice) return [{ key: `sign-in:device:${knownDevice}`, limit: SIGN_IN_THROTTLE.perKnownDevice, onSuccess: 'forget' }];
  const account = accountOf(username);
  const from = throttleAddress(address);
  return [
    { key: `sign-in:account+address:${account}\u0001${from}`, limit: SIGN_IN_THROTTLE.perAccountAndAddress, onSuccess: 'forget' },
    { key: `sign-in:address:${from}`, limit: SIGN_IN_THROTTLE.perAddress, onSuccess: 'refund' },
    { key: `sign-in:account:${account}`, limit: SIGN_IN_THROTTLE.perAccount, onSuccess: 'refund' },
  ];
}

/** What a patient's look-up of a booking counts against: its address; one that finds its booking is refunded. */
export function bookingLookupLimits(address: string): AttemptLimit[] {
  return [{ key: `booking-lookup:address:${throttleAddress(address)}`, limit: BOOKING_LOOKUP_THROTTLE.perAddress, onSuccess: 'refund' }];
}

/**
 * The keys a booking's contact is counted by, normalised as a patient's look-up reads it (bookingContactMatches): the
 * phone by its digits (the last ten, so "+91 98765 43210" and "098765 43210" are one phone), the e-mail whatever its
 * case, and without a "+tag" after its local part, which most mail services deliver to the same inbox.
 */
export function bookingContactKeys(booking: { phone: string; email: string }): string[] {
  const email = booking.email.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const mailbox = at > 0 ? `${email.slice(0, at).replace(/\+.*$/, '')}${email.slice(at)}` : email;
  return [`booking:phone:${contactPhoneDigits(booking.phone)}`, `booking:email:${mailbox}`];
}

/**
 * What a booking counts against, before it is written: its phone, its e-mail and its client's address (an IPv6 /64 as
 * one). A booking that was made stays counted for the day; one that was not (refused, or a replay) is handed back.
 */
export function bookingLimits(booking: { phone: string; email: string }, address: string, limits: BookingLimits = BOOKING_THROTTLE): AttemptLimit[] {
  return [
    ...bookingContactKeys(booking).map((key): AttemptLimit => ({ key, limit: limits.perContact, onSuccess: 'refund' })),
    { key: `booking:address:${throttleAddress(address)}`, limit: limits.perAddress, onSuccess: 'refund' },
  ];
}

/**
 * A server's booking limits from its environment: BOOKING_LIMIT_PER_CONTACT and BOOKING_LIMIT_PER_ADDRESS, each a whole
 * number from 1 to BOOKING_LIMIT_MAX, or the contract's when unset. Anything else stops the server with the reason.
 */
export function bookingLimitsFromEnv(env: Readonly<Record<string, string | undefined>>): BookingLimits {
  const limit = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < 1 || value > BOOKING_LIMIT_MAX) {
      throw new Error(`${name} must be a whole number of bookings a day from 1 to ${BOOKING_LIMIT_MAX}, got "${text}"`);
    }
    return value;
  };
  return {
    perContact: limit('BOOKING_LIMIT_PER_CONTACT', BOOKING_THROTTLE.perContact),
    perAddress: limit('BOOKING_LIMIT_PER_ADDRESS', BOOKING_THROTTLE.perAddress),
  };
}

export function tooManyBookingsMessage(waitMs: number): string {
  const hours = Math.max(1, Math.ceil(waitMs / 3_600_000));
  return (
    `Too many bookings have been made today with these contact details or from this connection. Please try again in ` +
    `${hours} hour${hours === 1 ? '' : 's'}, or call the hospital on ${HOSPITAL_FACTS.phone.display}.`
  );
}

export function tooManySignInsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export function tooManyLookupsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
