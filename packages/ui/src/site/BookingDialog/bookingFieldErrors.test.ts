// Every problem a booking can be refused with, in Hindi. The contract's schemas and the servers write their field
// messages in English with a code beside each, and a Hindi page says each field and kind of problem in its own words
// (`bookingFieldErrorHi`, the `fieldError` of the booking dialog and of the manage page), chosen by the code. These
// tests find the problems by running the schemas over bad values of every kind, add what only the servers say, and
// ask the Hindi for each one.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API_ERROR_CODES,
  API_MESSAGES,
  FIELD_CODES,
  SLOT_TAKEN_PROBLEM,
  bookingLookupSchema,
  bookingPlaceProblems,
  bookingRequestSchema,
  bookingRescheduleSchema,
  departmentVisitProblems,
  doctorVisitProblems,
  hospitalToday,
  preferredDateProblem,
  preferredSlotProblem,
  zodProblems,
  type FieldProblem,
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
  // A line break, and a name that carries a phone number: refused by the one-line and the name rules.
  'Asha\nDevi',
  'Call +91 11111 22222 to pay your bill',
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

/** A field's problem as the form and the servers carry it: the field, its code and its English message. */
type Problem = [BookingIssueField, string, string];

/** Every (field, code, message) the schema gives for one bad value in each field of a valid request. */
function problemsOf(schema: z.ZodType, valid: Record<string, unknown>): Problem[] {
  const found: Problem[] = [];
  for (const field of Object.keys(valid)) {
    for (const value of BAD_VALUES) {
      const result = schema.safeParse({ ...valid, [field]: value });
      if (result.success) continue;
      for (const [path, problem] of Object.entries(zodProblems(result.error))) found.push([path as BookingIssueField, problem.code, problem.message]);
    }
  }
  return found;
}

const today = hospitalToday();

/** What the timetable's rules say of a visit: 2026-12-07 is a Monday, the doctor works Monday mornings only. */
function timetableProblems(): [string, FieldProblem][] {
  const weekly = [{ weekday: 1 as const, start: '09:00', end: '12:00', slotMinutes: 30 as const, capacity: 1 }];
  const open = { weekly, leave: [], closures: [] };
  const monday = { preferredDate: '2026-12-07', preferredTime: '9:00 AM' };
  return [
    ...Object.entries(doctorVisitProblems({ ...open, closures: [{ date: '2026-12-07' }] }, monday)),
    ...Object.entries(doctorVisitProblems({ ...open, leave: [{ from: '2026-12-07', to: '2026-12-08' }] }, monday)),
    ...Object.entries(doctorVisitProblems(open, { ...monday, preferredDate: '2026-12-08' })),
    ...Object.entries(doctorVisitProblems(open, { ...monday, preferredTime: '2:00 PM' })),
    ...Object.entries(departmentVisitProblems([open], { ...monday, preferredDate: '2026-12-08' })),
  ];
}
/** What only the servers say: their checks against the hospital's data and calendar (the contract's rules). */
const SERVER_PROBLEMS: Problem[] = [
  ...Object.entries(bookingPlaceProblems(1, undefined, undefined)),
  ...Object.entries(bookingPlaceProblems(1, { id: 1 }, { departmentId: 2 })),
  ['preferredDate', preferredDateProblem('2000-01-01', today)!],
  ['preferredDate', preferredDateProblem('2999-01-01', today)!],
  ['preferredTime', preferredSlotProblem('2026-11-26', '9:00 AM', new Date('2026-11-26T06:00:00Z'))!],
  ['preferredTime', SLOT_TAKEN_PROBLEM],
  // The OPD timetable's: a closure, leave, a day off, a time that is no slot, a department with nobody then.
  ...timetableProblems(),
].map(([field, problem]) => [field as BookingIssueField, (problem as FieldProblem).code, (problem as FieldProblem).message]);

/** Each (field, code, message) once. */
const once = (problems: Problem[]) => [...new Map(problems.map((entry) => [entry.join('|'), entry])).values()];

