// Every message a booking can be refused with, in Hindi. The contract's schemas and the servers write their field
// messages in English (and the servers rely on them), so a Hindi page maps each field and kind of problem to its own
// words (`bookingFieldErrorHi`, the `fieldError` of the booking dialog and of the manage page). These tests find the
// messages by running the schemas over bad values of every kind, add what only the servers say, and ask the Hindi
// for each one.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API_MESSAGES,
  bookingLookupSchema,
  bookingRequestSchema,
  bookingRescheduleSchema,
  hospitalToday,
  preferredDateProblem,
} from '@hospital/contract';
import { MANAGE_BOOKING_TEXTS } from '../ManageBooking/index.ts';
import { BOOKING_DIALOG_TEXTS_HI } from './bookingDialogTexts.hi.ts';
import { BOOKING_DIALOG_TEXTS } from './bookingDialogTexts.ts';
import { bookingFieldErrorHi } from './bookingFieldErrors.hi.ts';
import { BOOKING_ISSUE_KINDS, bookingIssueOf, type BookingIssueField } from './bookingIssues.ts';

const VALID_BOOKING = {
  patientName: 'Kavita Sharma',
  email: 'kavita@example.in',
  phone: '+91 98765 43210',
  age: 42,
  gender: 'Female',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: '2026-12-02',
  preferredTime: '10:30 AM',
  reasonForVisit: 'Chest pain on climbing stairs.',
  consent: true,
};

/** Values of every kind a field can be sent wrong with: missing, the wrong type, blank, too long, out of range, malformed. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(121),
  'x'.repeat(201),
  'x'.repeat(2001),
  `${'a'.repeat(195)}@example.in`,
  'not-an-email@',
  '12',
  '2026-13-45',
  '01/12/2026',
  '13:00 PM',
  0,
  -1,
  1.5,
  131,
  Number.NaN,
  true,
  false,
  [],
  {},
];

/** Every (field, message) the schema gives for one bad value in each field of a valid request. */
function messagesOf(schema: z.ZodType, valid: Record<string, unknown>): [string, string][] {
  const found = new Map<string, [string, string]>();
  for (const field of Object.keys(valid)) {
    for (const value of BAD_VALUES) {
      const result = schema.safeParse({ ...valid, [field]: value });
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const path = String(issue.path[0] ?? '');
        found.set(`${path}|${issue.message}`, [path, issue.message]);
      }
    }
  }
  return [...found.values()];
}

const today = hospitalToday();
/** What only the servers say: their checks against the hospital's data and calendar (apps/api, mock-api). */
const SERVER_MESSAGES: [BookingIssueField, string][] = [
  ['department', API_MESSAGES.unknownDepartment],
  ['doctorId', API_MESSAGES.unknownDoctor],
  ['doctorId', API_MESSAGES.doctorNotInDepartment],
  ['preferredDate', preferredDateProblem('2000-01-01', today)!],
  ['preferredDate', preferredDateProblem('2999-01-01', today)!],
  ['preferredTime', 'Already booked'],
];

/** Each (field, message) once. */
const once = (messages: [string, string][]) => [...new Map(messages.map((entry) => [entry.join('|'), entry])).values()] as [BookingIssueField, string][];

