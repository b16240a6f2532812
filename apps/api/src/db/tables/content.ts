// What visitors' pages show beside the OPD: the gallery, the news and events, the testimonials, and when each
// last changed.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { GALLERY_CATEGORIES, NEWS_TYPES, TESTIMONIAL_RATING } from '@hospital/contract';
import { createdAt } from './columns.ts';

export const galleryCategory = pgEnum('gallery_category', GALLERY_CATEGORIES);
export const newsType = pgEnum('news_type', NEWS_TYPES);

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    category: galleryCategory('category').notNull().default('facility'),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('gallery_images_category_idx').on(table.category)],
);

export const newsEvents = pgTable(
  'news_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: newsType('type').notNull().default('news'),
    imageUrl: text('image_url'),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'date' }),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('news_events_type_idx').on(table.type)],
);

/** Patients' words on the home page, each text in English and in Hindi (the `_hi` twin); none until an admin adds one. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    condition: text('condition').notNull(),
    conditionHi: text('condition_hi').notNull(),
    quote: text('quote').notNull(),
    quoteHi: text('quote_hi').notNull(),
    rating: integer('rating').notNull().default(TESTIMONIAL_RATING.default),
  },
  (table) => [check('testimonials_rating_check', sql`${table.rating} BETWEEN ${sql.raw(String(TESTIMONIAL_RATING.min))} AND ${sql.raw(String(TESTIMONIAL_RATING.max))}`)],
);

/**
 * When each table visitors' pages show last changed, and a count of its changes: triggers on those tables
 * (migration 0004) write it in the transaction of every write, whoever makes it, so every instance can tell
 * whether the pages it keeps are still true (http/livePages.ts).
 */
export const contentChanges = pgTable('content_changes', {
  collection: text('collection').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
