// The OPD day: staff check booked patients in and register walk-ins, each given the doctor-day's next token; the
// doctor's room calls the next patient; the waiting hall reads the queue (tokens only) and the front desk the whole
// OPD day. Which way a visit may move, who stands where and who is absent are the contract's
// (rules/opdQueue.ts); the tokens and the locks that keep two counters or two instances apart are the database's.
import { eq, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  OPD_QUEUE,
  SLOT_TAKEN_PROBLEM,
  apiError,
  bookingPlaceProblems,
  callNextSteps,
  checkInDoctor,
  checkInProblem,
  checkInRequestSchema,
  daySessions,
  hospitalToday,
  newBookingReference,
  opdDaySchema,
  queueNextSchema,
  queueQuerySchema,
  queueState,
  queueStateSchema,
  queuedAt,
  statusChangeRefusal,
  statusChangeTimes,
  walkInRequestSchema,
  walkInSession,
  walkInsTaken,
  appointmentSchema,
  type ApiErrorBody,
  type FieldProblems,
} from '@hospital/contract';
import { auditedChange, type Audit } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import {
  doctorDay,
  doctorDayVisits,
  lockDoctorDay,
  opdDayVisits,
  queueVisitOf,
  sweepNoShows,
  takeToken,
  timeColumns,
  type AppointmentRow,
} from '../db/opdQueue.ts';
import { toAppointment } from '../db/rows.ts';
import { appointments, departments, doctors } from '../db/schema.ts';
import { isSlotFull } from '../db/timetable.ts';
import { messageStateOf } from '../messaging/outbox.ts';
import { newRouter, sendError, type ApiContext, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchAppointment, noSuchDoctor } from '../http/openapi.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });

/** A refusal decided inside a transaction: thrown so the transaction rolls back (a token taken is given back). */
class Refused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly body: ApiErrorBody,
  ) {
    super(body.code);
  }
}

/** A status change the locked row refuses (PATCH .../status): thrown so its transaction rolls back. */
export class StatusChangeRefused extends Error {
  constructor(readonly body: ApiErrorBody) {
    super(body.code);
  }
}

/** What the audit trail keeps of a visit on the day: its status and token, never who the patient is. */
const queueShow = (row: AppointmentRow) => ({ status: row.status, token: row.token });


