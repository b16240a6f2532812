// What a booking field's problem means. The contract's schemas and both servers write their messages in English and
// set a code beside each (docs/adr/0014); a page in another language says the same thing in its own words, chosen
// by field and kind of problem (the texts' `fieldError`). The kind comes from the code alone, never the English.
import { BOOKING_FIELD_LIMITS, BOOKING_HORIZON_DAYS, FIELD_CODES } from '@hospital/contract';
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
  /** The slot began while the patient chose it (today, on the hospital's clock). */
  | 'slotBegun'
  /** The OPD timetable's: the hospital closed that day, the doctor on leave or not working that weekday. */
  | 'opdClosed'
  | 'doctorOnLeave'
  | 'doctorNotWorking'
  /** No doctor of the department (none chosen) sees patients then. */
  | 'noDoctorWorking'
  /** Not one of the slots the doctor's sessions make that day. */
  | 'notASlot'
  | 'consent'
  | 'invalidReference'
  /** A name with more than letters, spaces and . ' - (a digit, a +, a line break). */
  | 'notAPersonName'
  /** A line break or control character in a field of one line. */
  | 'notSingleLine'
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
  'slotBegun',
  'opdClosed',
  'doctorOnLeave',
  'doctorNotWorking',
  'noDoctorWorking',
  'notASlot',
  'consent',
  'invalidReference',
  'notAPersonName',
  'notSingleLine',
  'other',
  'tooLong',
  'tooHigh',
  'tooFarAhead',
] as const satisfies readonly BookingIssue['kind'][];

/** What a code means on any field: the contract's own codes, which the servers' rules set. */
const BY_CONTRACT_CODE: Readonly<Record<string, BookingIssue['kind']>> = {
  [FIELD_CODES.dateInPast]: 'pastDate',
  [FIELD_CODES.dateBeyondHorizon]: 'tooFarAhead',
  [FIELD_CODES.unknownDepartment]: 'unknownDepartment',
  [FIELD_CODES.unknownDoctor]: 'unknownDoctor',
  [FIELD_CODES.doctorNotInDepartment]: 'doctorNotInDepartment',
  // A field's "Already booked", and the whole 409's code too (the same word).
  [FIELD_CODES.slotTaken]: 'slotTaken',
  [FIELD_CODES.slotBegun]: 'slotBegun',
  [FIELD_CODES.opdClosed]: 'opdClosed',
  [FIELD_CODES.doctorOnLeave]: 'doctorOnLeave',
  [FIELD_CODES.doctorNotWorking]: 'doctorNotWorking',
  [FIELD_CODES.noDoctorWorking]: 'noDoctorWorking',
  [FIELD_CODES.notASlot]: 'notASlot',
  [FIELD_CODES.invalidReference]: 'invalidReference',
  [FIELD_CODES.notAPersonName]: 'notAPersonName',
  [FIELD_CODES.notSingleLine]: 'notSingleLine',
};

/** What zod's issue codes (the schema's checks, in the browser and from the servers) mean on a booking field. */
function schemaIssueKind(field: BookingIssueField, code: string): BookingIssue['kind'] | undefined {
  switch (code) {
    case 'invalid_type':
      // Age arrives as a number from the form; a fraction is the only wrong type it can hold.
      return field === 'age' ? 'wholeNumber' : field === 'reference' ? 'invalidReference' : 'required';
    case 'too_small':
      return field === 'age' ? 'negative' : 'required';
    case 'too_big':
      return field === 'age' ? 'tooHigh' : field === 'reference' ? 'invalidReference' : 'tooLong';
    case 'invalid_format':
      // A time that is not written as a slot ("13:00 PM") can only come from a hand-made request: choose one.
      if (field === 'preferredTime') return 'required';
      return field === 'email' ? 'invalidEmail' : field === 'phone' ? 'invalidPhone' : field === 'preferredDate' ? 'invalidDate' : undefined;
    case 'invalid_value':
      // A choice not made (gender, time) or consent not given.
      return field === 'consent' ? 'consent' : 'required';
    case 'custom':
      // In the browser a custom check's own code is not kept (the resolver gives zod's): the name's check is the
      // name rule, the reference's its form, and any other field's the one-line rule.
      return field === 'patientName' ? 'notAPersonName' : field === 'reference' ? 'invalidReference' : 'notSingleLine';
    default:
      return undefined;
  }
}

/** The numbers the limit kinds carry: the contract's, which its schemas check. */
function limitOf(field: BookingIssueField | undefined, kind: BookingLimitIssueKind): number {
  if (kind === 'tooFarAhead') return BOOKING_HORIZON_DAYS;
  return (field && (BOOKING_FIELD_LIMITS as Readonly<Record<string, number>>)[field]) || 0;
}

/**
 * The kind of a field's (or, with no field, the form's) problem, from its code: zod's issue code for the schema's
 * checks (the browser's own validation and a server's 400 alike), or the contract's for its rules. The message is
 * kept as written, for an English page.
 */
export function bookingIssueOf(field: BookingIssueField | undefined, code: string | undefined, message: string): BookingIssue {
  const kind = (code && BY_CONTRACT_CODE[code]) ?? (field && code ? schemaIssueKind(field, code) : undefined);
  if (!kind) return { kind: 'other', message };
  if (kind === 'tooLong' || kind === 'tooHigh' || kind === 'tooFarAhead') return { kind, limit: limitOf(field, kind), message };
  return { kind, message };
}
