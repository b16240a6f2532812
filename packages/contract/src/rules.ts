// Rules both servers apply the same way, and the sentences they answer with.
import type { ProjectStats } from './schemas.ts';

/** The hospital's calendar: "today" is the date in India, whatever zone a server's clock is set to. */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';

// en-CA writes YYYY-MM-DD.
const HOSPITAL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: HOSPITAL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date on the hospital's calendar, YYYY-MM-DD. */
export function hospitalToday(now: Date = new Date()): string {
  return HOSPITAL_DAY.format(now);
}

/** A calendar date `days` after `date` (both YYYY-MM-DD); days carry no zone, so UTC arithmetic is exact. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** How far ahead a visit can be booked. */
export const BOOKING_HORIZON_DAYS = 365;

/** Why a preferred date cannot be booked today, or undefined when it can. */
export function preferredDateProblem(date: string, today: string = hospitalToday()): string | undefined {
  if (date < today) return 'Date cannot be in the past';
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) return `Choose a date within the next ${BOOKING_HORIZON_DAYS} days`;
  return undefined;
}

/** Sign-in throttle: failures counted over a window, per account and address, per address, per account. */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 6,
  /** Caps a spray of guesses across many usernames from one address. */
  perAddress: 30,
  /** Caps a guess spread over many addresses without letting one stranger lock the real admin out. */
  perAccount: 100,
} as const;

/** Sessions end after this long without a request, and after this long whatever happens. */
export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 60 * 60_000 } as const;

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
} as const;

/** Booking look-ups that found nothing, counted per address: references cannot be guessed by trying. */
export const BOOKING_LOOKUP_THROTTLE = { windowMs: 15 * 60_000, perAddress: 10 } as const;

export function tooManyLookupsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many tries. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether what a patient typed is the phone number or email of the booking. Emails match whatever their case;
 * phone numbers by their digits, the last ten when both have that many, so "+91 98765 43210" finds "9876543210".
 */
export function bookingContactMatches(booking: { email: string; phone: string }, contact: string): boolean {
  const typed = contact.trim();
  if (typed.includes('@')) return typed.toLowerCase() === booking.email.trim().toLowerCase();
  const typedDigits = digitsOf(typed);
  const bookedDigits = digitsOf(booking.phone);
  if (typedDigits.length < 6) return false;
  if (typedDigits.length >= 10 && bookedDigits.length >= 10) return typedDigits.slice(-10) === bookedDigits.slice(-10);
  return typedDigits === bookedDigits;
}

/** Whether a patient may still cancel or move a booking: not once cancelled or completed, nor on a past day. */
export function bookingCanChange(booking: { status: string; preferredDate: string }, today: string = hospitalToday()): boolean {
  return (booking.status === 'pending' || booking.status === 'confirmed') && booking.preferredDate >= today;
}

export function tooManySignInsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** The request header a client sends once per booking submission, so a retry is not a second booking. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A milestone's actual date after a change: completing records the day it happened (on the hospital's calendar)
 * unless the change says which; reopening clears it, so the time text goes back to counting days to the target
 * instead of "Completed N days early".
 */
export function milestoneActualDate(
  change: { status?: string | undefined; actualDate?: string | null | undefined },
  current: string | null | undefined,
  today: string = hospitalToday(),
): string | null | undefined {
  if (change.actualDate !== undefined) return change.actualDate;
  if (change.status === 'completed') return current ?? today;
  if (change.status !== undefined) return null;
  return current;
}

/** Statuses of a project whose work is under way, counted as active on the dashboard. */
const PROJECTS_UNDER_WAY: ReadonlySet<string> = new Set(['active', 'in-progress']);

/**
 * The project dashboard's totals (`GET /api/projects/stats`), from the projects and all their tasks: the mock and
 * the pre-render count them here; apps/api counts the same in SQL.
 */
export function projectTotals(projects: readonly { status: string }[], tasks: readonly { status: string }[]): ProjectStats {
  return {
    totalProjects: projects.length,
    activeProjects: projects.filter((project) => PROJECTS_UNDER_WAY.has(project.status)).length,
    totalTasks: tasks.length,
    completedTasks: tasks.filter((task) => task.status === 'completed').length,
  };
}
