// The OPD timetable: a doctor's weekly sessions and coming leave for anyone, the hospital's closures; the
// admin's changes to them, each answering the bookings it falls on (the contract's timetableImpact) and, without
// `?preview=1`, marking them as needing a new time, in the change's own transaction and audited. Availability is in
// routes/appointments.ts beside the bookings it counts.
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  NEW_TIME_REASON_OF,
  OPD,
  apiError,
  closureAnswerSchema,
  closureProblems,
  closureRequestSchema,
  closureSchema,
  hospitalToday,
  idSchema,
  leaveAnswerSchema,
  leaveProblems,
  leaveRequestSchema,
  sortedSessions,
  timetableAnswer,
  timetableAnswerSchema,
  timetableImpact,
  timetablePreviewQuerySchema,
  timetableSchema,
  timetableUpdateSchema,
  type DoctorCalendar,
  type NewTimeReason,
  type TimetableImpact,
  type WeeklySession,
} from '@hospital/contract';
import { auditedChange, deleteAudited } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { toClosure, toDoctorSession } from '../db/rows.ts';
import { appointments, closures, doctorLeave, doctorSessions, doctors } from '../db/schema.ts';
import { comingBookings } from '../db/timetable.ts';
import type { PatientOutbox } from '../messaging/outbox.ts';
import { newRouter, sendError, type ApiContext, type Services } from '../http/context.ts';
import { IdParams, apiRoute, json, jsonBody, noSuchDoctor, noSuchRecord } from '../http/openapi.ts';

const LeaveParams = z.object({
  id: z.string().regex(/^\d+$/).transform(Number).pipe(idSchema),
  leaveId: z.string().regex(/^\d+$/).transform(Number).pipe(idSchema),
});
const deleted = { description: 'Deleted' };

/** The weekly sessions as the API answers them: in week order, without ids. */
export const weeklyOf = (sessions: readonly WeeklySession[]): WeeklySession[] =>
  sortedSessions(sessions).map(({ weekday, start, end, slotMinutes, capacity }) => ({ weekday, start, end, slotMinutes, capacity }));

const isPreview = (c: ApiContext) => c.req.query('preview') !== undefined;
const isStaff = (c: ApiContext) => {
  const role = c.get('user')?.role;
  return role === 'admin' || role === 'reception';
};

