import { describe, expect, it } from 'vitest';
import { API_MESSAGES, SLOT_TAKEN_PROBLEM, apiError as errorBody, preferredDateProblem, tooManyAttemptsError, tooManyLookupsMessage } from '@hospital/contract';
import { ApiError } from '../api/client.ts';
import { manageOutcomeOf, waitMinutesOf } from './manageOutcome.ts';

const apiError = (status: number, body: unknown) => new ApiError(status, 'x', typeof body === 'string' ? body : JSON.stringify(body));

describe('manageOutcomeOf', () => {
  it('reads a 404 as not found, whatever its body', () => {
    expect(manageOutcomeOf(apiError(404, errorBody('bookingNotFound')))).toEqual({ ok: false, reason: 'not-found' });
  });

  it("keeps a 429's sentence and reads how long it says to wait, so the widget can say it in Hindi", () => {
    const message = tooManyLookupsMessage(12 * 60_000);
    expect(manageOutcomeOf(apiError(429, tooManyAttemptsError(message)))).toEqual({ ok: false, reason: 'throttled', message, waitMinutes: 12 });
    expect(manageOutcomeOf(apiError(429, tooManyAttemptsError('Slow down')))).toEqual({ ok: false, reason: 'throttled', message: 'Slow down' });
    expect(manageOutcomeOf(apiError(429, ''))).toEqual({ ok: false, reason: 'throttled' });
  });

  it('reads the wait only from the contract’s own sentence', () => {
    expect(waitMinutesOf(tooManyLookupsMessage(60_000))).toBe(1);
    expect(waitMinutesOf(tooManyLookupsMessage(15 * 60_000))).toBe(15);
    expect(waitMinutesOf('Please wait 12 minutes')).toBeUndefined();
    expect(waitMinutesOf(undefined)).toBeUndefined();
  });

  it('tells a locked booking from a slot taken meanwhile, both 409', () => {
    expect(manageOutcomeOf(apiError(409, errorBody('bookingLocked')))).toEqual({
      ok: false,
      reason: 'locked',
      message: API_MESSAGES.bookingLocked,
    });
    expect(manageOutcomeOf(apiError(409, errorBody('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM })))).toEqual({
      ok: false,
      reason: 'slot-taken',
      message: API_MESSAGES.slotTaken,
    });
  });

  it("puts a 400's fields on the form, and calls anything else a failure to retry", () => {
    expect(manageOutcomeOf(apiError(400, errorBody('validationFailed', { preferredDate: preferredDateProblem('2000-01-01')! })))).toEqual({
      ok: false,
      reason: 'invalid',
      fields: { preferredDate: 'Date cannot be in the past' },
      codes: { preferredDate: 'date_in_past' },
    });
    expect(manageOutcomeOf(apiError(500, errorBody('internal')))).toEqual({ ok: false, reason: 'failed' });
    expect(manageOutcomeOf(new TypeError('Failed to fetch'))).toEqual({ ok: false, reason: 'failed' });
  });
});