const BOOKING_PROBLEMS = once([...problemsOf(bookingRequestSchema, VALID_BOOKING), ...SERVER_PROBLEMS]);
const MANAGE_PROBLEMS = once([
  ...problemsOf(bookingLookupSchema, { reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' }),
  ...problemsOf(bookingRescheduleSchema, { reference: 'CCH-7K4Q-M2XD', contact: '98765 43210', preferredDate: '2026-12-02', preferredTime: '9:00 AM' }),
  ...SERVER_PROBLEMS.filter(([field]) => field === 'preferredDate' || field === 'preferredTime'),
]);

/** The Hindi a field gets for a problem the list does not know: correct, but says little. */
const GENERIC = bookingFieldErrorHi('patientName', { kind: 'other', message: 'Something new' });
const issueOf = ([field, code, message]: Problem) => bookingIssueOf(field, code, message);

describe('the booking problems the schemas and servers give', () => {
  it('are found: every field of the form, and every kind of problem the contract names', () => {
    expect(new Set(BOOKING_PROBLEMS.map(([field]) => field))).toEqual(new Set(Object.keys(VALID_BOOKING)));
    const kinds = new Set([...BOOKING_PROBLEMS, ...MANAGE_PROBLEMS].map((problem) => issueOf(problem).kind));
    // Every kind but the unknown one occurs, so no kind's Hindi goes untested.
    expect([...kinds].filter((kind) => kind !== 'other').sort()).toEqual(BOOKING_ISSUE_KINDS.filter((kind) => kind !== 'other').sort());
  });

  it('are each a kind the Hindi texts know, except zod’s own wording on a choice the form cannot send wrong', () => {
    const unknown = [...BOOKING_PROBLEMS, ...MANAGE_PROBLEMS].filter((problem) => issueOf(problem).kind === 'other');
    // The doctor choice is parsed to an id or nothing (parseDoctorId), so only a hand-made request reaches these.
    expect(unknown.every(([field]) => field === 'doctorId')).toBe(true);
  });

  it.each(BOOKING_PROBLEMS.filter((problem) => issueOf(problem).kind !== 'other'))('%s, %s: "%s" has a Hindi text of its own on the booking form', (...problem) => {
    const text = BOOKING_DIALOG_TEXTS_HI.fieldError(problem[0], issueOf(problem));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toBe(GENERIC);
    // English pages show the message as the schema or server wrote it.
    expect(BOOKING_DIALOG_TEXTS.fieldError(problem[0], issueOf(problem))).toBe(problem[2]);
  });

  it.each(MANAGE_PROBLEMS)('%s, %s: "%s" has a Hindi text of its own on the manage page', (...problem) => {
    const text = bookingFieldErrorHi(problem[0], issueOf(problem));
    expect(text).toMatch(/[\u0900-\u097F]/);
    expect(text).not.toBe(GENERIC);
    expect(MANAGE_BOOKING_TEXTS.fieldError(problem[0] as 'reference', issueOf(problem))).toBe(problem[2]);
  });
});

describe('the Hindi booking messages', () => {
  const say = (field: BookingIssueField, code: string, message = 'English') => bookingFieldErrorHi(field, bookingIssueOf(field, code, message));
  it('name what to do in the field’s own words', () => {
    expect(say('patientName', 'too_small')).toBe('कृपया अपना पूरा नाम लिखें');
    expect(say('gender', 'invalid_value')).toBe('कृपया लिंग चुनें');
    expect(say('preferredDate', 'too_small')).toBe('कृपया तारीख़ चुनें');
    expect(say('phone', 'invalid_format')).toBe('कृपया सही फ़ोन नंबर लिखें');
    expect(say('consent', 'invalid_value')).toBe('आगे बढ़ने के लिए कृपया सहमति दें');
    expect(say('reference', FIELD_CODES.invalidReference)).toBe('कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD');
    // The browser's own check of the reference keeps zod's code for a custom check, not the contract's.
    expect(say('reference', 'custom')).toBe('कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD');
    expect(say('preferredTime', FIELD_CODES.slotBegun)).toBe('आज का यह समय निकल चुका है; कृपया बाद का समय या कोई दूसरा दिन चुनें');
    // The name rule, from a server (its code) and from the browser's own check (zod's code for a custom check).
    expect(say('patientName', FIELD_CODES.notAPersonName)).toBe("नाम में केवल अक्षर, खाली जगह और . ' - लिखे जा सकते हैं");
    expect(say('patientName', 'custom')).toBe("नाम में केवल अक्षर, खाली जगह और . ' - लिखे जा सकते हैं");
    expect(say('phone', FIELD_CODES.notSingleLine)).toBe('कृपया इसे एक ही पंक्ति में लिखें');
    expect(say('contact', 'custom')).toBe('कृपया इसे एक ही पंक्ति में लिखें');
  });
  it('keep the numbers the contract checks', () => {
    expect(say('patientName', 'too_big')).toBe('अधिकतम 120 अक्षर लिखे जा सकते हैं');
    expect(say('email', 'too_big')).toBe('अधिकतम 200 अक्षर लिखे जा सकते हैं');
    expect(say('age', 'too_big')).toBe('उम्र 130 वर्ष से ज़्यादा नहीं हो सकती');
    expect(say('preferredDate', FIELD_CODES.dateBeyondHorizon)).toBe('कृपया अगले 365 दिनों के भीतर की तारीख़ चुनें');
  });
  it('never read the English: a reworded message means the same', () => {
    expect(say('phone', 'invalid_format', 'Some new wording')).toBe(say('phone', 'invalid_format', 'Enter a valid phone number'));
  });
  it('say the 409’s sentence for the whole form, and something useful for any other', () => {
    expect(BOOKING_DIALOG_TEXTS_HI.formError(bookingIssueOf(undefined, API_ERROR_CODES.slotTaken, API_MESSAGES.slotTaken))).toBe(
      'चुने गए डॉक्टर के साथ यह समय पहले ही बुक हो चुका है। कृपया कोई दूसरा समय या तारीख़ चुनें।',
    );
    expect(BOOKING_DIALOG_TEXTS_HI.formError(bookingIssueOf(undefined, API_ERROR_CODES.internal, 'Internal Server Error'))).toMatch(/^बुकिंग नहीं हो सकी/);
  });
});
