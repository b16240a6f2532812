// A patient's own booking, by its reference and the phone number or email it was made with, in a POST body (never
// a URL). A wrong reference and a wrong contact get one answer; each try from an address is counted first and handed
// back when it finds its booking, and past the limit every try from there waits (the contract's throttle rules).
import type { Request, Response, Router } from 'express';
import {
  API_MESSAGES,
  API_PATHS,
  BOOKING_LOOKUP_THROTTLE,
  bookingCanChange,
  bookingContactMatches,
  bookingLookupLimits,
  bookingLookupSchema,
  bookingRescheduleSchema,
  hospitalToday,
  managedBookingOf,
  noQuerySchema,
  slotHeldByAnother,
  tooManyLookupsMessage,
  visitTimeProblems,
  type Appointment,
} from '@hospital/contract';
import { AttemptCounters, type CountedAttempt } from '../attemptCounters.ts';
import { clientAddress, parseBody, sendError, validQuery, type MockData } from '../http.ts';

export function manageBookingRoutes(api: Router, { state, persist }: MockData): void {
  /** Look-ups, cancels and moves that found nothing, per address (in memory: a restart forgets them). */
  const lookupThrottle = new AttemptCounters(BOOKING_LOOKUP_THROTTLE.windowMs);
  const countLookup = (req: Request) => lookupThrottle.count(bookingLookupLimits(clientAddress(req)));

  /** The patient's booking, or undefined after answering 429 (throttled) or 404 (the miss stays counted). */
  const patientBooking = (res: Response, input: { reference: string; contact: string }, attempt: CountedAttempt): Appointment | undefined => {
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      sendError(res, 429, { message: tooManyLookupsMessage(attempt.waitMs) });
      return undefined;
    }
    const appointment = state().appointments.find((a) => a.reference === input.reference);
    if (!appointment || !bookingContactMatches(appointment, input.contact)) {
      sendError(res, 404, { message: API_MESSAGES.bookingNotFound });
      return undefined;
    }
    lookupThrottle.succeeded(attempt);
    return appointment;
  };

  const locked = (res: Response) => sendError(res, 409, { message: API_MESSAGES.bookingLocked });

  api.post(API_PATHS.bookingLookup, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const appointment = patientBooking(res, input, countLookup(req));
    if (appointment) res.json(managedBookingOf(appointment, hospitalToday()));
  });

  api.post(API_PATHS.bookingCancel, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const appointment = patientBooking(res, input, countLookup(req));
    if (!appointment) return;
    const today = hospitalToday();
    if (!bookingCanChange(appointment, today)) return locked(res);
    appointment.status = 'cancelled';
    persist();
    res.json(managedBookingOf(appointment, today));
  });

  api.post(API_PATHS.bookingReschedule, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingRescheduleSchema, req, res);
    if (!input) return;
    const now = new Date();
    const today = hospitalToday(now);
    // Throttled first, as the production server answers: a waiting address learns nothing, not even about dates.
    const attempt = countLookup(req);
    const fields = attempt.waitMs > 0 ? {} : visitTimeProblems(input, now);
    if (Object.keys(fields).length > 0) {
      lookupThrottle.succeeded(attempt);
      return sendError(res, 400, { message: API_MESSAGES.validationFailed, fields });
    }
    const appointment = patientBooking(res, input, attempt);
    if (!appointment) return;
    if (!bookingCanChange(appointment, today)) return locked(res);
    if (slotHeldByAnother(state().appointments, { ...appointment, ...input })) {
      return sendError(res, 409, { message: API_MESSAGES.slotTaken, fields: { preferredTime: API_MESSAGES.slotTakenField } });
    }
    // Moved in one step: nothing else runs between the check above and this change.
    appointment.preferredDate = input.preferredDate;
    appointment.preferredTime = input.preferredTime;
    persist();
    res.json(managedBookingOf(appointment, today));
  });
}
