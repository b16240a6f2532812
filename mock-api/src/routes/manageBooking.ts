// A patient's own booking, by its reference and the phone number or email it was made with, in a POST body (never
// a URL). A wrong reference and a wrong contact get one answer; each try from an address is counted first and handed
// back when it finds its booking, and past the limit every try from there waits (the contract's throttle rules).
import type { Request, Response, Router } from 'express';
import {
  API_PATHS,
  BOOKING_LOOKUP_THROTTLE,
  SLOT_TAKEN_PROBLEM,
  apiError,
  bookingLookupLimits,
  bookingLookupSchema,
  bookingRescheduleSchema,
  hospitalToday,
  managedBookingOf,
  messageStateOf,
  noQuerySchema,
  patientChange,
  tooManyAttemptsError,
  tooManyLookupsMessage,
  patientsAhead,
  visitTimeProblems,
  type Appointment,
  type ManagedBooking,
} from '@hospital/contract';
import { AttemptCounters, type CountedAttempt } from '../attemptCounters.ts';
import { slotIsFull, visitProblems } from '../calendars.ts';
import { clientAddress, parseBody, sendError, validQuery, type MockData } from '../http.ts';

/** The booking as its patient sees it, with their token and how many the doctor sees first once they are checked in. */
function managedView(appointments: readonly Appointment[], appointment: Appointment, now: Date): ManagedBooking {
  const sameDay =
    appointment.doctorId === undefined || appointment.doctorId === null
      ? []
      : appointments.filter((visit) => visit.doctorId === appointment.doctorId && visit.preferredDate === appointment.preferredDate);
  return { ...managedBookingOf(appointment, hospitalToday(now)), token: appointment.token ?? null, ahead: patientsAhead(sameDay, appointment) };
}

export function manageBookingRoutes(api: Router, { state, persist, outbox, now: clock }: MockData): void {
  /** Look-ups, cancels and moves that found nothing, per address (in memory: a restart forgets them). */
  const lookupThrottle = new AttemptCounters(BOOKING_LOOKUP_THROTTLE.windowMs);
  const countLookup = (req: Request) => lookupThrottle.count(bookingLookupLimits(clientAddress(req)));

  /**
   * The patient's booking and whether it may change, or undefined after answering 429 (throttled) or 404 (the miss
   * stays counted).
   */
  const patientBooking = (
    res: Response,
    input: { reference: string; contact: string },
    attempt: CountedAttempt,
  ): { appointment: Appointment; change: 'allowed' | 'locked' } | undefined => {
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      sendError(res, 429, tooManyAttemptsError(tooManyLookupsMessage(attempt.waitMs)));
      return undefined;
    }
    const appointment = state().appointments.find((a) => a.reference === input.reference);
    const { outcome } = patientChange(appointment, input.contact, hospitalToday(clock()));
    if (outcome === 'missing') {
      sendError(res, 404, apiError('bookingNotFound'));
      return undefined;
    }
    lookupThrottle.succeeded(attempt);
    return { appointment: appointment!, change: outcome };
  };

  const locked = (res: Response) => sendError(res, 409, apiError('bookingLocked'));

  api.post(API_PATHS.bookingLookup, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const found = patientBooking(res, input, countLookup(req));
    if (found) res.json(managedView(state().appointments, found.appointment, clock()));
  });

  /** A patient's one-step change (cancel, stop reminders): found, refused once locked, changed, its messages written. */
  const patientUpdate = (change: (appointment: Appointment) => void) => (req: Request, res: Response) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const found = patientBooking(res, input, countLookup(req));
    if (!found) return;
    if (found.change === 'locked') return locked(res);
    const { appointment } = found;
    const now = clock();
    const before = messageStateOf(appointment);
    change(appointment);
    persist();
    outbox.changed(before, appointment, 'patient', now);
    res.json(managedView(state().appointments, appointment, now));
  };

  api.post(
    API_PATHS.bookingCancel,
    validQuery(noQuerySchema),
    patientUpdate((appointment) => {
      appointment.status = 'cancelled';
    }),
  );

  // Reminders stop; confirmations and notices of changes still go. Asked again, it answers the same.
  api.post(
    API_PATHS.bookingStopReminders,
    validQuery(noQuerySchema),
    patientUpdate((appointment) => {
      appointment.remindersStopped = true;
    }),
  );

  api.post(API_PATHS.bookingReschedule, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingRescheduleSchema, req, res);
    if (!input) return;
    const now = clock();
    // Throttled first, as the production server answers: a waiting address learns nothing, not even about dates.
    const attempt = countLookup(req);
    const fields = attempt.waitMs > 0 ? {} : visitTimeProblems(input, now);
    if (Object.keys(fields).length > 0) {
      lookupThrottle.succeeded(attempt);
      return sendError(res, 400, apiError('validationFailed', fields));
    }
    const found = patientBooking(res, input, attempt);
    if (!found) return;
    if (found.change === 'locked') return locked(res);
    const { appointment } = found;
    const data = state();
    // The new time is asked of the booking's own doctor (one who retired since can be booked no more), or of every
    // doctor of its department when it named none.
    const moved = { ...appointment, preferredDate: input.preferredDate, preferredTime: input.preferredTime };
    const timetableFields = visitProblems(data, moved, now);
    if (Object.keys(timetableFields).length > 0) return sendError(res, 400, apiError('validationFailed', timetableFields));
    if (slotIsFull(data, moved)) return sendError(res, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
    // Moved in one step: nothing else runs between the checks above and this change. A new time is what a booking
    // marked by a timetable change was waiting for.
    const before = messageStateOf(appointment);
    appointment.preferredDate = input.preferredDate;
    appointment.preferredTime = input.preferredTime;
    delete appointment.needsNewTime;
    persist();
    outbox.changed(before, appointment, 'patient', now);
    res.json(managedView(data.appointments, appointment, now));
  });
}
