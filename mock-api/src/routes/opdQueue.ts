// The OPD day: the front desk checks booked patients in and registers walk-ins, each with the
// doctor-day's next token; calls the next patient to the doctor's room; reads the doctor's OPD day. The waiting hall reads
// the queue (tokens only, anyone). The rules are the contract's (rules/opdQueue.ts); this is their transport.
import type { Router } from 'express';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  OPD_QUEUE,
  apiError,
  bookingPlaceProblems,
  callNextSteps,
  checkInDoctor,
  checkInProblem,
  checkInRequestSchema,
  daySessions,
  hospitalToday,
  messageStateOf,
  newBookingReference,
  noQuerySchema,
  queueNextSchema,
  queueQuerySchema,
  queueState,
  queuedAt,
  statusChangeRefusal,
  walkInRequestSchema,
  walkInSession,
  walkInsTaken,
  type Appointment,
  type Doctor,
  type OpdDay,
  type QueueQuery,
} from '@hospital/contract';
import { anyDoctor, departmentNamed, doctorCalendar, serviceDoctor } from '../calendars.ts';
import { doctorDayVisits, moveVisit, nextToken, opdDayVisits, sweepNoShows } from '../opdDay.ts';
import { ID, NOT_FOUND, parseBody, requireStaff, sendError, validQuery, type MockData } from '../http.ts';

/** Each of a doctor's sessions takes this many walk-ins. */
const walkInsAllowed = (doctor: Doctor): number => doctor.walkInsPerSession ?? OPD_QUEUE.walkInsPerSession;

