// A patient's booking (POST /api/appointments, anyone): checked against the hospital's departments, doctors and
// timetable in one round trip, counted against the day's booking limits (the contract's bookingLimits, docs/adr/0023),
// and written with its messages in one statement; the database keeps each slot's capacity (migrations 0007, 0012).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_PATHS,
  SLOT_TAKEN_PROBLEM,
  accessRefusal,
  apiError,
  appointmentSchema,
  bookingLimits,
  bookingPlaceProblems,
  bookingRequestSchema,
  idempotencyKeySchema,
  newBookingReference,
  tooManyAttemptsError,
  tooManyBookingsMessage,
  visitTimeProblems,
  visitTimetableProblems,
  type FieldProblems,
  type InsertAppointment,
} from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { toAppointment } from '../db/rows.ts';
import { appointments, departments, doctors } from '../db/schema.ts';
import { calendarJson, calendarOf, closuresJson, isSlotFull, parsedJson } from '../db/timetable.ts';
import { NEW_BOOKING_ID, type PatientOutbox } from '../messaging/outbox.ts';
import { newRouter, sendError, type ApiContext, type Services } from '../http/context.ts';
import { apiRoute, errorAnswer, json, jsonBody } from '../http/openapi.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });
const BookingHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({ description: 'One per booking submission: a retry returns the first booking' }),
});

/** Staff (admin or reception) booking for a patient at the front desk: not held by the day's limits. */
const isStaff = (c: ApiContext) => accessRefusal(c.get('user'), 'staff') === undefined;

/**
 * The department, doctor and timetable checks the schema cannot make alone, as prepared statements (one for a booking
 * with a doctor, one without), each one round trip: the department as the hospital writes its name, whether the doctor
 * is there (a retired one is not) and in which department, and the calendars the visit's day is checked against (the
 * chosen doctor's, or every calendar of the department's doctors when none was chosen: visitTimetableProblems).
 * The same round trip asks whether the request's Idempotency-Key already made a booking (then the request is a
 * replay, answered with that booking). Parameters: department, date, key (null without one), and doctorId for the first.
 */
function bookingCheckStatements(db: Db) {
  const day = { from: sql.placeholder('date'), to: sql.placeholder('date') } as unknown as { from: string; to: string };
  const statement = (withDoctor: boolean) => {
    const departmentOf = db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(sql`lower(${departments.name}) = lower(${sql.placeholder('department')})`)
      .limit(1)
      .as('department');
    const doctorId = withDoctor ? sql`${sql.placeholder('doctorId')}::integer` : sql`NULL::integer`;
    return db
      .select({
        departmentId: departmentOf.id,
        departmentName: departmentOf.name,
        // A retired doctor takes no new bookings: as if there were no such doctor.
        doctorExists: sql<boolean>`EXISTS (SELECT 1 FROM ${doctors} WHERE ${doctors.id} = ${doctorId} AND NOT ${doctors.retired})`,
        doctorDepartmentId: sql<number | null>`(SELECT ${doctors.departmentId} FROM ${doctors} WHERE ${doctors.id} = ${doctorId})`,
        // The name the confirmation gives, read in the same round trip.
        doctorName: sql<string | null>`(SELECT ${doctors.name} FROM ${doctors} WHERE ${doctors.id} = ${doctorId})`,
        calendars: withDoctor
          ? sql<unknown>`json_build_array(${calendarJson(doctorId, day)})`
          : sql<unknown>`coalesce((SELECT json_agg(${calendarJson(sql`d.id`, day)} ORDER BY d.id) FROM ${doctors} AS d WHERE d.department_id = ${departmentOf.id} AND NOT d.retired), '[]'::json)`,
        closures: closuresJson(day),
        earlier: sql<number | null>`(SELECT ${appointments.id} FROM ${appointments} WHERE ${appointments.idempotencyKey} = ${sql.placeholder('key')}::text)`,
      })
      .from(sql`(SELECT 1) AS one`)
      .leftJoin(departmentOf, sql`true`)
      .prepare(withDoctor ? 'booking_check_doctor' : 'booking_check_department');
  };
  const withDoctor = statement(true);
  const withoutDoctor = statement(false);

  /**
   * Field -> problem, empty when fine, the department's name as the hospital writes it, the doctor's name, and
   * whether `key` already made a booking.
   */
  return async (input: InsertAppointment, key: string | null, now: Date): Promise<{ replay: boolean; fields: FieldProblems; department?: string; doctorName: string | null }> => {
    const [found] =
      input.doctorId === undefined
        ? await withoutDoctor.execute({ department: input.department, date: input.preferredDate, key })
        : await withDoctor.execute({ department: input.department, date: input.preferredDate, key, doctorId: input.doctorId });
    const placeProblems = bookingPlaceProblems(
      input.doctorId,
      found?.departmentId ? { id: found.departmentId } : undefined,
      found?.doctorExists ? { departmentId: found.doctorDepartmentId } : undefined,
    );
    const calendars = parsedJson<unknown[]>(found?.calendars ?? []).map((calendar) => calendarOf(calendar, found?.closures ?? []));
    // The timetable is asked only of a doctor and a department that are there: otherwise the place's problem is the one.
    const timetableFields =
      Object.keys(placeProblems).length > 0
        ? visitTimeProblems(input, now)
        : visitTimetableProblems(calendars, { doctorId: input.doctorId, preferredDate: input.preferredDate, preferredTime: input.preferredTime }, now);
    return { replay: found?.earlier !== null && found?.earlier !== undefined, fields: { ...placeProblems, ...timetableFields }, ...(found?.departmentName ? { department: found.departmentName } : {}), doctorName: found?.doctorName ?? null };
  };
}