/** A doctor patients can book and the public lists show: one the hospital has and who has not retired. */
export async function serviceDoctor(db: Db, id: number, lock = false) {
  const query = db.select().from(doctors).where(and(eq(doctors.id, id), eq(doctors.retired, false))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A doctor's calendar as it stands: weekly sessions, every leave, every closure (the mock's doctorCalendar). */
export async function currentCalendar(db: Db, doctorId: number): Promise<DoctorCalendar> {
  const [weekly, leave, closed] = await Promise.all([
    db.select().from(doctorSessions).where(eq(doctorSessions.doctorId, doctorId)),
    db.select({ from: doctorLeave.from, to: doctorLeave.to }).from(doctorLeave).where(eq(doctorLeave.doctorId, doctorId)),
    db.select({ date: closures.date, name: closures.name }).from(closures),
  ]);
  return { weekly: weekly.map(toDoctorSession), leave, closures: closed };
}

/**
 * The bookings a change leaves without a slot, marked as needing a new time (a booking already marked keeps its
 * first reason: still true, and what the patient was told), each newly marked one told so in the same transaction
 * (its notice written, its reminder cancelled). Nothing is marked for a preview.
 */
export async function markNeedsNewTime(db: Db, c: ApiContext, outbox: PatientOutbox, impact: TimetableImpact, reason: NewTimeReason): Promise<void> {
  for (let start = 0; start < impact.affected.length; start += 5000) {
    const marked = await db
      .update(appointments)
      .set({ needsNewTime: reason })
      .where(and(inArray(appointments.id, impact.affected.slice(start, start + 5000)), isNull(appointments.needsNewTime)))
      .returning();
    await outbox.stranded(db, marked, c.get('origin'));
  }
}

/** The doctor's coming live bookings that `after` leaves without a slot. */
export async function doctorImpact(db: Db, doctorId: number, after: DoctorCalendar, today: string): Promise<TimetableImpact> {
  return timetableImpact(await comingBookings(db, { doctorIds: [doctorId], today }), () => after, today);
}

/** What a change's audit entry says of the bookings it fell on: how many, never who. */
const impactShown = (impact: TimetableImpact) => ({ affectedBookings: impact.affected.length });

export function timetableRoutes({ db, outbox, clock }: Services) {
  const router = newRouter();
  const noDoctor = (c: ApiContext) => sendError(c, 404, apiError('noSuchDoctor'));

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.doctorTimetable('{id}'),
      summary: "A doctor's weekly sessions and the leave not yet over (the leave's reason for staff only)",
      request: { params: IdParams },
      responses: { 200: json(timetableSchema.meta({ id: 'Timetable' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const doctor = await serviceDoctor(db, c.req.valid('param').id);
      if (!doctor) return noDoctor(c);
      const today = hospitalToday(clock());
      const [weekly, leave] = await Promise.all([
        db.select().from(doctorSessions).where(eq(doctorSessions.doctorId, doctor.id)),
        db.select().from(doctorLeave).where(and(eq(doctorLeave.doctorId, doctor.id), gte(doctorLeave.to, today))),
      ]);
      return c.json(timetableAnswer(weekly.map(toDoctorSession), leave, isStaff(c), today), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'put',
      path: API_PATHS.doctorTimetable('{id}'),
      summary:
        "Replace a doctor's weekly sessions (none may overlap on a day): answers the coming bookings the new hours leave without a slot, now marked as needing a new time; `?preview=1` answers the same and saves nothing",
      request: { params: IdParams, query: timetablePreviewQuerySchema, body: jsonBody(timetableUpdateSchema.meta({ id: 'TimetableUpdate' })) },
      responses: { 200: json(timetableAnswerSchema.meta({ id: 'TimetableAnswer' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { weekly } = c.req.valid('json');
      const preview = isPreview(c);
      const today = hospitalToday(clock());
      const answer = await auditedChange(db, c, async (tx, audit) => {
        // The doctor's row locked: two timetable changes of one doctor happen one after the other.
        const doctor = await serviceDoctor(tx, id, !preview);
        if (!doctor) return undefined;
        const before = await currentCalendar(tx, doctor.id);
        const impact = await doctorImpact(tx, doctor.id, { ...before, weekly }, today);
        const result = { weekly: weeklyOf(weekly), ...impact };
        if (preview) return result;
        await tx.delete(doctorSessions).where(eq(doctorSessions.doctorId, doctor.id));
        if (result.weekly.length > 0) await tx.insert(doctorSessions).values(result.weekly.map((session) => ({ doctorId: doctor.id, ...session })));
        await markNeedsNewTime(tx, c, outbox, impact, NEW_TIME_REASON_OF.timetable);
        await audit({
          action: 'doctor.timetable',
          entity: 'doctor',
          entityId: doctor.id,
          before: { weekly: weeklyOf(before.weekly) },
          after: { weekly: result.weekly, ...impactShown(impact) },
        });
        return result;
      });
      if (!answer) return noDoctor(c);
      return c.json(answer, 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.doctorLeave('{id}'),
      summary:
        "Give a doctor leave (from and to included, the reason for staff): answers the leave and the coming bookings it falls on, now marked as needing a new time; `?preview=1` answers the same (200) and saves nothing",
      request: { params: IdParams, query: timetablePreviewQuerySchema, body: jsonBody(leaveRequestSchema.meta({ id: 'LeaveRequest' })) },
      responses: {
        200: json(leaveAnswerSchema.meta({ id: 'LeaveAnswer' }), 'A preview: what the leave would do; nothing saved'),
        201: json(leaveAnswerSchema, 'The leave, and the bookings it falls on'),
        404: noSuchDoctor,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const preview = isPreview(c);
      const today = hospitalToday(clock());
      const problems = leaveProblems(input, today, OPD.maxLeaveDays);
      if (Object.keys(problems).length > 0) return sendError(c, 400, apiError('validationFailed', problems));
      const answer = await auditedChange(db, c, async (tx, audit) => {
        const doctor = await serviceDoctor(tx, id, !preview);
        if (!doctor) return undefined;
        const before = await currentCalendar(tx, doctor.id);
        const impact = await doctorImpact(tx, doctor.id, { ...before, leave: [...before.leave, input] }, today);
        if (preview) {
          // Not saved: the id it would have is not known, and no id is taken from the sequence for it.
          const [{ next } = { next: 1 }] = await tx.select({ next: sql<number>`coalesce(max(${doctorLeave.id}), 0) + 1`.mapWith(Number) }).from(doctorLeave);
          return { leave: { id: next, ...input }, ...impact };
        }
        const [leave] = await tx.insert(doctorLeave).values({ doctorId: doctor.id, ...input }).returning();
        await markNeedsNewTime(tx, c, outbox, impact, NEW_TIME_REASON_OF.leave);
        const { doctorId: _doctorId, ...shown } = leave!;
        await audit({ action: 'doctor.leave_create', entity: 'doctor', entityId: doctor.id, after: { leave: shown, ...impactShown(impact) } });
        return { leave: shown, ...impact };
      });
      if (!answer) return noDoctor(c);
      return c.json(answer, preview ? 200 : 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'delete',
      path: API_PATHS.doctorLeaveItem('{id}', '{leaveId}'),
      summary: "End a doctor's leave (the days can be booked again)",
      request: { params: LeaveParams },
      responses: { 204: deleted, 404: noSuchRecord },
    }),
    async (c) => {
      const { id, leaveId } = c.req.valid('param');
      const removed = await auditedChange(db, c, async (tx, audit) => {
        const [leave] = await tx.delete(doctorLeave).where(and(eq(doctorLeave.id, leaveId), eq(doctorLeave.doctorId, id))).returning();
        if (leave) await audit({ action: 'doctor.leave_delete', entity: 'doctor', entityId: id, before: { leave: { id: leave.id, from: leave.from, to: leave.to, reason: leave.reason } } });
        return leave;
      });
      if (!removed) return sendError(c, 404, apiError('notFound'));
      return c.body(null, 204);
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.closures,
      summary: 'The days the whole OPD is closed, by date',
      responses: { 200: json(closureSchema.meta({ id: 'Closure' }).array()) },
    }),
    async (c) => c.json((await db.select().from(closures).orderBy(asc(closures.date), asc(closures.id))).map(toClosure), 200),
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.closures,
      summary:
        'Close the OPD on a day: answers the closure and every live booking that day, now marked as needing a new time; `?preview=1` answers the same (200) and saves nothing',
      request: { query: timetablePreviewQuerySchema, body: jsonBody(closureRequestSchema.meta({ id: 'ClosureRequest' })) },
      responses: {
        200: json(closureAnswerSchema.meta({ id: 'ClosureAnswer' }), 'A preview: what the closure would do; nothing saved'),
        201: json(closureAnswerSchema, 'The closure, and the bookings it falls on'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const preview = isPreview(c);
      const today = hospitalToday(clock());
      const problems = closureProblems(input, today);
      if (Object.keys(problems).length > 0) return sendError(c, 400, apiError('validationFailed', problems));
      const exists = () => sendError(c, 400, apiError('validationFailed', { date: { message: API_MESSAGES.closureExists, code: FIELD_CODES.closureExists } }));
      let answer;
      try {
        answer = await auditedChange(db, c, async (tx, audit) => {
          const [already] = await tx.select({ id: closures.id }).from(closures).where(eq(closures.date, input.date)).limit(1);
          if (already) return 'exists' as const;
          // The whole OPD closes: every live booking that day is stranded, whichever doctor it names, or none.
          const closedDay: DoctorCalendar = { weekly: [], leave: [], closures: [input] };
          const impact = timetableImpact(await comingBookings(tx, { date: input.date, today }), () => closedDay, today);
          if (preview) {
            const [{ next } = { next: 1 }] = await tx.select({ next: sql<number>`coalesce(max(${closures.id}), 0) + 1`.mapWith(Number) }).from(closures);
            return { closure: { id: next, ...input }, ...impact };
          }
          const [closure] = await tx.insert(closures).values(input).returning();
          await markNeedsNewTime(tx, c, outbox, impact, NEW_TIME_REASON_OF.closure);
          await audit({ action: 'closure.create', entity: 'closure', entityId: closure!.id, after: { ...toClosure(closure!), ...impactShown(impact) } });
          return { closure: toClosure(closure!), ...impact };
        });
      } catch (error) {
        // The same day closed at the same moment by another admin: the unique date refuses the second.
        if (violatedUniqueConstraint(error) === 'closures_date_unique') return exists();
        throw error;
      }
      if (answer === 'exists') return exists();
      return c.json(answer, preview ? 200 : 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'delete',
      path: API_PATHS.closure('{id}'),
      summary: 'Open the OPD again on a closed day',
      request: { params: IdParams },
      responses: { 204: deleted, 404: noSuchRecord },
    }),
    async (c) => {
      const removed = await deleteAudited(db, c, { table: closures, id: c.req.valid('param').id, action: 'closure.delete', entity: 'closure', show: toClosure });
      if (!removed) return sendError(c, 404, apiError('notFound'));
      return c.body(null, 204);
    },
  );

  return router;
}
