// What a booking field's message means. The contract's schemas and both servers write their messages in English,
// and the servers rely on them, so they stay as they are; a page in another language says the same thing in its
// own words, chosen by field and kind of problem (the texts' `fieldError`). This reads the English message once.
import { API_MESSAGES, BOOKING_REFERENCE_HINT } from '@hospital/contract';
import type { BookingFieldName } from './bookingForm.ts';

/** The fields a booking message can be about: the booking form's, and the manage page's look-up. */
export type BookingIssueField = BookingFieldName | 'reference' | 'contact';

/** A problem with a number in it: "Must be at most 120 characters", "Age must be at most 130", "within the next 365 days". */
export type BookingLimitIssueKind = 'tooLong' | 'tooHigh' | 'tooFarAhead';

export type BookingIssueKind =
  | 'required'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'wholeNumber'
  | 'negative'
  | 'invalidDate'
  | 'pastDate'
  | 'unknownDepartment'
  | 'unknownDoctor'
  | 'doctorNotInDepartment'
  /** The slot went to someone else: the field's "Already booked", or the form-wide sentence of the 409. */
  | 'slotTaken'
  | 'consent'
  | 'invalidReference'
  /** A message this list does not know: a page in another language says "check this" in its words. */
  | 'other';

/** A message as its kind, with the number it carries, and the message itself (what an English page shows). */
export type BookingIssue = { kind: BookingIssueKind; message: string } | { kind: BookingLimitIssueKind; limit: number; message: string };

/** Every kind, for tests and translators: what `fieldError` must say. */
export const BOOKING_ISSUE_KINDS = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'wholeNumber',
  'negative',
  'invalidDate',
  'pastDate',
  'unknownDepartment',
  'unknownDoctor',
  'doctorNotInDepartment',
  'slotTaken',
  'consent',
  'invalidReference',
  'other',
  'tooLong',
  'tooHigh',
  'tooFarAhead',
] as const satisfies readonly BookingIssue['kind'][];

/** The schemas' and servers' sentences, as written in the contract (packages/contract: schemas.ts, rules.ts) and apps/api. */
const BY_MESSAGE: Readonly<Record<string, BookingIssueKind>> = {
  Required: 'required',
  'Date is required': 'required',
  'Enter the phone number or email used for the booking': 'required',
  'Enter a valid email address': 'invalidEmail',
  'Enter a valid phone number': 'invalidPhone',
  'Age must be a whole number': 'wholeNumber',
  'Age cannot be negative': 'negative',
  'Must be a date (YYYY-MM-DD)': 'invalidDate',
  'Date cannot be in the past': 'pastDate',
  'Already booked': 'slotTaken',
  [API_MESSAGES.slotTaken]: 'slotTaken',
  [API_MESSAGES.unknownDepartment]: 'unknownDepartment',
  [API_MESSAGES.unknownDoctor]: 'unknownDoctor',
  [API_MESSAGES.doctorNotInDepartment]: 'doctorNotInDepartment',
  [API_MESSAGES.consentRequired]: 'consent',
  [BOOKING_REFERENCE_HINT]: 'invalidReference',
};

const WITH_LIMIT: readonly [RegExp, BookingLimitIssueKind][] = [
  [/^Must be at most (\d+) characters$/, 'tooLong'],
  // zod's own wording, for a maximum the contract gives no message of its own (the email's 200).
  [/^Too big: expected string to have <=(\d+) characters$/, 'tooLong'],
  [/^Age must be at most (\d+)$/, 'tooHigh'],
  [/^Choose a date within the next (\d+) days$/, 'tooFarAhead'],
];

/** The kind of a field's (or the form's) message, from the contract's schema or a server's answer. */
export function bookingIssueOf(message: string): BookingIssue {
  const kind = BY_MESSAGE[message];
  if (kind) return { kind, message };
  for (const [pattern, limitKind] of WITH_LIMIT) {
    const match = pattern.exec(message);
    if (match) return { kind: limitKind, limit: Number(match[1]), message };
  }
  return { kind: 'other', message };
}
