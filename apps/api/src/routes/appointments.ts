import { createHash } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  APPOINTMENT_CSV_COLUMNS,
  API_PATHS,
  CSV_BOM,
  HOSPITAL_TIME_SLOTS,
  SLOT_TAKEN_PROBLEM,
  apiError,
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
  newBookingReference,
  statsSchema,
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
import { toAppointment } from '../db/rows.ts';
import { appointments, departments, doctors } from '../db/schema.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchDoctor } from '../http/openapi.ts';
import { jsonArrayParts, primed, pulledBody } from '../http/streaming.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });
const AppointmentPage = appointmentPageSchema.extend({ items: Appointment.array() }).meta({ id: 'AppointmentPage' });
const BookingHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({ description: 'One per booking submission: a retry returns the first booking' }),
});

/**
 * The department and doctor checks the schema cannot make alone, in one round trip: field -> message, empty when
 * fine, and the department's name as the hospital writes it.
 */
async function bookingProblems(db: Db, input: InsertAppointment): Promise<{ fields: FieldProblems; department?: string }> {
  const departmentOf = db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(sql`lower(${departments.name}) = lower(${input.department})`)
    .limit(1)
    .as('department');
  const [found] = await db
    .select({
      departmentId: departmentOf.id,
      departmentName: departmentOf.name,
      doctorExists: sql<boolean>`EXISTS (SELECT 1 FROM ${doctors} WHERE ${doctors.id} = ${input.doctorId ?? null})`,
      doctorDepartmentId: sql<number | null>`(SELECT ${doctors.departmentId} FROM ${doctors} WHERE ${doctors.id} = ${input.doctorId ?? null})`,
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(departmentOf, sql`true`);
  const fields = {
    ...bookingPlaceProblems(
      input.doctorId,
      found?.departmentId ? { id: found.departmentId } : undefined,
      found?.doctorExists ? { departmentId: found.doctorDepartmentId } : undefined,
    ),
    ...visitTimeProblems(input),
  };
  return { fields, ...(found?.departmentName ? { department: found.departmentName } : {}) };
}

/** The CSV export's text: the byte order mark and header, then its rows a batch at a time. */
async function* csvParts(batches: AsyncIterable<AppointmentRecord[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvHeaderLine(APPOINTMENT_CSV_COLUMNS);
  for await (const batch of batches) yield batch.map((row) => csvLine(APPOINTMENT_CSV_COLUMNS, row)).join('');
}

export function appointmentRoutes({ db, log }: Services) {
  const router = newRouter();

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
        'Content-Disposition': `attachment; filename="${appointmentsCsvFileName(hospitalToday())}"`,
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
        409: errorAnswer("The doctor's slot is already booked"),
        422: errorAnswer('The Idempotency-Key was used for a different booking'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.valid('header')['idempotency-key'];
      const digest = createHash('sha256').update(JSON.stringify(input)).digest('hex');

      const replay = async () => {
        if (!key) return undefined;
        const [first] = await db.select().from(appointments).where(eq(appointments.idempotencyKey, key)).limit(1);
        if (!first) return undefined;
        if (first.requestDigest !== digest) return sendError(c, 422, apiError('idempotencyMismatch'));
        return c.json(toAppointment(first), 201);
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const { fields, department } = await bookingProblems(db, input);
      if (Object.keys(fields).length > 0) return sendError(c, 400, apiError('validationFailed', fields));
      // Consent is not a column: the booking exists only with it, and its createdAt is when it was given.
      const { consent: _consent, ...booking } = input;
      for (let attempt = 1; ; attempt++) {
        try {
          const [created] = await db
            .insert(appointments)
            .values({
              ...booking,
              reference: newBookingReference(),
              department: department!,
              doctorId: booking.doctorId ?? null,
              status: 'pending',
              idempotencyKey: key ?? null,
              requestDigest: key ? digest : null,
            })
            .returning();
          return c.json(toAppointment(created!), 201);
        } catch (error) {
          const constraint = violatedUniqueConstraint(error);
          // The same submission arriving twice at once: the second finds the first here.
          if (constraint === 'appointments_idempotency_key') return (await replay())!;
          if (constraint === 'appointments_doctor_slot_live_key') {
            return sendError(c, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
          }
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
      summary: "A doctor's taken slots on one day (times only, never who booked them)",
      request: { query: availabilityQuerySchema },
      responses: { 200: json(availabilitySchema.meta({ id: 'Availability' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { doctorId, date } = c.req.valid('query');
      const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId)).limit(1);
      if (!doctor) return sendError(c, 404, apiError('noSuchDoctor'));
      const rows = await db
        .select({ slot: appointments.preferredTime })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctorId), eq(appointments.preferredDate, date), ne(appointments.status, 'cancelled')));
      const taken = new Set(rows.map((row) => row.slot));
      return c.json({ doctorId, date, takenSlots: HOSPITAL_TIME_SLOTS.filter((slot) => taken.has(slot)) }, 200);
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
        404: errorAnswer('No such appointment'),
        409: errorAnswer('A cancelled booking cannot come back: its slot has been booked again'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      let outcome;
      try {
        outcome = await updateAudited(db, c, {
          table: appointments,
          id,
          action: 'appointment.status',
          entity: 'appointment',
          // The status only: the audit trail never names the patient.
          show: (row) => ({ status: row.status }),
          change: () => ({ set: { status } }),
        });
      } catch (error) {
        // Reviving a cancelled booking whose slot another patient has since booked: the live-slot index refuses it.
        if (violatedUniqueConstraint(error) === 'appointments_doctor_slot_live_key') {
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
      summary: "The analytics tab's counts: by status, department, booking day (the last week, UTC) and slot, counted in the database",
      responses: { 200: json(appointmentCountsSchema.meta({ id: 'AppointmentCounts' })) },
    }),
    async (c) => c.json(await countAppointmentsInDb(db, new Date()), 200),
  );

  return router;
}
