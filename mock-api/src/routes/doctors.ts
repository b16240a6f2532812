// The hospital's doctors: anyone reads those who see patients; admins add them, edit them and retire them. A retired
// doctor leaves the public lists but stays in the data, so the bookings that name them still can; their coming
// bookings are marked as needing a new time. A new doctor has no sessions until the admin gives them a timetable.
import type { Request, Router } from 'express';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  NEW_TIME_REASON_OF,
  OPD_QUEUE,
  apiError,
  doctorInputSchema,
  doctorPatchSchema,
  hospitalToday,
  noQuerySchema,
  timetableImpact,
  timetablePreviewQuerySchema,
  type Database,
  type Doctor,
  type DoctorCalendar,
  type FieldProblems,
} from '@hospital/contract';
import { markNeedsNewTime, serviceDoctor } from '../calendars.ts';
import { ID, isPreview, parseBody, requireAdmin, sendError, validQuery, type MockData } from '../http.ts';

/** A department the doctor is put in must be one the hospital has (null: none, as the visiting radiologist). */
function departmentProblems(data: Database, departmentId: number | null | undefined): FieldProblems {
  if (departmentId === undefined || departmentId === null || data.departments.some((department) => department.id === departmentId)) return {};
  return { departmentId: { message: API_MESSAGES.unknownDepartment, code: FIELD_CODES.unknownDepartment } };
}

/**
 * Only the fields the admin sent: the patch schema fills `languages` with its default even when the form left it
 * out, which would wipe a doctor's languages on every other edit.
 */
function sentFields<T extends object>(req: Request, parsed: T): Partial<T> {
  const body = req.body as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(body, key))) as Partial<T>;
}

/**
 * A doctor's walk-in places are kept only when not the contract's default (a doctor without them takes OPD_QUEUE's),
 * and `featured` only when set, so the doctor reads as the seed writes them and as apps/api answers.
 */
function withoutDefaults(doctor: Doctor): Doctor {
  if (doctor.walkInsPerSession === OPD_QUEUE.walkInsPerSession) delete doctor.walkInsPerSession;
  if (doctor.featured === false) delete doctor.featured;
  return doctor;
}

/** No weekly sessions: every coming booking of a retired doctor is left without a slot. */
const NO_HOURS: DoctorCalendar = { weekly: [], leave: [], closures: [] };

export function doctorRoutes(api: Router, { state, persist, nextId, outbox }: MockData): void {
  api.get(API_PATHS.doctors, validQuery(noQuerySchema), (_req, res) => {
    res.json(state().doctors.filter((doctor) => !doctor.retired));
  });

  api.get(API_PATHS.doctor(ID), validQuery(noQuerySchema), (req, res) => {
    const doctor = serviceDoctor(state(), req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    res.json(doctor);
  });

  api.post(API_PATHS.doctors, validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(doctorInputSchema, req, res);
    if (!input) return;
    const data = state();
    const problems = departmentProblems(data, input.departmentId);
    if (Object.keys(problems).length > 0) return sendError(res, 400, apiError('validationFailed', problems));
    const doctor: Doctor = withoutDefaults({ id: nextId(data.doctors), ...input });
    data.doctors.push(doctor);
    persist();
    res.status(201).json(doctor);
  });

  api.patch(API_PATHS.doctor(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const parsed = parseBody(doctorPatchSchema, req, res);
    if (!parsed) return;
    const data = state();
    const doctor = serviceDoctor(data, req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const change = sentFields(req, parsed);
    const problems = departmentProblems(data, change.departmentId);
    if (Object.keys(problems).length > 0) return sendError(res, 400, apiError('validationFailed', problems));
    Object.assign(doctor, change);
    withoutDefaults(doctor);
    persist();
    res.json(doctor);
  });

  // Retires the doctor: answers their coming live bookings (all of them now need a new time), or with `?preview=1`
  // the same and nothing changed.
  api.delete(API_PATHS.doctor(ID), validQuery(timetablePreviewQuerySchema), requireAdmin, (req, res) => {
    const data = state();
    const doctor = serviceDoctor(data, req.params.id);
    if (!doctor) return sendError(res, 404, apiError('noSuchDoctor'));
    const impact = timetableImpact(data.appointments, (booking) => (booking.doctorId === doctor.id ? NO_HOURS : undefined), hospitalToday());
    if (isPreview(res)) return res.json(impact);
    doctor.retired = true;
    const marked = markNeedsNewTime(data, impact, NEW_TIME_REASON_OF.retirement);
    persist();
    outbox.stranded(marked);
    res.json(impact);
  });
}
