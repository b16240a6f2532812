// The gallery and the news.
import { z } from 'zod';
import { DEFAULTS, GALLERY_CATEGORIES, NEWS_TYPES } from '../constants.ts';
import { idSchema, imageUrlSchema, optionalImageUrlSchema, optionalText, paragraphText, requiredText, timestampSchema } from './common.ts';

const galleryFields = {
  title: requiredText(200),
  /** Blank is sent as null. */
  description: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    optionalText(2000).nullable(),
  ),
  imageUrl: imageUrlSchema,
  category: z.enum(GALLERY_CATEGORIES, { error: `Must be one of: ${GALLERY_CATEGORIES.join(', ')}` }),
  isVisible: z.boolean(),
};

export const insertGalleryImageSchema = z.object({
  ...galleryFields,
  description: galleryFields.description.default(null),
  category: galleryFields.category.default(DEFAULTS.galleryCategory),
  isVisible: galleryFields.isVisible.default(DEFAULTS.isVisible),
});
export type InsertGalleryImage = z.infer<typeof insertGalleryImageSchema>;
export const updateGalleryImageSchema = z.object(galleryFields).partial();
export type UpdateGalleryImage = z.infer<typeof updateGalleryImageSchema>;

export const galleryImageSchema = z.object({
  ...galleryFields,
  id: idSchema,
  createdAt: timestampSchema,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;


const newsFields = {
  title: requiredText(200),
  content: paragraphText(10_000),
  type: z.enum(NEWS_TYPES, { error: `Must be one of: ${NEWS_TYPES.join(', ')}` }),
  imageUrl: optionalImageUrlSchema,
  /** An event's date and time; blank or absent means none (null). */
  eventDate: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    timestampSchema.nullable(),
  ),
  isPublished: z.boolean(),
};

export const insertNewsEventSchema = z.object({
  ...newsFields,
  type: newsFields.type.default(DEFAULTS.newsType),
  isPublished: newsFields.isPublished.default(DEFAULTS.isPublished),
});
export type InsertNewsEvent = z.infer<typeof insertNewsEventSchema>;
export const updateNewsEventSchema = z.object(newsFields).partial();
export type UpdateNewsEvent = z.infer<typeof updateNewsEventSchema>;

export const newsEventSchema = z.object({
  ...newsFields,
  imageUrl: imageUrlSchema.nullable().optional(),
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NewsEvent = z.infer<typeof newsEventSchema>;

/**
 * What visitors' pages show, by the table it is kept in: a change to any of them (an added, changed, hidden or
 * deleted record) is a change to the pages that show it.
 */
export const PUBLIC_CONTENT_TABLES = {
  doctors: 'doctors',
  departments: 'departments',
  gallery: 'gallery_images',
  newsEvents: 'news_events',
  projects: 'projects',
  tasks: 'tasks',
  testimonials: 'testimonials',
} as const;
export type PublicContent = keyof typeof PUBLIC_CONTENT_TABLES;

/** When each part of what visitors see last changed; null when the server has no record of a change. */
export const contentUpdatesSchema = z.object(
  Object.fromEntries(Object.keys(PUBLIC_CONTENT_TABLES).map((key) => [key, timestampSchema.nullable()])) as Record<
    PublicContent,
    z.ZodNullable<typeof timestampSchema>
  >,
);
export type ContentUpdates = z.infer<typeof contentUpdatesSchema>;
