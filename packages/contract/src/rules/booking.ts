// What makes a booking possible, the same on both servers and in the booking form: a day within the horizon, a slot
// that has not begun, and who may see or change a booking without signing in.
import { FIELD_CODES, type FieldProblem, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES, BOOKING_HORIZON_DAYS } from '../messages.ts';
import type { Appointment, ManagedBooking } from '../schemas.ts';
import { addDays, hospitalMinuteOfDay, hospitalToday } from './calendar.ts';

/** Why a preferred date cannot be booked today, or undefined when it can. */
export function preferredDateProblem(date: string, today: string = hospitalToday()): FieldProblem | undefined {
  if (date < today) return { message: API_MESSAGES.dateInPast, code: FIELD_CODES.dateInPast };
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) return { message: API_MESSAGES.dateBeyondHorizon, code: FIELD_CODES.dateBeyondHorizon };
  return undefined;
}

/** The minute of the day a slot begins: "2:30 PM" is 870. */
export function slotStartMinute(slot: string): number {
  const [, hours = '0', minutes = '0', half = 'AM'] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot) ?? [];
  return (Number(hours) % 12) * 60 + Number(minutes) + (half === 'PM' ? 12 * 60 : 0);
}

/** Whether the slot at `time` on `date` has begun by `now` on the hospital's clock: never on a later day, always on an earlier one. */
export function slotHasBegun(date: string, time: string, now: Date = new Date()): boolean {
  const today = hospitalToday(now);
  if (date !== today) return date < today;
  return slotStartMinute(time) <= hospitalMinuteOfDay(now);
}

/** Why a slot cannot be booked now (it has begun today), or undefined when it can; the date's own rule comes first. */
export function preferredSlotProblem(date: string, slot: string, now: Date = new Date()): FieldProblem | undefined {
  return hospitalToday(now) === date && slotHasBegun(date, slot, now) ? { message: API_MESSAGES.slotBegun, code: FIELD_CODES.slotBegun } : undefined;
}

/** The day and slot problems of a booking or a move, by field, empty when it can be made at `now`. */
export function visitTimeProblems(visit: { preferredDate: string; preferredTime: string }, now: Date = new Date()): FieldProblems {
  const dateProblem = preferredDateProblem(visit.preferredDate, hospitalToday(now));
  if (dateProblem) return { preferredDate: dateProblem };
  const slotProblem = preferredSlotProblem(visit.preferredDate, visit.preferredTime, now);
  return slotProblem ? { preferredTime: slotProblem } : {};
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A phone number as its digits, the last ten when it has that many: "+91 98765 43210" and "098765 43210" alike. */
export function contactPhoneDigits(phone: string): string {
  const digits = digitsOf(phone);
  return digits.length >= 10 ? digits.slice(-10) : digits;
}

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

/**
 * Where a booking goes, checked against what the hospital has: the department as named (any case) and the doctor,
 * who must work in it. `department` and `doctor` are what the server found, undefined when nothing.
 */
export function bookingPlaceProblems(
  doctorId: number | undefined,
  department: { id: number } | undefined,
  doctor: { departmentId?: number | null | undefined } | undefined,
): FieldProblems {
  const fields: FieldProblems = {};
  if (!department) fields.department = { message: API_MESSAGES.unknownDepartment, code: FIELD_CODES.unknownDepartment };
  if (doctorId !== undefined) {
    if (!doctor) fields.doctorId = { message: API_MESSAGES.unknownDoctor, code: FIELD_CODES.unknownDoctor };
    else if (department && doctor.departmentId !== department.id) {
      fields.doctorId = { message: API_MESSAGES.doctorNotInDepartment, code: FIELD_CODES.doctorNotInDepartment };
    }
  }
  return fields;
}

/**
 * A booking as its patient sees it on the manage page: what the visit is, never the contact details or the reason
 * (whoever has the slip should learn no more than it says), and whether it can still change.
 */
export function managedBookingOf(
  booking: Pick<
    Appointment,
    'reference' | 'patientName' | 'department' | 'doctorId' | 'preferredDate' | 'preferredTime' | 'status' | 'needsNewTime' | 'language' | 'remindersStopped'
  >,
  today: string,
): ManagedBooking {
  const { reference, patientName, department, doctorId, preferredDate, preferredTime, status, needsNewTime, language, remindersStopped } = booking;
  const canChange = bookingCanChange({ status, preferredDate }, today);
  return {
    reference,
    patientName,
    department,
    ...(doctorId === undefined || doctorId === null ? {} : { doctorId }),
    preferredDate,
    preferredTime,
    status,
    // Only while the patient can still act on it: a past or cancelled visit needs no new time.
    ...(needsNewTime && canChange ? { needsNewTime } : {}),
    language,
    remindersStopped,
    canChange,
  };
}

/** Whether a patient may still cancel or move a booking: not once cancelled or completed, nor on a past day. */
export function bookingCanChange(booking: { status: string; preferredDate: string }, today: string = hospitalToday()): boolean {
  return (booking.status === 'pending' || booking.status === 'confirmed') && booking.preferredDate >= today;
}

/** The request header a client sends once per booking submission, so a retry is not a second booking. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The field problem beside a 409 `slot_taken`: the slot the request named holds as many patients as it takes. */
export const SLOT_TAKEN_PROBLEM: FieldProblem = { message: API_MESSAGES.slotTakenField, code: FIELD_CODES.slotTaken };

/**
 * What a patient's cancel or move of the booking their reference found comes to: `missing` when there is none or the
 * contact is not its phone or email (one answer for either, so neither can be confirmed alone), `locked` once it can
 * no longer change, else `allowed`.
 */
export function patientChange<T extends { email: string; phone: string; status: string; preferredDate: string }>(
  booking: T | undefined,
  contact: string,
  today: string,
): { outcome: 'allowed'; booking: T } | { outcome: 'missing' | 'locked' } {
  if (!booking || !bookingContactMatches(booking, contact)) return { outcome: 'missing' };
  return bookingCanChange(booking, today) ? { outcome: 'allowed', booking } : { outcome: 'locked' };
}
