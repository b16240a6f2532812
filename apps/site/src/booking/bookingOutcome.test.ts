import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { bookingOutcomeOf } from './bookingOutcome.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'x', typeof body === 'string' ? body : JSON.stringify(body));

describe('bookingOutcomeOf', () => {
  it('tells the form which field to change when the slot is taken (409)', () => {
    const message = 'This time slot is already booked with the chosen doctor. Please pick another time or date.';
    expect(bookingOutcomeOf(apiError(409, { message, fields: { preferredTime: 'Already booked' } }))).toEqual({
      ok: false,
      message,
      fields: { preferredTime: 'Already booked' },
    });
  });

  it("puts a 400's field messages on the fields", () => {
    expect(
      bookingOutcomeOf(apiError(400, { message: 'Validation failed', fields: { preferredDate: 'Date cannot be in the past' } })),
    ).toEqual({ ok: false, fields: { preferredDate: 'Date cannot be in the past' } });
  });

  it('gives nothing to show on the form for other failures', () => {
    expect(bookingOutcomeOf(apiError(500, { message: 'Internal Server Error' }))).toEqual({ ok: false });
    expect(bookingOutcomeOf(apiError(409, 'not json'))).toEqual({ ok: false });
    expect(bookingOutcomeOf(apiError(400, { nope: 1 }))).toEqual({ ok: false });
    expect(bookingOutcomeOf(new TypeError('Failed to fetch'))).toEqual({ ok: false });
  });
});