const BOOKING_MESSAGES = once([...messagesOf(bookingRequestSchema, VALID_BOOKING), ...SERVER_MESSAGES]);
const MANAGE_MESSAGES = once([
  ...messagesOf(bookingLookupSchema, { reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' }),
  ...messagesOf(bookingRescheduleSchema, { reference: 'CCH-7K4Q-M2XD', contact: '98765 43210', preferredDate: '2026-12-02', preferredTime: '9:00 AM' }),
  ...SERVER_MESSAGES.filter(([field]) => field === 'preferredDate' || field === 'preferredTime'),
]);

/** The Hindi a field gets for a message the list does not know: correct, but says little. */
const GENERIC = bookingFieldErrorHi('patientName', { kind: 'other', message: 'Something new' });

describe('the booking messages the schemas and servers give', () => {
  it('are found: every field of the form, and every kind of problem the contract names', () => {
    expect(new Set(BOOKING_MESSAGES.map(([field]) => field))).toEqual(new Set(Object.keys(VALID_BOOKING)));
    const kinds = new Set([...BOOKING_MESSAGES, ...MANAGE_MESSAGES].map(([, message]) => bookingIssueOf(message).kind));
    // Every kind but the unknown one occurs, so no kind's Hindi goes untested.
    expect([...kinds].filter((kind) => kind !== 'other').sort()).toEqual(BOOKING_ISSUE_KINDS.filter((kind) => kind !== 'other').sort());
  });

  it('are each a kind the Hindi texts know, except zod’s own wording on a choice the form cannot send wrong', () => {
    const unknown = [...BOOKING_MESSAGES, ...MANAGE_MESSAGES].filter(([, message]) => bookingIssueOf(message).kind === 'other');
    // The doctor choice is parsed to an id or nothing (parseDoctorId), so only a hand-made request reaches these.
    expect(unknown.every(([field]) => field === 'doctorId')).toBe(true);
  });

  it.each(BOOKING_MESSAGES)('%s: "%s" has a Hindi text of its own on the booking form', (field, message) => {
    const text = BOOKING_DIALOG_TEXTS_HI.fieldError(field, bookingIssueOf(message));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toBe(GENERIC);
    // English pages show the message as the schema or server wrote it.
    expect(BOOKING_DIALOG_TEXTS.fieldError(field, bookingIssueOf(message))).toBe(message);
  });

  it.each(MANAGE_MESSAGES)('%s: "%s" has a Hindi text of its own on the manage page', (field, message) => {
    const text = bookingFieldErrorHi(field, bookingIssueOf(message));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toBe(GENERIC);
    expect(MANAGE_BOOKING_TEXTS.fieldError(field as 'reference', bookingIssueOf(message))).toBe(message);
  });
});

describe('the Hindi booking messages', () => {
  const say = (field: BookingIssueField, message: string) => bookingFieldErrorHi(field, bookingIssueOf(message));
  it('name what to do in the field’s own words', () => {
    expect(say('patientName', 'Required')).toBe('कृपया अपना पूरा नाम लिखें');
    expect(say('gender', 'Required')).toBe('कृपया लिंग चुनें');
    expect(say('preferredDate', 'Date is required')).toBe('कृपया तारीख़ चुनें');
    expect(say('phone', 'Enter a valid phone number')).toBe('कृपया सही फ़ोन नंबर लिखें');
    expect(say('consent', API_MESSAGES.consentRequired)).toBe('आगे बढ़ने के लिए कृपया सहमति दें');
    expect(say('reference', 'Enter the booking reference, e.g. CCH-7K4Q-M2XD')).toBe('कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD');
  });
  it('keep the numbers of the English', () => {
    expect(say('patientName', 'Must be at most 120 characters')).toBe('अधिकतम 120 अक्षर लिखे जा सकते हैं');
    expect(say('email', 'Too big: expected string to have <=200 characters')).toBe('अधिकतम 200 अक्षर लिखे जा सकते हैं');
    expect(say('age', 'Age must be at most 130')).toBe('उम्र 130 वर्ष से ज़्यादा नहीं हो सकती');
    expect(say('preferredDate', 'Choose a date within the next 365 days')).toBe('कृपया अगले 365 दिनों के भीतर की तारीख़ चुनें');
  });
  it('say the 409’s sentence for the whole form, and something useful for any other', () => {
    expect(BOOKING_DIALOG_TEXTS_HI.formError(bookingIssueOf(API_MESSAGES.slotTaken))).toBe(
      'चुने गए डॉक्टर के साथ यह समय पहले ही बुक हो चुका है। कृपया कोई दूसरा समय या तारीख़ चुनें।',
    );
    expect(BOOKING_DIALOG_TEXTS_HI.formError(bookingIssueOf('Internal Server Error'))).toMatch(/^बुकिंग नहीं हो सकी/);
  });
});
