// A patient's own booking, without an account: whoever holds its reference and the phone number or email it was
// made with may see it, cancel it or move it. Both arrive in a POST body, never in a URL (so never in a log, a
// proxy's or the browser's history). A wrong reference and a wrong contact get one answer, and such misses are
// counted per address: after BOOKING_LOOKUP_THROTTLE.perAddress in its window, every try from there waits. Each try
// is counted before the look-up and handed back when it finds its booking, so a burst of guesses at once is held too.
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  SLOT_TAKEN_PROBLEM,
  apiError,
  bookingLookupLimits,
  bookingLookupSchema,
  bookingRescheduleSchema,
  hospitalToday,
  managedBookingSchema,
  patientChange,
  patientsAhead,
  tooManyAttemptsError,
  tooManyLookupsMessage,
  visitTimeProblems,
  visitTimetableProblems,
  type FieldProblems,
} from '@hospital/contract';
import { auditedChange } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { isSlotFull, visitCalendars } from '../db/timetable.ts';
import { doctorDayVisits, queueVisitOf } from '../db/opdQueue.ts';
import { toManagedBooking } from '../db/rows.ts';
import { appointments } from '../db/schema.ts';
import { messageStateOf } from '../messaging/outbox.ts';
import type { CountedAttempt } from '../auth/throttle.ts';
import { newRouter, sendError, type ApiContext, type Services } from '../http/context.ts';
import { apiRoute, errorAnswer, json, jsonBody } from '../http/openapi.ts';

type AppointmentRow = typeof appointments.$inferSelect;

const ManagedBooking = managedBookingSchema.meta({ id: 'ManagedBooking' });
const BookingLookup = bookingLookupSchema.meta({ id: 'BookingLookup' });
const BookingReschedule = bookingRescheduleSchema.meta({ id: 'BookingReschedule' });

const answers = {
  404: errorAnswer('No booking has this reference with this phone number or email (one answer for either)'),
  429: errorAnswer('Too many look-ups that found nothing from this address; wait Retry-After seconds'),
};
const changeAnswers = { ...answers, 409: errorAnswer('The booking can no longer be changed (cancelled, completed or past), or the new slot is taken') };

/** What the audit trail keeps of a patient's change: the visit's state, never who the patient is. */
const visitOf = (row: AppointmentRow) => ({ status: row.status, preferredDate: row.preferredDate, preferredTime: row.preferredTime });

/**
 * The booking with this reference (whether the patient's contact matches it is the contract's `patientChange`).
 * Inside a change's transaction its row is locked, so a cancel and a move of one booking at once happen one after
 * the other.
 */
