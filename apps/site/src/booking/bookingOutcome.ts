// What a failed booking means for the form: the API's 400 and 409 name the fields to change.
import type { BookingOutcome } from '@hospital/ui';
import { ApiError } from '../api/client.ts';
import { apiErrorBody } from '../auth/apiErrorMessage.ts';

/** Answers whose body tells the person what to change; anything else (500, no network) is "try again later". */
const FIELD_ANSWERS = new Set([400, 409]);

/** The form's outcome for an error thrown by the booking POST. */
export function bookingOutcomeOf(error: unknown): Extract<BookingOutcome, { ok: false }> {
  if (!(error instanceof ApiError) || !FIELD_ANSWERS.has(error.status)) return { ok: false };
  const body = apiErrorBody(error);
  if (!body) return { ok: false };
  const { message, code, fields, codes } = body;
  // A 400's message is the generic "Validation failed": the field messages say it better.
  return { ok: false, ...(error.status === 409 ? { message, code } : {}), ...(fields ? { fields } : {}), ...(codes ? { codes } : {}) };
}
