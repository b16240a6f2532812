import { asc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  apiError,
  departmentSchema,
  doctorSchema,
} from '@hospital/contract';
import { toDepartment, toDoctor } from '../db/rows.ts';
import { departments, doctors } from '../db/schema.ts';
import { newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, json, noSuchDoctor } from '../http/openapi.ts';

const Doctor = doctorSchema.meta({ id: 'Doctor' });

export function directoryRoutes({ db }: Services) {
  const router = newRouter();

  router.openapi(apiRoute('anyone', { method: 'get', path: API_PATHS.doctors, summary: "The hospital's doctors", responses: { 200: json(Doctor.array()) } }), async (c) =>
    c.json((await db.select().from(doctors).orderBy(asc(doctors.id))).map(toDoctor), 200),
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.doctor('{id}'), summary: 'One doctor', request: { params: IdParams }, responses: { 200: json(Doctor), 404: noSuchDoctor } }),
    async (c) => {
      const [doctor] = await db.select().from(doctors).where(eq(doctors.id, c.req.valid('param').id)).limit(1);
      if (!doctor) return sendError(c, 404, apiError('notFound'));
      return c.json(toDoctor(doctor), 200);
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.departments, summary: "The hospital's departments", responses: { 200: json(departmentSchema.meta({ id: 'Department' }).array()) } }),
    async (c) => c.json((await db.select().from(departments).orderBy(asc(departments.id))).map(toDepartment), 200),
  );

  return router;
}
