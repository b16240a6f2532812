// The manage page's rules as plain functions: what a callback's answer means, and why a booking is read-only.
import type { BookingLookup, BookingReschedule, ManagedBooking, NewTimeReason } from '@hospital/contract';
import type { ManageBookingTexts, ReadOnlyReason } from './manageBookingTexts.ts';

/** The reference (as typed, or already normalised) and the phone number or email, as the contract reads them. */
export type BookingLookupValues = BookingLookup;

/** A move of the booking: the look-up and the new day and slot. */
export type BookingRescheduleValues = BookingReschedule;

/**
 * What a server answer meant, as the page tells the widget:
 * - `not-found`: no booking has this reference with this contact (404);
 * - `throttled`: too many look-ups from here (429), `message` says how long to wait;
 * - `slot-taken`: the new slot went to someone else meanwhile (409 on a move);
 * - `locked`: the booking can no longer be changed (409: cancelled, completed or past meanwhile);
 * - `invalid`: the server named fields to fix (400), in `fields`;
 * - `failed`: anything else (a 500, no network).
 */
export type ManageBookingFailureReason = 'not-found' | 'throttled' | 'slot-taken' | 'locked' | 'invalid' | 'failed';

export type ManageBookingOutcome =
  | { ok: true; booking: ManagedBooking }
  | {
      ok: false;
      reason: ManageBookingFailureReason;
      /** The server's sentence, in English; the widget says what it means in the page's language. */
      message?: string;
      /** How long to wait before trying again, for `throttled`, in whole minutes, when the answer said. */
      waitMinutes?: number;
      fields?: Record<string, string>;
      /** Beside each field's message, its code, for the page's language. */
      codes?: Record<string, string>;
    };

export type ManageBookingFailure = Extract<ManageBookingOutcome, { ok: false }>;

/** Why a booking cannot be changed, for the line under it; undefined when it can. The server's `canChange` decides. */
export function readOnlyReason(booking: Pick<ManagedBooking, 'status' | 'preferredDate' | 'canChange'>, today: string): ReadOnlyReason | undefined {
  if (booking.canChange) return undefined;
  // On the day, in the queue or with the doctor: the token card says what is happening, not a refusal.
  if (booking.status === 'checked_in' || booking.status === 'in_consultation') return undefined;
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.status === 'completed') return 'completed';
  if (booking.preferredDate < today) return 'past';
  return 'locked';
}

/**
 * The sentence for a failed answer, in the page's language. A wrong reference or contact gets one fixed answer (the
 * server's words are not needed to tell them apart, and must not); a wait says how long, when the answer said.
 */
export function failureMessage(
  failure: ManageBookingFailure,
  texts: Pick<ManageBookingTexts, 'notFound' | 'failed' | 'readOnly' | 'tooManyTries'>,
): string {
  switch (failure.reason) {
    case 'not-found':
      return texts.notFound;
    case 'locked':
      return texts.readOnly.locked;
    case 'throttled':
      return texts.tooManyTries(failure.waitMinutes);
    default:
      return texts.failed;
  }
}

/**
 * Why the hospital asks the patient for a new time, while the booking can still change: the doctor's leave, the OPD
 * closed, new hours, the doctor retired. Undefined when nothing moved under it.
 */
export function newTimeReason(booking: Pick<ManagedBooking, 'canChange' | 'needsNewTime'>): NewTimeReason | undefined {
  return booking.canChange ? (booking.needsNewTime ?? undefined) : undefined;
}

/** Whether the manage page opens the move at once: a new time is needed and the doctor still has open days to offer. */
export function opensRescheduleAtOnce(booking: Pick<ManagedBooking, 'canChange' | 'needsNewTime'>): boolean {
  const reason = newTimeReason(booking);
  return reason !== undefined && reason !== 'doctor_retired';
}

/** The key of a slot on a day, for slots a move found taken. */
export function slotKey(date: string, slot: string): string {
  return `${date}|${slot}`;
}

/**
 * The slots to show as booked on a day: those the page read for it, and those a move found taken meanwhile (the
 * page's reading may be older than that answer).
 */
export function unavailableSlotsOn(date: string, fromPage: readonly string[], takenMeanwhile: ReadonlySet<string>): string[] {
  const taken = [...takenMeanwhile].filter((key) => key.startsWith(`${date}|`)).map((key) => key.slice(date.length + 1));
  return [...new Set([...fromPage, ...taken])];
}

/** The server's field messages that belong to one of `names`, in that order. */
export function fieldMessages<Name extends string>(fields: Record<string, string> | undefined, names: readonly Name[]): [Name, string][] {
  if (!fields) return [];
  return names.filter((name) => typeof fields[name] === 'string' && fields[name] !== '').map((name) => [name, fields[name] as string]);
}

/**
 * What the manage page offers about the booking's reminders: `can-stop` (a live booking whose reminders are on: the
 * "Stop reminders" button), `stopped` (a live booking whose patient stopped them: the line saying so), or undefined
 * for a booking that can no longer change (cancelled, completed, past), which has no reminder to stop.
 */
export type RemindersState = 'can-stop' | 'stopped';

export function remindersState(booking: Pick<ManagedBooking, 'canChange' | 'remindersStopped'>): RemindersState | undefined {
  if (!booking.canChange) return undefined;
  return booking.remindersStopped ? 'stopped' : 'can-stop';
}
