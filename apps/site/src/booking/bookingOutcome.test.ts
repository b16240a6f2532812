import { describe, expect, it } from 'vitest';
import { SLOT_TAKEN_PROBLEM, apiError as errorBody, preferredDateProblem } from '@hospital/contract';
import { ApiError } from '../api/client.ts';
import { bookingOutcomeOf } from './bookingOutcome.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'x', typeof body === 'string' ? body : JSON.stringify(body));

describe('bookingOutcomeOf', () => {
  it('tells the form which field to change when the slot is taken (409), with the codes', () => {
    const message = 'This time slot is already booked with the chosen doctor. Please pick another time or date.';
    expect(bookingOutcomeOf(apiError(409, errorBody('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM })))).toEqual({
      ok: false,
      message,
      code: 'slot_taken',
      fields: { preferredTime: 'Already booked' },
      codes: { preferredTime: 'slot_taken' },
    });
  });

  it("puts a 400's field messages and codes on the fields", () => {
    expect(bookingOutcomeOf(apiError(400, errorBody('validationFailed', { preferredDate: preferredDateProblem('2000-01-01')! })))).toEqual({
      ok: false,
      fields: { preferredDate: 'Date cannot be in the past' },
      codes: { preferredDate: 'date_in_past' },
    });
  });

  it('gives nothing to show on the form for other failures', () => {
    expect(bookingOutcomeOf(apiError(500, errorBody('internal')))).toEqual({ ok: false });
    expect(bookingOutcomeOf(apiError(409, 'not json'))).toEqual({ ok: false });
    expect(bookingOutcomeOf(apiError(400, { nope: 1 }))).toEqual({ ok: false });
    expect(bookingOutcomeOf(new TypeError('Failed to fetch'))).toEqual({ ok: false });
  });
});
