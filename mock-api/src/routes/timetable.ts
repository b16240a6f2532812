// The OPD timetable: a doctor's open days and slots for anyone, their weekly sessions and coming leave,
// the hospital's closures; the admin's changes to them, each answering the bookings it falls on (and, without
// `?preview=1`, marking them as needing a new time). The rules are the contract's (rules/timetable.ts).
import type { Response, Router } from 'express';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  NEW_TIME_REASON_OF,
  OPD,
  apiError,
  availabilityQuerySchema,
  availableDays,
  closureProblems,
  closureRequestSchema,
  hospitalToday,
  leaveProblems,
  leaveRequestSchema,
  noQuerySchema,
  sortedSessions,
  timetableAnswer,
  timetableImpact,
  timetablePreviewQuerySchema,
  timetableUpdateSchema,
  type AvailabilityQuery,
  type Closure,
  type ClosureAnswer,
  type DoctorCalendar,
  type DoctorLeave,
  type FieldProblems,
  type LeaveAnswer,
  type TimetableAnswer,
  type WeeklySession,
} from '@hospital/contract';
import { doctorCalendar, markNeedsNewTime, placesTakenBySlot, serviceDoctor } from '../calendars.ts';
import { ID, NOT_FOUND, isPreview, isStaff, parseBody, requireAdmin, sendError, validQuery, type MockData } from '../http.ts';

const LEAVE_ID = ':leaveId(\\d+)';

const weeklyOf = (sessions: readonly WeeklySession[]): WeeklySession[] =>
  sortedSessions(sessions).map(({ weekday, start, end, slotMinutes, capacity }) => ({ weekday, start, end, slotMinutes, capacity }));

function sendProblems(res: Response, problems: FieldProblems): boolean {
  if (Object.keys(problems).length === 0) return false;
  sendError(res, 400, apiError('validationFailed', problems));
  return true;
}

export function timetableRoutes(api: Router, { state, persist, nextId, outbox, now: clock }: MockData): void {
  // Public: a doctor's open days with the places left in each slot, for the booking dialog. Counts, never who.
  api.get(API_PATHS.availability, validQuery(availabilityQuerySchema), (_req, res) => {
    const { doctorId, from, to } = res.locals.query as AvailabilityQuery;
    const data = state();
    if (!serviceDoctor(data, doctorId)) return sendError(res, 404, apiError('noSuchDoctor'));
    res.json(availableDays(doctorId, doctorCalendar(data, doctorId), { from, to }, placesTakenBySlot(data, doctorId, from, to), clock()));
  });

  // Public: the weekly sessions and the leave not yet over; the reason for the leave only for staff.
  api.get(API_PATHS.doctorTimetable(ID), validQuery(noQuerySchema), (req, res) => {
    const data = state();
    const doctor = serviceDoctor(data, req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const ofDoctor = <T extends { doctorId: number }>(items: T[]) => items.filter((item) => item.doctorId === doctor.id);
    res.json(timetableAnswer(ofDoctor(data.doctor_sessions), ofDoctor(data.doctor_leave), isStaff(res)));
  });

  api.put(API_PATHS.doctorTimetable(ID), validQuery(timetablePreviewQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(timetableUpdateSchema, req, res);
    if (!input) return;
    const data = state();
    const doctor = serviceDoctor(data, req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const after: DoctorCalendar = { ...doctorCalendar(data, doctor.id), weekly: input.weekly };
    const impact = timetableImpact(data.appointments, (booking) => (booking.doctorId === doctor.id ? after : undefined), hospitalToday());
    const answer: TimetableAnswer = { weekly: weeklyOf(input.weekly), ...impact };
    if (isPreview(res)) return res.json(answer);
    const others = data.doctor_sessions.filter((session) => session.doctorId !== doctor.id);
    let id = nextId(data.doctor_sessions);
    data.doctor_sessions = [...others, ...answer.weekly.map((session) => ({ id: id++, doctorId: doctor.id, ...session }))];
    const marked = markNeedsNewTime(data, impact, NEW_TIME_REASON_OF.timetable);
    persist();
    outbox.stranded(marked);
    res.json(answer);
  });

  api.post(API_PATHS.doctorLeave(ID), validQuery(timetablePreviewQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(leaveRequestSchema, req, res);
    if (!input) return;
    const today = hospitalToday();
    if (sendProblems(res, leaveProblems(input, today, OPD.maxLeaveDays))) return;
    const data = state();
    const doctor = serviceDoctor(data, req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const leave: DoctorLeave = { id: nextId(data.doctor_leave), doctorId: doctor.id, ...input };
    const before = doctorCalendar(data, doctor.id);
    const after: DoctorCalendar = { ...before, leave: [...before.leave, leave] };
    const impact = timetableImpact(data.appointments, (booking) => (booking.doctorId === doctor.id ? after : undefined), today);
    const { doctorId: _doctorId, ...shown } = leave;
    const answer: LeaveAnswer = { leave: shown, ...impact };
    if (isPreview(res)) return res.json(answer);
    data.doctor_leave.push(leave);
    const marked = markNeedsNewTime(data, impact, NEW_TIME_REASON_OF.leave);
    persist();
    outbox.stranded(marked);
    res.status(201).json(answer);
  });

  api.delete(API_PATHS.doctorLeaveItem(ID, LEAVE_ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const data = state();
    const index = data.doctor_leave.findIndex((leave) => String(leave.id) === req.params.leaveId && String(leave.doctorId) === req.params.id);
    if (index === -1) return sendError(res, 404, NOT_FOUND);
    data.doctor_leave.splice(index, 1);
    persist();
    res.status(204).end();
  });

  api.get(API_PATHS.closures, validQuery(noQuerySchema), (_req, res) => {
    res.json([...state().closures].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id));
  });

  api.post(API_PATHS.closures, validQuery(timetablePreviewQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(closureRequestSchema, req, res);
    if (!input) return;
    // The server's clock, as the production server's: the horizon counts from the hospital's today.
    const today = hospitalToday(clock());
    if (sendProblems(res, closureProblems(input, today))) return;
    const data = state();
    if (data.closures.some((closure) => closure.date === input.date)) {
      return sendError(res, 400, apiError('validationFailed', { date: { message: API_MESSAGES.closureExists, code: FIELD_CODES.closureExists } }));
    }
    const closure: Closure = { id: nextId(data.closures), ...input };
    // The whole OPD closes: every live booking that day is stranded, whichever doctor it names, or none.
    const closedDay: DoctorCalendar = { weekly: [], leave: [], closures: [closure] };
    const impact = timetableImpact(
      data.appointments.filter((booking) => booking.preferredDate === closure.date),
      () => closedDay,
      today,
    );
    const answer: ClosureAnswer = { closure, ...impact };
    if (isPreview(res)) return res.json(answer);
    data.closures.push(closure);
    const marked = markNeedsNewTime(data, impact, NEW_TIME_REASON_OF.closure);
    persist();
    outbox.stranded(marked);
    res.status(201).json(answer);
  });

  api.delete(API_PATHS.closure(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const data = state();
    const index = data.closures.findIndex((closure) => String(closure.id) === req.params.id);
    if (index === -1) return sendError(res, 404, NOT_FOUND);
    data.closures.splice(index, 1);
    persist();
    res.status(204).end();
  });
}