/**
 * The booking's one statement, prepared once: the appointment's INSERT ... RETURNING with, in its WITH, its id drawn
 * first, its messages and their jobs (PatientOutbox.bookingWrites). Without a transaction of ours: one statement is
 * its own, and one round trip. Parameters: the appointment's columns and `messages`.
 */
function insertBooking(db: Db, outbox: PatientOutbox) {
  const column = (name: string) => sql.placeholder(name);
  return db
    .with(...outbox.bookingWrites(db))
    .insert(appointments)
    .values({
      id: NEW_BOOKING_ID,
      reference: column('reference'),
      patientName: column('patientName'),
      email: column('email'),
      phone: column('phone'),
      age: column('age'),
      gender: column('gender'),
      department: column('department'),
      doctorId: column('doctorId'),
      preferredDate: column('preferredDate'),
      preferredTime: column('preferredTime'),
      reasonForVisit: column('reasonForVisit'),
      language: column('language'),
      status: 'pending',
      idempotencyKey: column('idempotencyKey'),
      requestDigest: column('requestDigest'),
    })
    .returning()
    .prepare('booking_insert');
}

/** The idempotent replay's read, prepared once. */
function bookingStatements(db: Db) {
  return {
    byKey: db.select().from(appointments).where(eq(appointments.idempotencyKey, sql.placeholder('key'))).limit(1).prepare('booking_by_key'),
  };
}

export function bookingRoutes({ db, outbox, clock, bookingThrottle, bookingLimits: limits }: Services) {
  const router = newRouter();
  // Prepared on first use: the OpenAPI document is made from an app whose database is never asked.
  const prepared = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const bookingProblems = prepared(() => bookingCheckStatements(db));
  const booked = prepared(() => bookingStatements(db));
  const insert = prepared(() => insertBooking(db, outbox));

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.appointments,
      summary: 'Book an appointment (stored as pending, with a new booking reference); needs the patient’s consent',
      request: { body: jsonBody(bookingRequestSchema.meta({ id: 'BookingRequest' })), headers: BookingHeaders },
      responses: {
        201: json(Appointment, 'The booking, with the reference the patient keeps'),
        409: errorAnswer("The doctor's slot (or, without a doctor, the department's) already holds as many patients as it takes"),
        422: errorAnswer('The Idempotency-Key was used for a different booking'),
        429: errorAnswer('The phone, the e-mail or the address has made as many bookings as a day allows; wait Retry-After seconds'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const digest = createHash('sha256').update(JSON.stringify(input)).digest('hex');

      const replay = async () => {
        if (!key) return undefined;
        const [first] = await booked().byKey.execute({ key });
        if (!first) return undefined;
        if (first.requestDigest !== digest) return sendError(c, 422, apiError('idempotencyMismatch'));
        return c.json(toAppointment(first), 201);
      };
      const now = clock();
      // The checks and whether the key was used already: one round trip. A key already used answers its booking.
      const { replay: isReplay, fields, department, doctorName } = await bookingProblems()(input, key ?? null, now);
      if (isReplay) {
        const earlier = await replay();
        if (earlier) return earlier;
      }
      if (Object.keys(fields).length > 0) return sendError(c, 400, apiError('validationFailed', fields));
      // Counted before the write, by one statement on the database's counters (a burst on any number of instances is
      // counted as the burst it is), per phone, e-mail and address; staff booking for a patient at the front desk are not.
      const counted = isStaff(c) ? undefined : await bookingThrottle.count(bookingLimits(input, c.get('address'), limits), clock());
      if (counted && counted.waitMs > 0) {
        c.header('Retry-After', String(Math.ceil(counted.waitMs / 1000)));
        return sendError(c, 429, tooManyAttemptsError(tooManyBookingsMessage(counted.waitMs)));
      }
      let made = false;
      // Consent is not a column: the booking exists only with it, and its createdAt is when it was given.
      const { consent: _consent, ...booking } = input;
      try {
        for (let attempt = 1; ; attempt++) {
          const reference = newBookingReference();
          const values = {
            ...booking,
            reference,
            department: department!,
            doctorId: booking.doctorId ?? null,
            status: 'pending' as const,
            idempotencyKey: key ?? null,
            requestDigest: key ? digest : null,
          };
          const { rows, dueNow } = outbox.atBooking({ ...values, doctorName, needsNewTime: null, remindersStopped: false }, c.get('origin'), now);
          try {
            // The booking and its messages (the confirmation, the reminder) and their jobs: one statement, so they
            // commit together or not at all, and a replay or a full slot that undoes the booking leaves no message behind.
            const [created] = await insert().execute({ ...values, messages: rows });
            made = true;
            outbox.bookedNow(dueNow);
            return c.json(toAppointment(created!), 201);
          } catch (error) {
            const constraint = violatedUniqueConstraint(error);
            // The same submission arriving twice at once: the second finds the first here.
            if (constraint === 'appointments_idempotency_key') return (await replay())!;
            // The slot holds as many patients as it takes (the database's count, under its lock: migrations 0007 and
            // 0012, a department's slot for a booking without a doctor).
            if (isSlotFull(error)) return sendError(c, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
            // Two references alike (one chance in a trillion per pair): draw another.
            if (constraint === 'appointments_reference_key' && attempt < 5) continue;
            throw error;
          }
        }
      } finally {
        // Not made after all (a full slot, the same submission twice at once, a failure): it sent nothing, so it
        // counts nothing.
        if (counted && !made) await bookingThrottle.handBack(counted);
      }
    },
  );

  return router;
}
