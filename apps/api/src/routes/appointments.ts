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
  csvHeaderLine,
  csvLine,
  hospitalToday,
  isAppointmentPageQuery,
  isRevival,
  revivalProblems,
  slotKey,
  statsSchema,
  statusChangeProblem,
  statusChangeRefusal,
  type Appointment as AppointmentRecord,
} from '@hospital/contract';
import { countAppointmentsInDb, statsInDb } from '../db/appointmentCounts.ts';
import { appointmentBatches, selectAppointmentPage } from '../db/appointmentQuery.ts';
import { appointmentById, changeAppointmentStatus } from '../db/appointmentStatus.ts';
import { sweepNoShows } from '../db/opdQueue.ts';
import { toAppointment } from '../db/rows.ts';
import { availabilityStatement, calendarOf, isSlotFull, parsedJson, visitCalendars } from '../db/timetable.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody, noSuchAppointment, noSuchDoctor } from '../http/openapi.ts';
import { jsonArrayParts, primed, pulledBody } from '../http/streaming.ts';
import { StatusChangeRefused } from './opdQueue.ts';

const Appointment = appointmentSchema.meta({ id: 'Appointment' });
const AppointmentPage = appointmentPageSchema.extend({ items: Appointment.array() }).meta({ id: 'AppointmentPage' });

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
      const current = await appointmentById(db, id);
      // A visit moves along the OPD day, or one step back to undo a mistake (the contract's VISIT_STEPS).
      if (current && statusChangeProblem(current, status)) return sendError(c, 409, statusChangeRefusal(current, status));
      // A cancelled booking made live again takes its place back: its day and time must still be among its doctor's
      // slots (the contract's isRevival and revivalProblems, as the mock asks them).
      if (current && isRevival(current, status, now)) {
        const problems = revivalProblems(current, status, await visitCalendars(db, current, current.preferredDate), now);
        if (Object.keys(problems).length > 0) return sendError(c, 400, apiError('validationFailed', problems));
      }
      let outcome;
      try {
        outcome = await changeAppointmentStatus(db, c, outbox, {
          id,
          status,
          now,
          check: (before) => {
            if (statusChangeProblem(before, status)) throw new StatusChangeRefused(statusChangeRefusal(before, status));
          },
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
      return c.json(await statsInDb(db), 200);
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
