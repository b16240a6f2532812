// Patients' testimonials on the home page: anyone reads them (in English and Hindi), admins add, change and delete
// them, each change audited. A hospital's own server starts with none, and the home page shows the strip only once
// an admin has added some.
import { asc } from 'drizzle-orm';
import { API_PATHS, apiError, insertTestimonialSchema, testimonialSchema, updateTestimonialSchema } from '@hospital/contract';
import { createAudited, deleteAudited, updateAudited } from '../audit.ts';
import { toTestimonial } from '../db/rows.ts';
import { testimonials } from '../db/schema.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, json, jsonBody, noSuchRecord } from '../http/openapi.ts';

const Testimonial = testimonialSchema.meta({ id: 'Testimonial' });

/** A testimonial as the audit trail names it and shows it. */
const testimonialRecord = { table: testimonials, entity: 'testimonial', show: toTestimonial };

export function testimonialRoutes({ db }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.testimonials,
      summary: "Patients' testimonials for the home page, in id order, each text in English and Hindi",
      responses: { 200: json(Testimonial.array()) },
    }),
    async (c) => c.json((await db.select().from(testimonials).orderBy(asc(testimonials.id))).map(toTestimonial), 200),
  );

  router.openapi(
    apiRoute('admin', {
      method: 'post',
      path: API_PATHS.testimonials,
      summary: 'Add a testimonial',
      request: { body: jsonBody(insertTestimonialSchema.meta({ id: 'TestimonialInput' })) },
      responses: { 201: json(Testimonial) },
    }),
    async (c) => {
      const created = await createAudited(db, c, { ...testimonialRecord, action: 'testimonial.create', values: c.req.valid('json') });
      return c.json(toTestimonial(created), 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.testimonial('{id}'),
      summary: 'Change a testimonial: only the fields sent',
      request: { params: IdParams, body: jsonBody(updateTestimonialSchema.meta({ id: 'TestimonialPatch' })) },
      responses: { 200: json(Testimonial), 404: noSuchRecord },
    }),
    async (c) => {
      const change = c.req.valid('json');
      const outcome = await updateAudited(db, c, { ...testimonialRecord, id: c.req.valid('param').id, action: 'testimonial.update', change: () => ({ set: change }) });
      return changeAnswer(c, outcome, toTestimonial);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'delete',
      path: API_PATHS.testimonial('{id}'),
      summary: 'Delete a testimonial',
      request: { params: IdParams },
      responses: { 204: { description: 'Deleted' }, 404: noSuchRecord },
    }),
    async (c) => {
      const removed = await deleteAudited(db, c, { ...testimonialRecord, id: c.req.valid('param').id, action: 'testimonial.delete' });
      if (!removed) return sendError(c, 404, apiError('notFound'));
      return c.body(null, 204);
    },
  );

  return router;
}
