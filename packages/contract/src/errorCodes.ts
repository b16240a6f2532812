// The error codes of the API's answers and of each field's problem, and the error bodies made from them: no zod,
// so the public pages that read a code (a booking's "slot taken") load none of the schemas (errors.ts has those).
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
  bodyTooDeep: 'body_too_deep',
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
  /** A day outside CALENDAR_RANGE (messages.ts): before 1900 or after 2999. */
  dateOutOfRange: 'date_out_of_range',
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
  /** A single-line field (a name, a title, an e-mail, a phone, a reference) holds a line break or control character. */
  notSingleLine: 'not_single_line',
  /** A person's name holds more than letters, spaces and . ' - (rules/input.ts's isPersonName). */
  notAPersonName: 'not_a_person_name',
  invalidReference: 'invalid_reference',
  invalidImageUrl: 'invalid_image_url',
  endBeforeStart: 'end_before_start',
  unknownField: 'unknown_field',
  wrongPassword: 'wrong_password',
  /** A new password zxcvbn finds easy to guess (server/passwordStrength.ts); its message says why. */
  weakPassword: 'weak_password',
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

/** Every error the API sends (errors.ts's apiErrorSchema describes it to OpenAPI, and is checked against it). */
export interface ApiErrorBody {
  message: string;
  code: (typeof API_ERROR_CODES)[ApiErrorKind] | typeof TOO_MANY_ATTEMPTS;
  fields?: Record<string, string>;
  codes?: Record<string, string>;
}

/** One field's problem: its first message and that problem's code. */
export interface FieldProblem {
  message: string;
  code: string;
}
export type FieldProblems = Record<string, FieldProblem>;

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
