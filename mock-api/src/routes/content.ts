// The gallery and the news: anyone reads what is shown (the contract's visitor flags), admins read and change all.
import type { Router } from 'express';
import {
  API_PATHS,
  GALLERY_VISITOR_FLAG,
  NEWS_VISITOR_FLAG,
  galleryQuerySchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  newsEventsQuerySchema,
  noQuerySchema,
  updateGalleryImageSchema,
  updateNewsEventSchema,
} from '@hospital/contract';
import { ID, isAdmin, parseBody, requireAdmin, validQuery, type MockData } from '../http.ts';

export function contentRoutes(api: Router, { forward, removeById }: MockData): void {
  api.get(API_PATHS.gallery, validQuery(galleryQuerySchema), (req, res, next) => {
    if (!isAdmin(res)) req.query[GALLERY_VISITOR_FLAG] = 'true';
    forward('gallery_images')(req, res, next);
  });
  api.post(API_PATHS.gallery, validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(insertGalleryImageSchema, req, res);
    if (!input) return;
    req.body = { ...input, createdAt: new Date().toISOString() };
    forward('gallery_images')(req, res, next);
  });
  api.patch(API_PATHS.galleryImage(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateGalleryImageSchema, req, res);
    if (!input) return;
    req.body = input;
    forward('gallery_images')(req, res, next);
  });
  api.delete(API_PATHS.galleryImage(ID), validQuery(noQuerySchema), requireAdmin, removeById('gallery_images'));

  api.get(API_PATHS.newsEvents, validQuery(newsEventsQuerySchema), (req, res, next) => {
    if (!isAdmin(res)) req.query[NEWS_VISITOR_FLAG] = 'true';
    forward('news_events')(req, res, next);
  });
  api.post(API_PATHS.newsEvents, validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(insertNewsEventSchema, req, res);
    if (!input) return;
    const now = new Date().toISOString();
    req.body = { ...input, imageUrl: input.imageUrl ?? null, createdAt: now, updatedAt: now };
    forward('news_events')(req, res, next);
  });
  api.patch(API_PATHS.newsEvent(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateNewsEventSchema, req, res);
    if (!input) return;
    req.body = { ...input, updatedAt: new Date().toISOString() };
    forward('news_events')(req, res, next);
  });
  api.delete(API_PATHS.newsEvent(ID), validQuery(noQuerySchema), requireAdmin, removeById('news_events'));
}
