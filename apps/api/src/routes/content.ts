// The gallery and the news: anyone reads what is shown or published, admins read and change everything.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  API_PATHS,
  GALLERY_VISITOR_FLAG,
  NEWS_VISITOR_FLAG,
  apiError,
  galleryImageSchema,
  galleryQuerySchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  newsEventSchema,
  newsEventsQuerySchema,
  updateGalleryImageSchema,
  updateNewsEventSchema,
} from '@hospital/contract';
import { createAudited, deleteAudited, updateAudited } from '../audit.ts';
import { toGalleryImage, toNewsEvent } from '../db/rows.ts';
import { galleryImages, newsEvents } from '../db/schema.ts';
import { changeAnswer, newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, json, jsonBody, noSuchRecord } from '../http/openapi.ts';

const GalleryImage = galleryImageSchema.meta({ id: 'GalleryImage' });
const NewsEvent = newsEventSchema.meta({ id: 'NewsEvent' });
const deleted = { description: 'Deleted' };

/** An image or a news item as the audit trail names it and shows it. */
const galleryRecord = { table: galleryImages, entity: 'gallery_image', show: toGalleryImage };
const newsRecord = { table: newsEvents, entity: 'news_event', show: toNewsEvent };

export function contentRoutes({ db }: Services) {
  const router = newRouter();

  // ---- gallery ----------------------------------------------------------------------------------
  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.gallery,
      summary: 'Gallery images: visible ones for visitors, all for admins',
      request: { query: galleryQuerySchema },
      responses: { 200: json(GalleryImage.array()) },
    }),
    async (c) => {
      const { category } = c.req.valid('query');
      const filters: SQL[] = [];
      if (category) filters.push(eq(galleryImages.category, category));
      if (c.get('user')?.role !== 'admin') filters.push(eq(galleryImages[GALLERY_VISITOR_FLAG], true));
      const rows = await db.select().from(galleryImages).where(and(...filters)).orderBy(asc(galleryImages.id));
      return c.json(rows.map(toGalleryImage), 200);
    },
  );

  router.openapi(
    apiRoute('admin', { method: 'post', path: API_PATHS.gallery, summary: 'Add an image', request: { body: jsonBody(insertGalleryImageSchema) }, responses: { 201: json(GalleryImage) } }),
    async (c) => {
      const created = await createAudited(db, c, { ...galleryRecord, action: 'gallery.create', values: c.req.valid('json') });
      return c.json(toGalleryImage(created), 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.galleryImage('{id}'),
      summary: 'Change an image',
      request: { params: IdParams, body: jsonBody(updateGalleryImageSchema) },
      responses: { 200: json(GalleryImage), 404: noSuchRecord },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const outcome = await updateAudited(db, c, { ...galleryRecord, id, action: 'gallery.update', change: () => ({ set: change }) });
      return changeAnswer(c, outcome, toGalleryImage);
    },
  );

  router.openapi(
    apiRoute('admin', { method: 'delete', path: API_PATHS.galleryImage('{id}'), summary: 'Delete an image', request: { params: IdParams }, responses: { 204: deleted, 404: noSuchRecord } }),
    async (c) => {
      const removed = await deleteAudited(db, c, { ...galleryRecord, id: c.req.valid('param').id, action: 'gallery.delete' });
      if (!removed) return sendError(c, 404, apiError('notFound'));
      return c.body(null, 204);
    },
  );

  // ---- news and events --------------------------------------------------------------------------
  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.newsEvents,
      summary: 'News and events: published ones for visitors, all for admins',
      request: { query: newsEventsQuerySchema },
      responses: { 200: json(NewsEvent.array()) },
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      const filters: SQL[] = [];
      if (type) filters.push(eq(newsEvents.type, type));
      if (c.get('user')?.role !== 'admin') filters.push(eq(newsEvents[NEWS_VISITOR_FLAG], true));
      const rows = await db.select().from(newsEvents).where(and(...filters)).orderBy(asc(newsEvents.id));
      return c.json(rows.map(toNewsEvent), 200);
    },
  );

  const eventDate = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

  router.openapi(
    apiRoute('admin', { method: 'post', path: API_PATHS.newsEvents, summary: 'Create a news item or event', request: { body: jsonBody(insertNewsEventSchema) }, responses: { 201: json(NewsEvent) } }),
    async (c) => {
      const input = c.req.valid('json');
      const created = await createAudited(db, c, {
        ...newsRecord,
        action: 'news.create',
        values: { ...input, imageUrl: input.imageUrl ?? null, eventDate: eventDate(input.eventDate) ?? null },
      });
      return c.json(toNewsEvent(created), 201);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.newsEvent('{id}'),
      summary: 'Change a news item or event',
      request: { params: IdParams, body: jsonBody(updateNewsEventSchema) },
      responses: { 200: json(NewsEvent), 404: noSuchRecord },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { eventDate: date, ...change } = c.req.valid('json');
      const outcome = await updateAudited(db, c, {
        ...newsRecord,
        id,
        action: 'news.update',
        change: () => ({ set: { ...change, ...(date === undefined ? {} : { eventDate: eventDate(date) }), updatedAt: new Date() } }),
      });
      return changeAnswer(c, outcome, toNewsEvent);
    },
  );

  router.openapi(
    apiRoute('admin', { method: 'delete', path: API_PATHS.newsEvent('{id}'), summary: 'Delete a news item or event', request: { params: IdParams }, responses: { 204: deleted, 404: noSuchRecord } }),
    async (c) => {
      const removed = await deleteAudited(db, c, { ...newsRecord, id: c.req.valid('param').id, action: 'news.delete' });
      if (!removed) return sendError(c, 404, apiError('notFound'));
      return c.body(null, 204);
    },
  );

  return router;
}
