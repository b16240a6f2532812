// The sentences both servers answer with.

/** How far ahead a visit can be booked (here, not in rules/booking.ts, so the messages need no rule module). */
export const BOOKING_HORIZON_DAYS = 365;

/**
 * The days any date of the API may name, in a query or a body: nothing the hospital dates (a visit, leave, a
 * closure, a construction task, a news event) lies outside them. The first keeps out year 0 and before, where
 * PostgreSQL's `date` (which has no year 0) and JavaScript's Date (which has) part ways, so such a day failed in the
 * database; the last leaves room for the rules' arithmetic (a day plus a year of leave or of booking horizon) to stay
 * within four-digit years, past which a day has no YYYY-MM-DD form at all.
 */
export const CALENDAR_RANGE = { first: '1900-01-01', last: '2999-12-31' } as const;

/**
 * How deeply a request body's arrays and objects may nest: no body the API takes goes past three levels, and a far
 * deeper one (a few kilobytes of brackets) overflowed the stack of the code that walks it.
 */
export const BODY_MAX_DEPTH = 32;

export const API_MESSAGES = {
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  validationFailed: 'Validation failed',
  invalidQuery: 'Invalid query',
  signInRequired: 'Please sign in to continue.',
  adminRequired: 'Admin privileges required',
  invalidCredentials: 'Invalid credentials',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooDeep: `The request body nests arrays and objects more than ${BODY_MAX_DEPTH} levels deep.`,
  tooLarge: 'The request body is too large.',
  slotTaken: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different booking.',
  unknownDepartment: 'Choose one of the hospital’s departments',
  unknownDoctor: 'Choose one of the hospital’s doctors',
  doctorNotInDepartment: 'This doctor is not in the chosen department',
  endBeforeStart: 'End date must not be before the start date',
  noSuchDoctor: 'No such doctor',
  consentRequired: 'Please agree to continue',
  /** One answer for a wrong reference and a wrong contact, so neither can be confirmed alone. */
  bookingNotFound: 'We could not find a booking with these details',
  bookingLocked: 'This appointment can no longer be changed.',
  /** The field message beside `slotTaken`: the slot the request named is held by another booking. */
  slotTakenField: 'Already booked',
  slotBegun: 'This time has already passed today. Please choose a later time or another day.',
  dateInPast: 'Date cannot be in the past',
  dateBeyondHorizon: `Choose a date within the next ${BOOKING_HORIZON_DAYS} days`,
  dateOutOfRange: `Must be a day from ${CALENDAR_RANGE.first} to ${CALENDAR_RANGE.last}`,
  opdClosed: 'The OPD is closed on this day. Please choose another day.',
  doctorOnLeave: 'The doctor is on leave on this day. Please choose another day.',
  doctorNotWorking: 'The doctor does not see patients on this day. Please choose another day.',
  noDoctorWorking: 'No doctor of this department sees patients then. Please choose another day or time.',
  notASlot: 'The doctor has no appointment at this time on this day. Please choose one of the times offered.',
  sessionsOverlap: 'Overlaps another session on the same day',
  sessionTooShort: 'Must be long enough for one slot',
  sessionEndBeforeStart: 'Must end after it starts',
  closureExists: 'The OPD is already closed on this day',
  invalidHeader: 'Invalid header',
  unstorableText: 'Must not contain a NUL character or a broken Unicode character',
  notSingleLine: 'Must be one line, without line breaks or control characters',
  notAPersonName: "Use letters, spaces and . ' - only",
  /** A temporary password signs in, then allows nothing but choosing a new one. */
  passwordChangeRequired: 'Please choose a new password before you continue.',
  lastAdmin: 'The hospital must keep at least one active admin.',
  usernameTaken: 'This username is already taken',
  wrongPassword: 'The current password is not right',
  /** Said when the estimator gives no warning of its own; its first suggestion follows. */
  weakPassword: 'This password is easy to guess.',
  samePassword: 'Choose a password different from the current one',
  /** A patient's own account is not made staff: staff accounts are made by an admin, with a temporary password. */
  patientAccount: 'A patient’s account cannot be given a staff role; create a staff account instead',
  /** Only a message whose tries all failed is sent again by hand; the queue itself retries the rest. */
  messageNotFailed: 'Only a message that failed can be sent again.',
  /** A visit moves only along the OPD day, or one step back to undo a mistake. */
  statusChangeNotAllowed: 'This visit cannot change to that status.',
  visitNotToday: 'Only a visit booked for today can be checked in.',
  walkInsFull: 'This session has taken all the walk-in patients it can. Please book the patient for another session.',
  queueEmpty: 'No patient is waiting for this doctor.',
  noSessionToday: 'The doctor has no session left today.',
  bookingWithAnotherDoctor: 'This booking is with another doctor',
} as const;