async function bookingFor(db: Db, reference: string, lock = false): Promise<AppointmentRow | undefined> {
  const query = db.select().from(appointments).where(eq(appointments.reference, reference)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function manageBookingRoutes({ db, lookupThrottle, outbox, clock }: Services) {
  const router = newRouter();

  /**
   * Counts a try from this address and runs `work` when it may go ahead (else the 429). A try whose booking was found,
   * or that never looked one up, is handed back: what stays counted is the misses.
   */
  async function counted<R>(c: ApiContext, work: () => Promise<R | 'missing'>) {
    const attempt: CountedAttempt = await lookupThrottle.count(bookingLookupLimits(c.get('address')));
    if (attempt.waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return sendError(c, 429, tooManyAttemptsError(tooManyLookupsMessage(attempt.waitMs)));
    }
    const outcome = await work().catch(async (error: unknown) => {
      await lookupThrottle.succeeded(attempt);
      throw error;
    });
    if (outcome === 'missing') return sendError(c, 404, apiError('bookingNotFound'));
    await lookupThrottle.succeeded(attempt);
    return outcome;
  }

  const locked = (c: ApiContext) => sendError(c, 409, apiError('bookingLocked'));

  /** How many patients the doctor sees before this one, once checked in (patientsAhead over its doctor-day). */
  async function aheadOf(booking: AppointmentRow): Promise<number | null> {
    if (booking.doctorId === null || (booking.status !== 'checked_in' && booking.status !== 'in_consultation')) return null;
    return patientsAhead((await doctorDayVisits(db, booking.doctorId, booking.preferredDate)).map(queueVisitOf), queueVisitOf(booking));
  }

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.bookingLookup,
      summary: 'A patient’s booking, by its reference and the phone number or email it was made with',
      request: { body: jsonBody(BookingLookup) },
      responses: { 200: json(ManagedBooking, 'The booking, and whether it can still be changed'), ...answers },
    }),
    async (c) => {
      const { reference, contact } = c.req.valid('json');
      return counted(c, async () => {
        const booking = await bookingFor(db, reference);
        const today = hospitalToday(clock());
        if (patientChange(booking, contact, today).outcome === 'missing') return 'missing';
        return c.json(toManagedBooking(booking!, today, await aheadOf(booking!)), 200);
      });
    },
  );

  /**
   * A patient's one-step change of their booking (cancel, stop reminders): found by reference and contact, locked,
   * refused once it can no longer change, updated, audited and its messages written, in one transaction. A booking
   * the change would leave as it is answers as it is.
   */
  function patientUpdate(
    c: ApiContext,
    { reference, contact }: { reference: string; contact: string },
    change: { set: Partial<AppointmentRow>; action: string; show: (row: AppointmentRow) => Record<string, unknown>; alreadyDone?: (row: AppointmentRow) => boolean },
  ) {
    const now = clock();
    const today = hospitalToday(now);
    return counted(c, async () => {
      const outcome = await auditedChange(db, c, async (tx, audit) => {
        const allowed = patientChange(await bookingFor(tx, reference, true), contact, today);
        if (allowed.outcome !== 'allowed') return allowed.outcome;
        const before = allowed.booking;
        if (change.alreadyDone?.(before)) return before;
        const [after] = await tx.update(appointments).set(change.set).where(eq(appointments.id, before.id)).returning();
        await audit({ byPatient: true, action: change.action, entity: 'appointment', entityId: before.id, before: change.show(before), after: change.show(after!) });
        await outbox.changed(tx, messageStateOf(before), after!, 'patient', c.get('origin'), now);
        return after!;
      });
      if (outcome === 'missing' || outcome === 'locked') return outcome === 'locked' ? locked(c) : outcome;
      return c.json(toManagedBooking(outcome, today), 200);
    });
  }

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.bookingCancel,
      summary: 'A patient cancels their booking; its slot is free again',
      request: { body: jsonBody(BookingLookup) },
      responses: { 200: json(ManagedBooking, 'The cancelled booking'), ...changeAnswers },
    }),
    (c) => patientUpdate(c, c.req.valid('json'), { set: { status: 'cancelled' }, action: 'appointment.patient_cancel', show: visitOf }),
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.bookingStopReminders,
      summary: 'A patient stops the reminders of their booking (confirmations and notices of changes still go); asking again answers the same',
      request: { body: jsonBody(BookingLookup) },
      responses: { 200: json(ManagedBooking, 'The booking, its reminders stopped'), ...changeAnswers },
    }),
    (c) =>
      // The waiting reminders are cancelled by the outbox, with the contract's reason staff read.
      patientUpdate(c, c.req.valid('json'), {
        set: { remindersStopped: true },
        action: 'appointment.patient_stop_reminders',
        show: (row) => ({ remindersStopped: row.remindersStopped }),
        alreadyDone: (row) => row.remindersStopped,
      }),
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.bookingReschedule,
      summary: 'A patient moves their booking to another day and slot in one step; the reference stays',
      request: { body: jsonBody(BookingReschedule) },
      responses: { 200: json(ManagedBooking, 'The booking on its new day and slot'), ...changeAnswers },
    }),
    async (c) => {
      const { reference, contact, preferredDate, preferredTime } = c.req.valid('json');
      const now = clock();
      const today = hospitalToday(now);
      // Throttled first: a waiting address learns nothing, not even about dates.
      return counted(c, async () => {
        const fields = visitTimeProblems({ preferredDate, preferredTime }, now);
        if (Object.keys(fields).length > 0) return sendError(c, 400, apiError('validationFailed', fields));
        let outcome: AppointmentRow | 'missing' | 'locked' | { problems: FieldProblems };
        try {
          outcome = await auditedChange(db, c, async (tx, audit) => {
            const change = patientChange(await bookingFor(tx, reference, true), contact, today);
            if (change.outcome !== 'allowed') return change.outcome;
            const before = change.booking;
            // The new day and time against the doctor's timetable (or the department's, without a doctor).
            const calendars = await visitCalendars(tx, before, preferredDate);
            const problems = visitTimetableProblems(calendars, { doctorId: before.doctorId ?? undefined, preferredDate, preferredTime }, now);
            if (Object.keys(problems).length > 0) return { problems };
            // One UPDATE frees the old place and takes the new one; the database's capacity check (migration 0007)
            // refuses a slot already full, even one filled a moment ago by a request on another instance. The visit
            // has its new time: whatever timetable change had marked it is answered.
            const [after] = await tx.update(appointments).set({ preferredDate, preferredTime, needsNewTime: null }).where(eq(appointments.id, before.id)).returning();
            await audit({ byPatient: true, action: 'appointment.patient_reschedule', entity: 'appointment', entityId: before.id, before: visitOf(before), after: visitOf(after!) });
            await outbox.changed(tx, messageStateOf(before), after!, 'patient', c.get('origin'), now);
            return after!;
          });
        } catch (error) {
          if (isSlotFull(error)) return sendError(c, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
          throw error;
        }
        if (typeof outcome === 'object' && 'problems' in outcome) return sendError(c, 400, apiError('validationFailed', outcome.problems));
        if (outcome === 'missing' || outcome === 'locked') return outcome === 'locked' ? locked(c) : outcome;
        return c.json(toManagedBooking(outcome, today), 200);
      });
    },
  );

  return router;
}
