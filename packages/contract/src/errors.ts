// The body of every error the API sends, and how both servers make one. Each error has a sentence for people
// (English) and a stable code for programs; a 400 (or 409) names each failing field with its first message and, in
// `codes`, that problem's code. A field's code is zod's issue code for a schema check (`invalid_format`, `too_big`,
// `invalid_type`, ...), or the contract's own for a rule (`slot_begun`, `date_in_past`, ...): clients read codes, so
// a reworded message, in English or after a zod upgrade, changes nothing they do (the contract suite pins them).
import { z } from 'zod';
import { API_MESSAGES } from './messages.ts';

/** The answers' codes, by the name of their sentence in API_MESSAGES. */
export const API_ERROR_CODES = {
  notFound: 'not_found',
  internal: 'internal',
  validationFailed: 'validation_failed',
  invalidQuery: 'invalid_query',
  invalidHeader: 'invalid_header',
  signInRequired: 'sign_in_required',
  adminRequired: 'admin_required',
  invalidCredentials: 'invalid_credentials',
  notJson: 'not_json',
  malformedJson: 'malformed_json',
  tooLarge: 'too_large',
  slotTaken: 'slot_taken',
  idempotencyMismatch: 'idempotency_mismatch',
  noSuchDoctor: 'no_such_doctor',
  bookingNotFound: 'booking_not_found',
  bookingLocked: 'booking_locked',
  passwordChangeRequired: 'password_change_required',
  lastAdmin: 'last_admin',
  usernameTaken: 'username_taken',
  messageNotFailed: 'message_not_failed',
  statusChangeNotAllowed: 'status_change_not_allowed',
  visitNotToday: 'visit_not_today',
  walkInsFull: 'walk_ins_full',
  queueEmpty: 'queue_empty',
} as const satisfies Partial<Record<keyof typeof API_MESSAGES, string>>;
export type ApiErrorKind = keyof typeof API_ERROR_CODES;

/** The codes of the contract's own field problems (beside zod's issue codes). */
export const FIELD_CODES = {
  unknownDepartment: 'unknown_department',
  unknownDoctor: 'unknown_doctor',
  doctorNotInDepartment: 'doctor_not_in_department',
  dateInPast: 'date_in_past',
  dateBeyondHorizon: 'date_beyond_horizon',
  slotBegun: 'slot_begun',
  slotTaken: 'slot_taken',
  /** The visit's day: the whole OPD is closed, the doctor is on leave, or does not see patients that weekday. */
  opdClosed: 'opd_closed',
  doctorOnLeave: 'doctor_on_leave',
  doctorNotWorking: 'doctor_not_working',
  /** No doctor of the department (a booking without a chosen doctor) sees patients then. */
  noDoctorWorking: 'no_doctor_working',
  /** The time is not one of the slots the doctor's sessions make that day. */
  notASlot: 'not_a_slot',
  sessionsOverlap: 'sessions_overlap',
  sessionTooShort: 'session_too_short',
  rangeTooLong: 'range_too_long',
  closureExists: 'closure_exists',
  unstorableText: 'unstorable_text',
  invalidReference: 'invalid_reference',
  invalidImageUrl: 'invalid_image_url',
  endBeforeStart: 'end_before_start',
  unknownField: 'unknown_field',
  wrongPassword: 'wrong_password',
  commonPassword: 'common_password',
  samePassword: 'same_password',
  usernameTaken: 'username_taken',
  patientAccount: 'patient_account',
  /** A visit's status cannot go where the request asks (rules/opdQueue.ts's VISIT_STEPS). */
  statusChangeNotAllowed: 'status_change_not_allowed',
  /** A walk-in for a doctor with no session left today. */
  noSessionToday: 'no_session_today',
} as const;
export type FieldCode = (typeof FIELD_CODES)[keyof typeof FIELD_CODES];

/** The code of a 429: its sentence says how long to wait, so it is made where the wait is known. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';

/** The issue codes of zod's checks that a field's code can be (zod's own names, pinned by schemas.test.ts). */
const SCHEMA_ISSUE_CODES = ['invalid_type', 'too_big', 'too_small', 'invalid_format', 'invalid_value', 'not_multiple_of', 'invalid_union', 'invalid_key', 'invalid_element', 'custom'];

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum([...Object.values(API_ERROR_CODES), TOO_MANY_ATTEMPTS]).meta({ description: 'What went wrong, for programs; the message is for people' }),
  fields: z.record(z.string(), z.string()).optional(),
  codes: z
    .record(z.string(), z.string())
    .optional()
    .meta({
      description: `Beside each field of \`fields\`, its problem's code: one of zod's issue codes for a schema check (${SCHEMA_ISSUE_CODES.join(', ')}) or the contract's own (${Object.values(FIELD_CODES).join(', ')})`,
    }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;


/** One field's problem: its first message and that problem's code. */
export interface FieldProblem {
  message: string;
  code: string;
}
export type FieldProblems = Record<string, FieldProblem>;

/** Each failing field of a zod failure, keyed by its path ("materials.0.unit"), with its first problem. */
export function zodProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const prefix = issue.path.map(String);
    // A strict object names each key it does not know, so the answer says which parameter to drop.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...prefix, key]) : [prefix];
    for (const path of keys) {
      const key = path.length > 0 ? path.join('.') : '_';
      // Own keys only: "valueOf" or "constructor" would otherwise read as already set, through the prototype.
      if (Object.hasOwn(problems, key)) continue;
      problems[key] =
        issue.code === 'unrecognized_keys'
          ? { message: 'Not a supported parameter', code: FIELD_CODES.unknownField }
          : { message: issue.message, code: issue.code === 'custom' ? customCode(issue) : issue.code };
    }
  }
  return problems;
}

/** A custom check's code: the contract sets one in the check's `params` (`{ code }`). */
function customCode(issue: z.core.$ZodIssueCustom): string {
  const code = (issue.params as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'custom';
}

/** The messages of a zod failure by field, as an error body's `fields` holds them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(zodProblems(error)).map(([field, problem]) => [field, problem.message]));
}

/** An error body: the sentence and code of `kind`, with each field's message and code when there are any. */
export function apiError(kind: ApiErrorKind, problems?: FieldProblems): ApiErrorBody {
  const body: ApiErrorBody = { message: API_MESSAGES[kind], code: API_ERROR_CODES[kind] };
  if (!problems || Object.keys(problems).length === 0) return body;
  const entries = Object.entries(problems);
  return {
    ...body,
    fields: Object.fromEntries(entries.map(([field, problem]) => [field, problem.message])),
    codes: Object.fromEntries(entries.map(([field, problem]) => [field, problem.code])),
  };
}

/** A 429's body: how long to wait, in the sentence, and the code every throttle answers with. */
export function tooManyAttemptsError(message: string): ApiErrorBody {
  return { message, code: TOO_MANY_ATTEMPTS };
}
