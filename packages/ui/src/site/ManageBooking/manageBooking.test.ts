import { describe, expect, it } from 'vitest';
import { failureMessage, fieldMessages, readOnlyReason, remindersState, slotKey, unavailableSlotsOn } from './manageBooking.ts';
import { MANAGE_BOOKING_TEXTS } from './manageBookingTexts.ts';

const TODAY = '2026-11-26';

describe('readOnlyReason', () => {
  it('gives no refusal on the day while the patient is in the queue or with the doctor (the token card speaks)', () => {
    expect(readOnlyReason({ status: 'checked_in', preferredDate: TODAY, canChange: false }, TODAY)).toBeUndefined();
    expect(readOnlyReason({ status: 'in_consultation', preferredDate: TODAY, canChange: false }, TODAY)).toBeUndefined();
    expect(readOnlyReason({ status: 'no_show', preferredDate: TODAY, canChange: false }, TODAY)).toBe('locked');
  });
  it('is nothing while the server says the booking can change', () => {
    expect(readOnlyReason({ status: 'pending', preferredDate: '2026-12-01', canChange: true }, TODAY)).toBeUndefined();
  });

  it('says why, in the order a patient would understand it', () => {
    expect(readOnlyReason({ status: 'cancelled', preferredDate: '2026-12-01', canChange: false }, TODAY)).toBe('cancelled');
    expect(readOnlyReason({ status: 'completed', preferredDate: '2026-11-20', canChange: false }, TODAY)).toBe('completed');
    expect(readOnlyReason({ status: 'confirmed', preferredDate: '2026-11-25', canChange: false }, TODAY)).toBe('past');
    // The server may refuse for a reason the page cannot see: say so without guessing.
    expect(readOnlyReason({ status: 'confirmed', preferredDate: TODAY, canChange: false }, TODAY)).toBe('locked');
  });
});

describe('failureMessage', () => {
  it('gives one answer for a wrong reference or contact, whatever the server said', () => {
    expect(failureMessage({ ok: false, reason: 'not-found', message: 'No booking CCH-...' }, MANAGE_BOOKING_TEXTS)).toBe(
      'We could not find a booking with these details',
    );
  });

  it("says the server's wait time in the texts' words, as the server does in English", () => {
    const message = 'Too many tries. Please wait 12 minutes and try again.';
    expect(failureMessage({ ok: false, reason: 'throttled', message, waitMinutes: 12 }, MANAGE_BOOKING_TEXTS)).toBe(message);
    expect(failureMessage({ ok: false, reason: 'throttled', waitMinutes: 1 }, MANAGE_BOOKING_TEXTS)).toBe(
      'Too many tries. Please wait 1 minute and try again.',
    );
    expect(failureMessage({ ok: false, reason: 'throttled' }, MANAGE_BOOKING_TEXTS)).toBe('Too many tries. Please wait a few minutes and try again.');
  });

  it("uses the texts' words, never the server's English, so a Hindi page stays Hindi", () => {
    const hindi = { ...MANAGE_BOOKING_TEXTS, failed: 'कुछ गड़बड़ हो गई।', readOnly: { ...MANAGE_BOOKING_TEXTS.readOnly, locked: 'अब नहीं बदला जा सकता।' } };
    expect(failureMessage({ ok: false, reason: 'failed' }, MANAGE_BOOKING_TEXTS)).toBe(MANAGE_BOOKING_TEXTS.failed);
    expect(failureMessage({ ok: false, reason: 'locked', message: 'This appointment can no longer be changed.' }, hindi)).toBe('अब नहीं बदला जा सकता।');
    expect(failureMessage({ ok: false, reason: 'invalid', message: 'Validation failed' }, hindi)).toBe('कुछ गड़बड़ हो गई।');
    expect(failureMessage({ ok: false, reason: 'locked' }, MANAGE_BOOKING_TEXTS)).toBe('This appointment can no longer be changed.');
  });
});

describe('unavailableSlotsOn', () => {
  it("joins the page's taken slots with those a move found taken, for that day only", () => {
    const meanwhile = new Set([slotKey('2026-12-02', '10:30 AM'), slotKey('2026-12-03', '9:00 AM')]);
    expect(unavailableSlotsOn('2026-12-02', ['9:30 AM', '10:30 AM'], meanwhile)).toEqual(['9:30 AM', '10:30 AM']);
    expect(unavailableSlotsOn('2026-12-02', ['9:30 AM'], meanwhile)).toEqual(['9:30 AM', '10:30 AM']);
    expect(unavailableSlotsOn('2026-12-04', [], meanwhile)).toEqual([]);
  });
});

describe('fieldMessages', () => {
  it('keeps the named fields in the given order', () => {
    expect(fieldMessages({ contact: 'Required', reference: 'Enter the booking reference', x: 'y' }, ['reference', 'contact'])).toEqual([
      ['reference', 'Enter the booking reference'],
      ['contact', 'Required'],
    ]);
    expect(fieldMessages(undefined, ['reference'])).toEqual([]);
  });
});

describe('remindersState', () => {
  it('offers "Stop reminders" on a live booking whose reminders are on', () => {
    expect(remindersState({ canChange: true, remindersStopped: false })).toBe('can-stop');
  });

  it('says the reminders are off on a live booking whose patient stopped them', () => {
    expect(remindersState({ canChange: true, remindersStopped: true })).toBe('stopped');
  });

  it('offers nothing on a booking that can no longer change: it has no reminder left to send', () => {
    expect(remindersState({ canChange: false, remindersStopped: false })).toBeUndefined();
    expect(remindersState({ canChange: false, remindersStopped: true })).toBeUndefined();
  });
});