export function opdQueueRoutes(api: Router, { state, persist, nextId, outbox, now: clock, checkInGraceMinutes }: MockData): void {
  api.post(API_PATHS.appointmentCheckIn(ID), validQuery(noQuerySchema), requireStaff, (req, res) => {
    const input = parseBody(checkInRequestSchema, req, res);
    if (!input) return;
    const data = state();
    const visit = data.appointments.find((candidate) => String(candidate.id) === req.params.id);
    if (!visit) return sendError(res, 404, NOT_FOUND);
    const now = clock();
    const problem = checkInProblem(visit, now);
    if (problem === 'not_today') return sendError(res, 409, apiError('visitNotToday'));
    if (problem === 'status') return sendError(res, 409, statusChangeRefusal(visit, 'checked_in'));
    // A double click at the front desk: the patient is in the queue already, with the token they were given.
    if (visit.status === 'checked_in') return res.json(visit);
    const doctor = checkInDoctor(visit.doctorId, input.doctorId);
    if ('problems' in doctor) return sendError(res, 400, apiError('validationFailed', doctor.problems));
    const { doctorId } = doctor;
    const place = bookingPlaceProblems(doctorId, departmentNamed(data, visit.department), serviceDoctor(data, doctorId));
    if (Object.keys(place).length > 0) return sendError(res, 400, apiError('validationFailed', place));
    const before = messageStateOf(visit);
    // Checked in again (after an undo, or after being marked absent): the token they had.
    const token = visit.token ?? nextToken(data, doctorId, visit.preferredDate);
    Object.assign(visit, {
      status: 'checked_in',
      doctorId,
      token,
      checkedInAt: now.toISOString(),
      queuedAt: queuedAt(visit, now, checkInGraceMinutes).toISOString(),
    } satisfies Partial<Appointment>);
    persist();
    outbox.changed(before, visit, 'hospital', now);
    res.json(visit);
  });

  /** Every reference handed out, so a new one is never one already in use. */
  const newUniqueReference = (): string => {
    const used = new Set(state().appointments.map((appointment) => appointment.reference));
    let reference = newBookingReference();
    while (used.has(reference)) reference = newBookingReference();
    return reference;
  };

  api.post(API_PATHS.walkIns, validQuery(noQuerySchema), requireStaff, (req, res) => {
    const parsed = parseBody(walkInRequestSchema, req, res);
    if (!parsed) return;
    // Consent is not stored, as with a booking: the visit exists only with it.
    const { consent: _consent, ...input } = parsed;
    const data = state();
    const department = departmentNamed(data, input.department);
    const doctor = serviceDoctor(data, input.doctorId);
    const place = bookingPlaceProblems(input.doctorId, department, doctor);
    if (Object.keys(place).length > 0) return sendError(res, 400, apiError('validationFailed', place));
    const now = clock();
    const joined = walkInSession(doctorCalendar(data, doctor!.id), now);
    if (!joined) return sendError(res, 400, apiError('validationFailed', { doctorId: { message: API_MESSAGES.noSessionToday, code: FIELD_CODES.noSessionToday } }));
    const today = hospitalToday(now);
    if (walkInsTaken(doctorDayVisits(data, doctor!.id, today), joined.session) >= walkInsAllowed(doctor!)) return sendError(res, 409, apiError('walkInsFull'));
    const at = now.toISOString();
    const visit: Appointment = {
      ...input,
      department: department!.name,
      id: nextId(data.appointments),
      reference: newUniqueReference(),
      status: 'checked_in',
      preferredDate: today,
      preferredTime: joined.time,
      walkIn: true,
      token: nextToken(data, doctor!.id, today),
      checkedInAt: at,
      queuedAt: at,
      remindersStopped: false,
      createdAt: at,
    };
    data.appointments.push(visit);
    persist();
    // No messages: the walk-in has the token slip in hand.
    res.status(201).json(visit);
  });

  api.get(API_PATHS.queue, validQuery(queueQuerySchema), (_req, res) => {
    const query = res.locals.query as QueueQuery;
    const data = state();
    const doctor = serviceDoctor(data, query.doctorId);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const now = clock();
    const date = query.date ?? hospitalToday(now);
    if (sweepNoShows(data, outbox, now, { doctor, date }).length > 0) persist();
    res.set('Cache-Control', 'no-store').json(queueState(doctorDayVisits(data, doctor.id, date), doctor.id, date));
  });

  api.post(API_PATHS.queueNext, validQuery(noQuerySchema), requireStaff, (req, res) => {
    const input = parseBody(queueNextSchema, req, res);
    if (!input) return;
    const data = state();
    // A doctor retired today still sees the patients already waiting.
    const doctor = anyDoctor(data, input.doctorId);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const now = clock();
    const call = callNextSteps(doctorDayVisits(data, doctor.id, hospitalToday(now)));
    if (!call) return sendError(res, 409, apiError('queueEmpty'));
    const changes = call.steps.map(({ visit, to }) => {
      const before = messageStateOf(visit);
      moveVisit(visit, to, now);
      return [before, visit] as const;
    });
    persist();
    for (const [before, visit] of changes) outbox.changed(before, visit, 'hospital', now);
    res.json(call.next);
  });

  api.get(API_PATHS.opdDay, validQuery(queueQuerySchema), requireStaff, (_req, res) => {
    const query = res.locals.query as QueueQuery;
    const data = state();
    // A retired doctor's OPD day too: it still shows who came (their calendar has no sessions any more).
    const doctor = anyDoctor(data, query.doctorId);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const now = clock();
    const date = query.date ?? hospitalToday(now);
    if (sweepNoShows(data, outbox, now, { doctor, date }).length > 0) persist();
    const own = doctorDayVisits(data, doctor.id, date);
    const opdDay: OpdDay = {
      doctorId: doctor.id,
      date,
      now: now.toISOString(),
      visits: opdDayVisits(data, doctor, date),
      sessions: daySessions(doctorCalendar(data, doctor.id), date).map((session) => ({
        start: session.start,
        end: session.end,
        walkInsAllowed: walkInsAllowed(doctor),
        walkInsTaken: walkInsTaken(own, session),
      })),
    };
    res.json(opdDay);
  });
}