export function opdQueueRoutes({ db, outbox, clock, checkInGraceMinutes }: Services) {
  const router = newRouter();

  /** The no-show sweep of one doctor-day, run before its queue or OPD day is read (the first request after a session). */
  const sweepDay = (c: ApiContext, doctorId: number, date: string, now: Date) => sweepNoShows(db, outbox, now, { scope: { doctorId, date }, origin: c.get('origin') });

  /** An audited change whose refusals answer as errors. */
  async function refusable<T>(c: ApiContext, work: (tx: Db, audit: Audit) => Promise<T>) {
    try {
      return { done: await auditedChange(db, c, work) };
    } catch (error) {
      // Typed as the 409 every such route declares; its own status goes out as it is.
      if (error instanceof Refused) return { answer: sendError(c, error.status as 409, error.body) };
      throw error;
    }
  }

  router.openapi(
    apiRoute('staff', {
      method: 'post',
      path: API_PATHS.appointmentCheckIn('{id}'),
      summary:
        "Check a patient in on the day of their visit: the doctor-day's next token (or the one they had), and their place in the queue " +
        '(by slot time when within the grace minutes, else from now); `{ doctorId }` names the doctor for a booking made for a department. ' +
        'Checking in again answers the visit as it is',
      request: { params: IdParams, body: jsonBody(checkInRequestSchema.meta({ id: 'CheckInRequest' })) },
      responses: {
        200: json(Appointment, 'The visit, checked in, with its token'),
        404: noSuchAppointment,
        409: errorAnswer('Not a visit of today (visit_not_today), or past checking in (status_change_not_allowed)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const now = clock();
      let outcome;
      try {
        outcome = await refusable(c, async (tx, audit) => {
          const [before] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
          if (!before) throw new Refused(404, apiError('notFound'));
          const problem = checkInProblem(before, now);
          if (problem === 'not_today') throw new Refused(409, apiError('visitNotToday'));
          if (problem === 'status') throw new Refused(409, statusChangeRefusal(before, 'checked_in'));
          // A second click of the front desk's button: nothing changes, no new token.
          if (before.status === 'checked_in') return before;
          const doctor = checkInDoctor(before.doctorId, body.doctorId);
          if ('problems' in doctor) throw new Refused(400, apiError('validationFailed', doctor.problems));
          const { doctorId } = doctor;
          if (before.doctorId === null) {
            // The front desk sends a department's booking to one of its doctors: the booking's place rules, as at booking.
            const fields = await placeProblems(tx, doctorId, before.department);
            if (Object.keys(fields).length > 0) throw new Refused(400, apiError('validationFailed', fields));
          }
          const token = before.token ?? (await takeToken(tx, doctorId, before.preferredDate));
          const [after] = await tx
            .update(appointments)
            .set({ status: 'checked_in', doctorId, token, checkedInAt: now, queuedAt: queuedAt(queueVisitOf(before), now, checkInGraceMinutes) })
            .where(eq(appointments.id, id))
            .returning();
          await audit({ action: 'appointment.check_in', entity: 'appointment', entityId: id, before: queueShow(before), after: queueShow(after!) });
          // A checked-in visit is no longer coming: its reminder is cancelled.
          await outbox.changed(tx, messageStateOf(before), after!, 'hospital', c.get('origin'), now);
          return after!;
        });
      } catch (error) {
        // A department's booking sent to a doctor whose slot is already full (the capacity check of migration 0007).
        if (isSlotFull(error)) return sendError(c, 409, apiError('slotTaken', { doctorId: SLOT_TAKEN_PROBLEM }));
        throw error;
      }
      if ('answer' in outcome) return outcome.answer!;
      return c.json(toAppointment(outcome.done), 200);
    },
  );

  /** The department (as the hospital writes it) and doctor checks of a booking, for a doctor named at the front desk. */
  async function placeProblems(tx: Db, doctorId: number, department: string): Promise<FieldProblems> {
    const [place] = await tx
      .select({
        departmentId: sql<number | null>`(SELECT ${departments.id} FROM ${departments} WHERE lower(${departments.name}) = lower(${department}) LIMIT 1)`,
        doctorExists: sql<boolean>`EXISTS (SELECT 1 FROM ${doctors} WHERE ${doctors.id} = ${doctorId} AND NOT ${doctors.retired})`,
        doctorDepartmentId: sql<number | null>`(SELECT ${doctors.departmentId} FROM ${doctors} WHERE ${doctors.id} = ${doctorId})`,
      })
      .from(sql`(SELECT 1) AS one`);
    return bookingPlaceProblems(
      doctorId,
      place?.departmentId ? { id: place.departmentId } : undefined,
      place?.doctorExists ? { departmentId: place.doctorDepartmentId } : undefined,
    );
  }

  router.openapi(
    apiRoute('staff', {
      method: 'post',
      path: API_PATHS.walkIns,
      summary:
        "Register a walk-in patient for a doctor today: checked in at once with the doctor-day's next token, in the session under way (or the next), " +
        'within the walk-in places each session takes; never a booked place of a slot, and no messages',
      request: { body: jsonBody(walkInRequestSchema.meta({ id: 'WalkInRequest' })) },
      responses: {
        201: json(Appointment, 'The walk-in, checked in, with its token'),
        409: errorAnswer('The session has taken all the walk-ins it takes (walk_ins_full)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const now = clock();
      const today = hospitalToday(now);
      const fields = await placeProblems(db, input.doctorId, input.department);
      if (Object.keys(fields).length > 0) return sendError(c, 400, apiError('validationFailed', fields));
      const doctor = (await doctorDay(db, input.doctorId, today))!;
      const joined = walkInSession(doctor.calendar, now);
      if (!joined) return sendError(c, 400, apiError('validationFailed', { doctorId: { message: API_MESSAGES.noSessionToday, code: FIELD_CODES.noSessionToday } }));
      const allowed = doctor.walkInsPerSession ?? OPD_QUEUE.walkInsPerSession;
      // Consent is not a column, as for a booking.
      const { consent: _consent, ...details } = input;
      for (let attempt = 1; ; attempt++) {
        try {
          const outcome = await refusable(c, async (tx, audit) => {
            // The token first: its counter row stays locked until this commits, so two counters counting the session's
            // walk-ins at once count one after the other; a refusal rolls the token back.
            const token = await takeToken(tx, doctor.id, today);
            const taken = walkInsTaken((await doctorDayVisits(tx, doctor.id, today)).map(queueVisitOf), joined.session);
            if (taken >= allowed) throw new Refused(409, apiError('walkInsFull'));
            const [created] = await tx
              .insert(appointments)
              .values({
                ...details,
                department: doctor.department ?? input.department,
                reference: newBookingReference(),
                doctorId: doctor.id,
                preferredDate: today,
                preferredTime: joined.time,
                status: 'checked_in',
                walkIn: true,
                token,
                checkedInAt: now,
                queuedAt: now,
              })
              .returning();
            await audit({ action: 'appointment.walk_in', entity: 'appointment', entityId: created!.id, after: queueShow(created!) });
            return created!;
          });
          if ('answer' in outcome) return outcome.answer!;
          return c.json(toAppointment(outcome.done), 201);
        } catch (error) {
          // Two references alike (one chance in a trillion per pair): draw another.
          if (violatedUniqueConstraint(error) === 'appointments_reference_key' && attempt < 5) continue;
          throw error;
        }
      }
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.queue,
      summary:
        "A doctor's queue for the waiting hall (today unless `date`): the token in the doctor's room and the tokens waiting, in the order they will be called; " +
        'never a name, phone or reference',
      request: { query: queueQuerySchema },
      responses: { 200: json(queueStateSchema.meta({ id: 'QueueState' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { doctorId, date: asked } = c.req.valid('query');
      const now = clock();
      const date = asked ?? hospitalToday(now);
      const [doctor] = await db.select({ retired: doctors.retired }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
      if (!doctor || doctor.retired) return sendError(c, 404, apiError('noSuchDoctor'));
      await sweepDay(c, doctorId, date, now);
      const visits = await doctorDayVisits(db, doctorId, date);
      return c.json(queueState(visits.map(queueVisitOf), doctorId, date), 200);
    },
  );

  router.openapi(
    apiRoute('staff', {
      method: 'post',
      path: API_PATHS.queueNext,
      summary:
        "Call the next patient to a doctor's room today: the first waiting goes in (in_consultation), and whoever the doctor was seeing is completed",
      request: { body: jsonBody(queueNextSchema.meta({ id: 'QueueNext' })) },
      responses: {
        200: json(Appointment, 'The patient called'),
        404: noSuchDoctor,
        409: errorAnswer('Nobody is waiting (queue_empty)'),
      },
    }),
    async (c) => {
      const { doctorId } = c.req.valid('json');
      const now = clock();
      const today = hospitalToday(now);
      const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
      if (!doctor) return sendError(c, 404, apiError('noSuchDoctor'));
      const outcome = await refusable(c, async (tx, audit) => {
        // Two counters pressing at once: the second waits here, then sees the first's call.
        await lockDoctorDay(tx, doctorId, today);
        const visits = await doctorDayVisits(tx, doctorId, today);
        // Whoever is in the room is completed, then the first waiting goes in (the contract's callNextSteps).
        const call = callNextSteps(visits.map(queueVisitOf));
        if (!call) throw new Refused(409, apiError('queueEmpty'));
        const step = async (before: AppointmentRow, to: 'completed' | 'in_consultation') => {
          const [after] = await tx
            .update(appointments)
            .set({ status: to, ...timeColumns(statusChangeTimes(before, to, now)) })
            .where(eq(appointments.id, before.id))
            .returning();
          await audit({ action: to === 'completed' ? 'appointment.complete' : 'appointment.call', entity: 'appointment', entityId: before.id, before: queueShow(before), after: queueShow(after!) });
          await outbox.changed(tx, messageStateOf(before), after!, 'hospital', c.get('origin'), now);
          return after!;
        };
        const rows = new Map(visits.map((visit) => [visit.id, visit]));
        let called: AppointmentRow | undefined;
        for (const { visit, to } of call.steps) called = await step(rows.get(visit.id)!, to);
        return called!;
      });
      if ('answer' in outcome) return outcome.answer!;
      return c.json(toAppointment(outcome.done), 200);
    },
  );

  router.openapi(
    apiRoute('staff', {
      method: 'get',
      path: API_PATHS.opdDay,
      summary:
        "A doctor's OPD day (today unless `date`): every visit (theirs, and their department's bookings without a doctor) in slot order, " +
        'and each session with the walk-ins it takes and has taken',
      request: { query: queueQuerySchema },
      responses: { 200: json(opdDaySchema.meta({ id: 'OpdDay' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { doctorId, date: asked } = c.req.valid('query');
      const now = clock();
      const date = asked ?? hospitalToday(now);
      const doctor = await doctorDay(db, doctorId, date);
      if (!doctor) return sendError(c, 404, apiError('noSuchDoctor'));
      await sweepDay(c, doctorId, date, now);
      const visits = await opdDayVisits(db, doctorId, doctor.department, date);
      const theirs = visits.filter((visit) => visit.doctorId === doctorId).map(queueVisitOf);
      return c.json(
        {
          doctorId,
          date,
          now: now.toISOString(),
          visits: visits.map(toAppointment),
          sessions: daySessions(doctor.calendar, date).map((session) => ({
            start: session.start,
            end: session.end,
            walkInsAllowed: doctor.walkInsPerSession,
            walkInsTaken: walkInsTaken(theirs, session),
          })),
        },
        200,
      );
    },
  );

  return router;
}
