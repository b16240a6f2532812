// Booking (public), and the staff's (admin and reception) list (whole or one page), CSV export,
// status changes and totals; the admin's analytics counts. The rules are the contract's; this is their transport over
// the in-memory data set.
import { createHash } from 'node:crypto';
import type { Response, Router } from 'express';
import {
  API_PATHS,
  APPOINTMENT_CSV_COLUMNS,
  BOOKING_THROTTLE,
  CSV_BOM,
  IDEMPOTENCY_HEADER,
  SLOT_TAKEN_PROBLEM,
  apiError,
  appointmentExportQuerySchema,
  appointmentPage,
  appointmentStatusUpdateSchema,
  appointmentTotals,
  appointmentsCsvFileName,
  appointmentsQuerySchema,
  bookingLimits as bookingAttemptLimits,
  bookingRequestSchema,
  countAppointments,
  csvHeaderLine,
  csvLine,
  hospitalToday,
  idempotencyKeySchema,
  isAppointmentPageQuery,
  isRevival,
  messageStateOf,
  newBookingReference,
  noQuerySchema,
  revivalProblems,
  selectAppointments,
  statusChangeProblem,
  statusChangeRefusal,
  tooManyAttemptsError,
  tooManyBookingsMessage,
  zodProblems,
  type Appointment,
  type AppointmentExportQuery,
  type AppointmentsQuery,
} from '@hospital/contract';
import { AttemptCounters } from '../attemptCounters.ts';
import { departmentNamed, slotIsFull, visitCalendars, visitProblems } from '../calendars.ts';
import { moveVisit, sweepNoShows } from '../opdDay.ts';
import { ID, NOT_FOUND, clientAddress, isStaff, parseBody, requireAdmin, requireStaff, sendError, validQuery, type MockData } from '../http.ts';

/** How many CSV rows go to the socket in one write. */
const CSV_LINES_PER_WRITE = 500;

/**
 * Writes the export a chunk of lines at a time, waiting for the socket to drain when it is full, so a million rows
 * never sit in memory as one string; stops when the client goes away.
 */
async function streamAppointmentsCsv(res: Response, rows: readonly Appointment[]): Promise<void> {
  // One listener each for the whole export (compression hands `drain` to its gzip stream, where a listener could
  // not be taken off again): a full write waits for the next drain, or for the close that ends the export.
  let closed = false;
  let wake: (() => void) | undefined;
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  res.on('drain', resume);
  res.on('close', () => {
    closed = true;
    resume();
  });
  const write = async (chunk: string): Promise<void> => {
    if (res.write(chunk) || closed) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
  };
  await write(CSV_BOM + csvHeaderLine(APPOINTMENT_CSV_COLUMNS));
  for (let start = 0; start < rows.length && !closed; start += CSV_LINES_PER_WRITE) {
    let chunk = '';
    for (const row of rows.slice(start, start + CSV_LINES_PER_WRITE)) chunk += csvLine(APPOINTMENT_CSV_COLUMNS, row);
    await write(chunk);
  }
  if (!closed) res.end();
}

