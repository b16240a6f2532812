// The hospital's departments and doctors: anyone reads those who see patients; admins add doctors, edit them and
// retire them. A retired doctor leaves the public lists and pages but stays in the database, so the
// bookings that name them still can; their coming bookings are marked as needing a new time. A new doctor has no
// sessions until the admin gives them a timetable.
import { and, asc, eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  API_PATHS,
  FIELD_CODES,
  NEW_TIME_REASON_OF,
  apiError,
  departmentSchema,
  doctorInputSchema,
  doctorPatchSchema,
  doctorSchema,
  hospitalToday,
  timetableImpactSchema,
  timetablePreviewQuerySchema,
  type FieldProblems,
} from '@hospital/contract';
import { auditedChange, createAudited } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { toDepartment, toDoctor } from '../db/rows.ts';
import { departments, doctors } from '../db/schema.ts';
import { newRouter, sendError, type Services } from '../http/context.ts';
import { takesGzip } from '../http/keptAnswers.ts';
import { IdParams, apiRoute, json, jsonBody, noSuchDoctor } from '../http/openapi.ts';
import { doctorImpact, markNeedsNewTime, serviceDoctor } from './timetable.ts';

const Doctor = doctorSchema.meta({ id: 'Doctor' });

/** A department the doctor is put in must be one the hospital has (null: none). */
async function departmentProblems(db: Db, departmentId: number | null | undefined): Promise<FieldProblems> {
  if (departmentId === undefined || departmentId === null) return {};
  const [found] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId)).limit(1);
  return found ? {} : { departmentId: { message: API_MESSAGES.unknownDepartment, code: FIELD_CODES.unknownDepartment } };
}

export function directoryRoutes({ db, outbox, clock, keptAnswers }: Services) {
  const router = newRouter();
  // The doctors' list is read by every page that books and changes only when a doctor does: kept, as its JSON and
  // gzip, until the doctors table is written (by this instance, another or a script).
  const doctorList = keptAnswers.keep(db, ['doctors'], async () => (await db.select().from(doctors).where(eq(doctors.retired, false)).orderBy(asc(doctors.id))).map(toDoctor));
  const noDoctor = (c: Parameters<typeof sendError>[0]) => sendError(c, 404, apiError('noSuchDoctor'));

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.doctors, summary: "The hospital's doctors (not those retired)", responses: { 200: json(Doctor.array()) } }),
    async (c) => {
      const body = await doctorList.get();
      if (!takesGzip(c.req.header('accept-encoding'), body)) return c.body(body.json, 200, { 'Content-Type': 'application/json' }) as never;
      // Already gzipped: the compress middleware leaves an answer with a Content-Encoding alone.
      return c.body(body.gzipped, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }) as never;
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.doctor('{id}'), summary: 'One doctor (not one retired)', request: { params: IdParams }, responses: { 200: json(Doctor), 404: noSuchDoctor } }),
    async (c) => {
      const doctor = await serviceDoctor(db, c.req.valid('param').id);
      if (!doctor) return noDoctor(c);
      return c.json(toDoctor(doctor), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.doctors,
      summary: 'Add a doctor (no sessions until a timetable is given)',
      request: { body: jsonBody(doctorInputSchema.meta({ id: 'DoctorInput' })) },
      responses: { 201: json(Doctor) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const problems = await departmentProblems(db, input.departmentId);
      if (Object.keys(problems).length > 0) return sendError(c, 400, apiError('validationFailed', problems));
      const created = await createAudited(db, c, { table: doctors, entity: 'doctor', show: toDoctor, action: 'doctor.create', values: { ...input, image: input.image ?? null } });
      return c.json(toDoctor(created), 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.doctor('{id}'),
      summary: "Change a doctor's details",
      request: { params: IdParams, body: jsonBody(doctorPatchSchema.meta({ id: 'DoctorPatch' })) },
      responses: { 200: json(Doctor), 404: noSuchDoctor },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const parsed = c.req.valid('json');
      // Only the fields sent: the schema fills `languages` with its default even when the form left it out.
      const sent = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      const change = Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(sent, key))) as typeof parsed;
      const problems = await departmentProblems(db, change.departmentId);
      if (Object.keys(problems).length > 0) return sendError(c, 400, apiError('validationFailed', problems));
      // Not updateAudited: a retired doctor is not found here, as the public pages do not find them.
      const doctor = await auditedChange(db, c, async (tx, audit) => {
        const before = await serviceDoctor(tx, id, true);
        if (!before) return undefined;
        const [after] = Object.keys(change).length > 0 ? await tx.update(doctors).set(change).where(eq(doctors.id, id)).returning() : [before];
        await audit({ action: 'doctor.update', entity: 'doctor', entityId: id, before: toDoctor(before), after: toDoctor(after!) });
        return toDoctor(after!);
      });
      if (!doctor) return noDoctor(c);
      return c.json(doctor, 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'delete',
      path: API_PATHS.doctor('{id}'),
      summary:
        'Retire a doctor: gone from the public lists and pages, kept for their bookings; answers their coming bookings, now marked as needing a new time; `?preview=1` answers the same and changes nothing',
      request: { params: IdParams, query: timetablePreviewQuerySchema },
      responses: { 200: json(timetableImpactSchema.meta({ id: 'TimetableImpact' })), 404: noSuchDoctor },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const preview = c.req.query('preview') !== undefined;
      const today = hospitalToday(clock());
      const impact = await auditedChange(db, c, async (tx, audit) => {
        const doctor = await serviceDoctor(tx, id, !preview);
        if (!doctor) return undefined;
        // No weekly sessions: every coming booking of a retired doctor is left without a slot.
        const result = await doctorImpact(tx, doctor.id, { weekly: [], leave: [], closures: [] }, today);
        if (preview) return result;
        await tx.update(doctors).set({ retired: true }).where(and(eq(doctors.id, id), eq(doctors.retired, false)));
        await markNeedsNewTime(tx, c, outbox, result, NEW_TIME_REASON_OF.retirement);
        await audit({ action: 'doctor.retire', entity: 'doctor', entityId: id, before: { retired: false }, after: { retired: true, affectedBookings: result.affected.length } });
        return result;
      });
      if (!impact) return noDoctor(c);
      return c.json(impact, 200);
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.departments, summary: "The hospital's departments", responses: { 200: json(departmentSchema.meta({ id: 'Department' }).array()) } }),
    async (c) => c.json((await db.select().from(departments).orderBy(asc(departments.id))).map(toDepartment), 200),
  );

  return router;
}
