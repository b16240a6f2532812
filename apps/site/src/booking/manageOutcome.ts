// What the manage page's server answers mean for the ManageBooking widget.
import { API_ERROR_CODES, tooManyLookupsMessage } from '@hospital/contract';
import type { ManageBookingOutcome } from '@hospital/ui';
import { ApiError } from '../api/client.ts';
import { apiErrorBody } from '../auth/apiErrorMessage.ts';

type Failure = Extract<ManageBookingOutcome, { ok: false }>;

/**
 * The wait a 429's sentence names, in minutes ("Please wait 12 minutes"), so the widget can say it in the page's
 * language; undefined unless the sentence is the contract's own for that many minutes.
 */
export function waitMinutesOf(message: string | undefined): number | undefined {
  const minutes = Number(/wait (\d+) minutes?/.exec(message ?? '')?.[1]);
  return Number.isInteger(minutes) && minutes > 0 && message === tooManyLookupsMessage(minutes * 60_000) ? minutes : undefined;
}

/** The widget's outcome for an error thrown by a look-up, cancel or reschedule POST. */
export function manageOutcomeOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { ok: false, reason: 'failed' };
  const body = apiErrorBody(error);
  const message = body?.message;
  switch (error.status) {
    case 404:
      return { ok: false, reason: 'not-found' };
    case 429: {
      // The server's sentence carries the wait ("Please wait 12 minutes").
      const waitMinutes = waitMinutesOf(message);
      return { ok: false, reason: 'throttled', ...(message ? { message } : {}), ...(waitMinutes ? { waitMinutes } : {}) };
    }
    case 409:
      // One status, two meanings: the booking can no longer change, or the new slot went to someone else.
      return body?.code === API_ERROR_CODES.bookingLocked
        ? { ok: false, reason: 'locked', ...(message ? { message } : {}) }
        : { ok: false, reason: 'slot-taken', ...(message ? { message } : {}) };
    case 400:
      return body?.fields ? { ok: false, reason: 'invalid', fields: body.fields, ...(body.codes ? { codes: body.codes } : {}) } : { ok: false, reason: 'failed' };
    default:
      return { ok: false, reason: 'failed' };
  }
}
