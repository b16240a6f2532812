// The building blocks of every schema: ids, dates, texts, image addresses.
import { z } from 'zod';
import { FIELD_CODES } from '../errorCodes.ts';
import { withoutBidiControls } from '../rules/input.ts';

export const REQUIRED = 'Required';

/** Ids are PostgreSQL's 32-bit integers: a larger number names no record, and is refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.int().positive().max(MAX_ID, 'Must be an id');

/** Required text: the generic "Required" message whether the field is missing, not text, or blank. */
export const requiredText = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** A person's name: required text, stored without the bidirectional controls that would turn the text around it. */
export const nameText = (max: number) =>
  z.string({ error: REQUIRED }).overwrite(withoutBidiControls).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 2000) => z.string().max(max, `Must be at most ${max} characters`);

/** A calendar day, YYYY-MM-DD. Days carry no time zone, so no offset can move them. */
export const calendarDateSchema = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

/** An instant, ISO 8601 with a zone (what `Date.prototype.toISOString` gives). */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

function isAllowedImageUrl(value: string): boolean {
  // Site-relative paths are our own shipped images; "//host" would be another site, so it is refused.
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/** Image addresses: http(s) or site-relative only, so no javascript: or data: URL reaches an <img>. */
export const imageUrlSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2000, 'Must be at most 2000 characters')
  .refine(isAllowedImageUrl, { message: 'Must be a URL (http, https or a path on this site)', params: { code: FIELD_CODES.invalidImageUrl } });

/** Optional image URL: blank means none (sent as null). */
export const optionalImageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageUrlSchema.nullable().optional(),
);