export function appointmentRoutes(api: Router, { state, persist, forward, findById, nextId, outbox, now: clock, bookingLimits }: MockData): void {
  // First, before any route whose path could read `export` as an appointment's id.
  api.get(API_PATHS.appointmentsExport, validQuery(appointmentExportQuerySchema), requireStaff, (_req, res) => {
    const query = res.locals.query as AppointmentExportQuery;
    // The matching rows, chosen now: a booking made while the export streams is not in it.
    const rows = selectAppointments(state().appointments, query);
    res.status(200).set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${appointmentsCsvFileName(hospitalToday())}"`,
      'Cache-Control': 'no-store',
    });
    streamAppointmentsCsv(res, rows).catch((error: unknown) => {
      console.error(error);
      res.destroy();
    });
  });

  // No query keys: every appointment, as the spec answers it (json-server's list, in id order). Any of the list's
  // keys: one page of the filtered, ordered list (the contract's appointmentPage).
  api.get(API_PATHS.appointments, validQuery(appointmentsQuerySchema), requireStaff, (req, res, next) => {
    if (!isAppointmentPageQuery(req.query)) return forward('appointments')(req, res, next);
    res.json(appointmentPage(state().appointments, res.locals.query as AppointmentsQuery));
  });

  // A retried submission (same Idempotency-Key) gets the first booking back. In memory: the mock forgets keys at
  // a restart, which only matters for the production server.
  const bookingsByKey = new Map<string, { digest: string; id: number }>();

  /** Bookings a day per phone, e-mail and address (the contract's bookingLimits), in memory: a restart forgets them. */
  const bookingThrottle = new AttemptCounters(BOOKING_THROTTLE.windowMs, () => clock().getTime());

  /** Every reference handed out, so a new one is never one already in use. */
  let references: Set<string> | undefined;
  const newUniqueReference = (): string => {
    references ??= new Set(state().appointments.map((a) => a.reference));
    let reference = newBookingReference();
    while (references.has(reference)) reference = newBookingReference();
    references.add(reference);
    return reference;
  };

  api.post(API_PATHS.appointments, validQuery(noQuerySchema), (req, res) => {
    const parsed = parseBody(bookingRequestSchema, req, res);
    if (!parsed) return;
    // Consent is not stored: the booking exists only with it, and its createdAt is when it was given.
    const { consent: _consent, ...input } = parsed;
    const data = state();
    const key = req.get(IDEMPOTENCY_HEADER);
    const keyCheck = key === undefined ? undefined : idempotencyKeySchema.safeParse(key);
    if (keyCheck && !keyCheck.success) {
      const [problem] = Object.values(zodProblems(keyCheck.error));
      return sendError(res, 400, apiError('invalidHeader', { [IDEMPOTENCY_HEADER]: problem! }));
    }
    const digest = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const earlier = key === undefined ? undefined : bookingsByKey.get(key);
    if (earlier) {
      if (earlier.digest !== digest) return sendError(res, 422, apiError('idempotencyMismatch'));
      return res.status(201).json(findById('appointments', String(earlier.id)));
    }
    const now = clock();
    const fields = visitProblems(data, input, now);
    if (Object.keys(fields).length > 0) return sendError(res, 400, apiError('validationFailed', fields));
    // Counted before the write, as the production server counts it; the front desk booking for a patient is not.
    const attempt = isStaff(res) ? undefined : bookingThrottle.count(bookingAttemptLimits(input, clientAddress(req), bookingLimits));
    if (attempt && attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return sendError(res, 429, tooManyAttemptsError(tooManyBookingsMessage(attempt.waitMs)));
    }
    if (slotIsFull(data, input)) {
      // No booking, no message: the count is handed back.
      if (attempt) bookingThrottle.handBack(attempt);
      return sendError(res, 409, apiError('slotTaken', { preferredTime: SLOT_TAKEN_PROBLEM }));
    }
    const appointment: Appointment = {
      ...input,
      // The department as the hospital spells it.
      department: departmentNamed(data, input.department)!.name,
      id: nextId(data.appointments),
      reference: newUniqueReference(),
      status: 'pending',
      remindersStopped: false,
      createdAt: now.toISOString(),
    };
    data.appointments.push(appointment);
    persist();
    outbox.booked(appointment, now);
    if (key !== undefined) bookingsByKey.set(key, { digest, id: appointment.id });
    res.status(201).json(appointment);
  });

  api.patch(API_PATHS.appointmentStatus(ID), validQuery(noQuerySchema), requireStaff, (req, res) => {
    const input = parseBody(appointmentStatusUpdateSchema, req, res);
    if (!input) return;
    const appointment = findById('appointments', req.params.id);
    if (!appointment) return sendError(res, 404, NOT_FOUND);
    // Along the OPD day, or one step back to undo a mistake (the contract's VISIT_STEPS).
    if (statusChangeProblem(appointment, input.status)) return sendError(res, 409, statusChangeRefusal(appointment, input.status));
    const now = clock();
    // A cancelled booking made live again takes its place back: its day and time must still be among its doctor's
    // slots (the contract's revivalProblems), and its slot must still have a place.
    if (isRevival(appointment, input.status, now)) {
      const problems = revivalProblems(appointment, input.status, visitCalendars(state(), appointment), now);
      if (Object.keys(problems).length > 0) return sendError(res, 400, apiError('validationFailed', problems));
    }
    if (appointment.status === 'cancelled' && input.status !== 'cancelled' && slotIsFull(state(), appointment)) {
      return sendError(res, 409, apiError('slotTaken', { status: SLOT_TAKEN_PROBLEM }));
    }
    const before = messageStateOf(appointment);
    moveVisit(appointment, input.status, now);
    persist();
    outbox.changed(before, appointment, 'hospital', now);
    res.json(appointment);
  });

  api.get(API_PATHS.stats, validQuery(noQuerySchema), requireStaff, (_req, res) => {
    const { appointments, departments } = state();
    res.json(appointmentTotals(appointments, departments.length));
  });

  // The analytics tab's counts, for admins: by status, department, booking day (the last week) and slot.
  api.get(API_PATHS.appointmentCounts, validQuery(noQuerySchema), requireAdmin, (_req, res) => {
    const now = clock();
    // Absent patients are counted as such: the days whose queue ran are swept first (the mock has no job queue).
    if (sweepNoShows(state(), outbox, now).length > 0) persist();
    res.json(countAppointments(state().appointments, now));
  });
}
