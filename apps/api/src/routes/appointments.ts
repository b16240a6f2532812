import { createHash } from 'node:crypto';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  API_PATHS,
  HOSPITAL_TIME_SLOTS,
  SLOT_TAKEN_PROBLEM,
  apiError,
  appointmentSchema,
  appointmentStatusUpdateSchema,
  availabilityQuerySchema,
  availabilitySchema,
  bookingPlaceProblems,
  bookingRequestSchema,
  idempotencyKeySchema,
  newBookingReference,
  statsSchema,
  visitTimeProblems,
  type FieldProblems,
  type InsertAppointment,
} from '@hospital/contract';
import { updateAudited } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { toAppointment } from '../db/rows.ts';
import { appointments, departments, doctors } from '../db/schema.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchDoctor } from '../http/openapi.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });
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

export function appointmentRoutes({ db }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('staff', { method: 'get', path: API_PATHS.appointments, summary: 'All appointments', responses: { 200: json(Appointment.array()) } }),
    async (c) => c.json((await db.select().from(appointments).orderBy(asc(appointments.id))).map(toAppointment), 200),
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
      const [totals] = await db
        .select({
          totalAppointments: count(),
          pendingAppointments: count(sql`CASE WHEN ${appointments.status} = 'pending' THEN 1 END`),
          confirmedAppointments: count(sql`CASE WHEN ${appointments.status} = 'confirmed' THEN 1 END`),
        })
        .from(appointments);
      const [{ totalDepartments } = { totalDepartments: 0 }] = await db.select({ totalDepartments: count() }).from(departments);
      return c.json({ ...totals!, totalDepartments }, 200);
    },
  );

  return router;
}
