import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  APPOINTMENT_CSV_COLUMNS,
  API_PATHS,
  CSV_BOM,
  SLOT_TAKEN_PROBLEM,
  apiError,
  availableDays,
  appointmentCountsSchema,
  appointmentExportQuerySchema,
  appointmentPageSchema,
  appointmentSchema,
  appointmentsCsvFileName,
  appointmentsQuerySchema,
  appointmentStatusUpdateSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingPlaceProblems,
  bookingRequestSchema,
  csvHeaderLine,
  csvLine,
  hospitalToday,
  idempotencyKeySchema,
  isAppointmentPageQuery,
  isLiveVisit,
  newBookingReference,
  slotKey,
  statsSchema,
  statusChangeProblem,
  statusChangeRefusal,
  statusChangeTimes,
  visitScheduleProblems,
  visitTimeProblems,
  type Appointment as AppointmentRecord,
  type FieldProblems,
  type InsertAppointment,
} from '@hospital/contract';
import { updateAudited } from '../audit.ts';
import { appointmentTotalsInDb, countAppointmentsInDb } from '../db/appointmentCounts.ts';
import { appointmentBatches, selectAppointmentPage } from '../db/appointmentQuery.ts';
import type { Db } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { sweepNoShows, timeColumns } from '../db/opdQueue.ts';
import { toAppointment } from '../db/rows.ts';
import { NEW_BOOKING_ID, messageStateOf, type PatientOutbox } from '../messaging/outbox.ts';
import { availabilityStatement, calendarJson, calendarOf, closuresJson, isSlotFull, parsedJson, visitCalendars } from '../db/timetable.ts';
import { appointments, departments, doctors } from '../db/schema.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchAppointment, noSuchDoctor } from '../http/openapi.ts';
import { jsonArrayParts, primed, pulledBody } from '../http/streaming.ts';
import { StatusChangeRefused } from './opdQueue.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });
const AppointmentPage = appointmentPageSchema.extend({ items: Appointment.array() }).meta({ id: 'AppointmentPage' });
const BookingHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({ description: 'One per booking submission: a retry returns the first booking' }),
});

