// Query strings: each read accepts only its own keys, each once; anything else is a 400 naming it.
import { z } from 'zod';
import { GALLERY_CATEGORIES, NEWS_TYPES } from '../constants.ts';
import { calendarDateSchema, idSchema, REQUIRED } from './common.ts';

const requiredOr = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? REQUIRED : message) });

/** An id in a query string: digits only, given once. */
const queryIdSchema = z.string(requiredOr('Must be an id')).regex(/^\d+$/, 'Must be an id').transform(Number).pipe(idSchema);
const queryDateSchema = z.string(requiredOr('Must be a date (YYYY-MM-DD)')).pipe(calendarDateSchema);

/** A read that takes no query parameters at all. */
export const noQuerySchema = z.object({}).strict();

/** The availability read's query: both keys required. */
export const availabilityQuerySchema = z.object({ doctorId: queryIdSchema, date: queryDateSchema }).strict();

export const galleryQuerySchema = z.object({ category: z.enum(GALLERY_CATEGORIES).optional() }).strict();
export const newsEventsQuerySchema = z.object({ type: z.enum(NEWS_TYPES).optional() }).strict();
/** Tasks, milestones and task dependencies, optionally of one project. */
export const projectItemsQuerySchema = z.object({ projectId: queryIdSchema.optional() }).strict();
