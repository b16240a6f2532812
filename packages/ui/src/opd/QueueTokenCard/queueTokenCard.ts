// What the patient's token card says, as a plain function: the visit's place in the doctor's queue in words.
import type { AppointmentStatus } from '@hospital/contract';

/**
 * - `turn`: in the doctor's room (called);
 * - `next`: checked in, no one before them;
 * - `ahead`: checked in, `ahead` patients before them;
 * - `checkedIn`: checked in, the place not known (the answer said none);
 * - `done`: seen; `absent`: marked absent; `cancelled`: the visit was cancelled after the check-in.
 */
export type TokenCardMessage = 'turn' | 'next' | 'ahead' | 'checkedIn' | 'done' | 'absent' | 'cancelled';

export function tokenCardMessage(status: AppointmentStatus, ahead: number | null | undefined): TokenCardMessage {
  if (status === 'in_consultation') return 'turn';
  if (status === 'completed') return 'done';
  if (status === 'no_show') return 'absent';
  if (status === 'cancelled') return 'cancelled';
  if (status === 'checked_in') {
    if (ahead === null || ahead === undefined) return 'checkedIn';
    return ahead === 0 ? 'next' : 'ahead';
  }
  return 'checkedIn';
}

/**
 * Whether the manage page keeps asking for the visit: while the patient waits or is with the doctor (a token and
 * `ahead` that change by the minute). Before check-in and after the visit nothing moves, and a visit of a past day
 * left checked in (a front desk that never closed it) is not followed. Only the server checks a visit in, on its day, so
 * a visit checked in for a day after the reader's `today` is the server's today (a demo's clock, a reader's
 * wrong date) and is followed.
 */
export function followsQueue(booking: { status: AppointmentStatus; preferredDate: string }, today: string): boolean {
  return booking.preferredDate >= today && (booking.status === 'checked_in' || booking.status === 'in_consultation');
}