/**
 * The department, doctor and timetable checks the schema cannot make alone, as prepared statements (one for a booking
 * with a doctor, one without), each one round trip: the department as the hospital writes its name, whether the doctor
 * is there (a retired one is not) and in which department, and the calendars the visit's day is checked against (the
 * chosen doctor's, or every calendar of the department's doctors when none was chosen: visitScheduleProblems).
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
    const scheduleFields =
      Object.keys(placeProblems).length > 0
        ? visitTimeProblems(input, now)
        : visitScheduleProblems(calendars, { doctorId: input.doctorId, preferredDate: input.preferredDate, preferredTime: input.preferredTime }, now);
    return { replay: found?.earlier !== null && found?.earlier !== undefined, fields: { ...placeProblems, ...scheduleFields }, ...(found?.departmentName ? { department: found.departmentName } : {}), doctorName: found?.doctorName ?? null };
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

/** The CSV export's text: the byte order mark and header, then its rows a batch at a time. */
async function* csvParts(batches: AsyncIterable<AppointmentRecord[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvHeaderLine(APPOINTMENT_CSV_COLUMNS);
  for await (const batch of batches) yield batch.map((row) => csvLine(APPOINTMENT_CSV_COLUMNS, row)).join('');
}

export function appointmentRoutes({ db, log, outbox, clock }: Services) {
  const router = newRouter();
  // Prepared on first use: the OpenAPI document is made from an app whose database is never asked.
  const prepared = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const availability = prepared(() => availabilityStatement(db));
  const bookingProblems = prepared(() => bookingCheckStatements(db));
  const booked = prepared(() => bookingStatements(db));
  const insert = prepared(() => insertBooking(db, outbox));

  router.openapi(
    apiRoute('staff', {
      method: 'get',
      path: API_PATHS.appointments,
      summary:
        'Without any query key, every appointment in id order (a JSON list, streamed); with any of them, one page ' +
        'of the search, filters and sort: `{ items, total, page, pageSize }`',
      request: { query: appointmentsQuerySchema },
      responses: { 200: json(z.union([Appointment.array(), AppointmentPage]), 'Every appointment (no query), or one page') },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (isAppointmentPageQuery(c.req.query())) return c.json(await selectAppointmentPage(db, query), 200);
      // The spec's answer, every appointment: read and written a batch at a time, never held whole.
      const body = pulledBody(jsonArrayParts(await primed(appointmentBatches(db, {}))), log, c.req.path);
      // A stream is not one of the typed JSON answers: it is the list the 200 declares, written as it is read.
      return c.body(body, 200, { 'Content-Type': 'application/json' }) as never;
    },
  );

  router.openapi(
    apiRoute('staff', {
      method: 'get',
      path: API_PATHS.appointmentsExport,
      summary: "The list's filtered appointments in its order, every one, as CSV (UTF-8 with a byte order mark, for Excel), streamed",
      request: { query: appointmentExportQuerySchema },
      responses: {
        200: {
          description: 'The CSV file, as an attachment named by the hospital’s date',
          headers: z.object({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="appointments-YYYY-MM-DD.csv"' }) }),
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    }),
    async (c) => {
      const body = pulledBody(csvParts(await primed(appointmentBatches(db, c.req.valid('query')))), log, c.req.path);
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${appointmentsCsvFileName(hospitalToday(clock()))}"`,
      });
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'post',
      path: API_PATHS.appointments,
      summary: 'Book an appointment (stored as pending, with a new booking reference); needs the patient’s consent',
      request: { body: jsonBody(bookingRequestSchema.meta({ id: 'BookingRequest' })), headers: BookingHeaders },
      responses: {
        201: json(Appointment, 'The booking, with the reference the patient keeps'),
        409: errorAnswer("The doctor's slot already holds as many patients as it takes"),
        422: errorAnswer('The Idempotency-Key was used for a different booking'),
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
      // Consent is not a column: the booking exists only with it, and its createdAt is when it was given.
      const { consent: _consent, ...booking } = input;
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
          outbox.bookedNow(dueNow);
          return c.json(toAppointment(created!), 201);
        } catch (error) {
          const constraint = violatedUniqueConstraint(error);
          // The same submission arriving twice at once: the second finds the first here.
          if (constraint === 'appointments_idempotency_key') return (await replay())!;
          // The slot holds as many patients as it takes (the database's count, under its lock: migration 0007).
          if (isSlotFull(error)) return sendError(c, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
          // Two references alike (one chance in a trillion per pair): draw another.
          if (constraint === 'appointments_reference_key' && attempt < 5) continue;
          throw error;
        }
      }
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.availability,
      summary:
        "A doctor's open days from `from` to `to` (at most 62 days): the days they work, each slot not yet begun with its capacity and the places left; never who booked",
      request: { query: availabilityQuerySchema },
      responses: { 200: json(availabilitySchema.meta({ id: 'Availability' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { doctorId, from, to } = c.req.valid('query');
      // The doctor, their calendar and the places taken in the range (counted in SQL by day and slot): one statement.
      const [doctor] = await availability().execute({ id: doctorId, from, to });
      if (!doctor || doctor.retired) return sendError(c, 404, apiError('noSuchDoctor'));
      const places = new Map(parsedJson<[string, string, number][]>(doctor.taken).map(([date, time, n]) => [slotKey(date, time), n]));
      return c.json(availableDays(doctorId, calendarOf(doctor.calendar, doctor.closures), { from, to }, places, clock()), 200);
    },
  );

  router.openapi(
    apiRoute('staff', {
      method: 'patch',
      path: API_PATHS.appointmentStatus('{id}'),
      summary: "Change an appointment's status",
      request: { params: IdParams, body: jsonBody(appointmentStatusUpdateSchema) },
      responses: {
        200: json(Appointment),
        404: noSuchAppointment,
        409: errorAnswer(
          'The status cannot go there from the current one (status_change_not_allowed), or a cancelled booking cannot come back: its slot has been booked to its capacity since',
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const now = clock();
      const [current] = await db.select().from(appointments).where(eq(appointments.id, id)).limit(1);
      // A visit moves along the OPD's day, or one step back to undo a mistake (the contract's VISIT_STEPS).
      if (current && statusChangeProblem(current, status)) return sendError(c, 409, statusChangeRefusal(current, status));
      // A cancelled booking made live again takes its place back: its day and time must still be among its doctor's
      // slots (a coming visit; a past one is only being recorded), checked against the calendar as a booking is.
      if (current && current.status === 'cancelled' && isLiveVisit(status) && current.preferredDate >= hospitalToday(now)) {
        const calendars = await visitCalendars(db, current, current.preferredDate);
        const problems = visitScheduleProblems(calendars, { doctorId: current.doctorId ?? undefined, preferredDate: current.preferredDate, preferredTime: current.preferredTime }, now);
        const problem = problems.preferredDate ?? problems.preferredTime;
        if (problem) return sendError(c, 400, apiError('validationFailed', { status: problem }));
      }
      let outcome;
      try {
        outcome = await updateAudited(db, c, {
          table: appointments,
          id,
          action: 'appointment.status',
          entity: 'appointment',
          // The status only: the audit trail never names the patient.
          show: (row) => ({ status: row.status }),
          // The times the step sets or its undo clears (statusChangeTimes), with the status.
          change: (before) => {
            // Asked again of the locked row: another desk may have moved the visit since it was read above.
            if (statusChangeProblem(before, status)) throw new StatusChangeRefused(statusChangeRefusal(before, status));
            return { set: { status, ...timeColumns(statusChangeTimes(before, status, now)) } };
          },
          alsoWrite: (tx, before, after) => outbox.changed(tx, messageStateOf(before), after, 'hospital', c.get('origin'), now),
        });
      } catch (error) {
        if (error instanceof StatusChangeRefused) return sendError(c, 409, error.body);
        // Reviving a cancelled booking whose slot has since filled: the database's capacity check refuses it.
        if (isSlotFull(error)) {
          return sendError(c, 409, apiError('slotTaken', { status: SLOT_TAKEN_PROBLEM }));
        }
        throw error;
      }
      return changeAnswer(c, outcome, toAppointment);
    },
  );

  router.openapi(
    apiRoute('staff', { method: 'get', path: API_PATHS.stats, summary: 'Totals computed from the data', responses: { 200: json(statsSchema.meta({ id: 'Stats' })) } }),
    async (c) => {
      const totals = await appointmentTotalsInDb(db);
      const [{ totalDepartments } = { totalDepartments: 0 }] = await db.select({ totalDepartments: count() }).from(departments);
      return c.json({ ...totals, totalDepartments }, 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'get',
      path: API_PATHS.appointmentCounts,
      summary:
        "The analytics tab's counts: by status, department, booking day (the last week, UTC) and slot, and the OPD's no-shows and waits, counted in the database",
      responses: { 200: json(appointmentCountsSchema.meta({ id: 'AppointmentCounts' })) },
    }),
    async (c) => {
      const now = clock();
      // The absent are counted as absent: every queue-run day's sweep first.
      await sweepNoShows(db, outbox, now, { origin: c.get('origin') });
      return c.json(await countAppointmentsInDb(db, now), 200);
    },
  );

  return router;
}
