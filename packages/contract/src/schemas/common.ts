// The building blocks of every schema: ids, dates, texts, image addresses.
import { z } from 'zod';
import { FIELD_CODES } from '../errorCodes.ts';
import { API_MESSAGES, CALENDAR_RANGE } from '../messages.ts';
import { isPersonName, isSingleLine, withoutBidiControls } from '../rules/input.ts';

export const REQUIRED = 'Required';

/** Ids are PostgreSQL's 32-bit integers: a larger number names no record, and is refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.int().positive().max(MAX_ID, 'Must be an id');

/** The check every single-line text takes: no line break, no control character (rules/input.ts's isSingleLine). */
export const SINGLE_LINE = { message: API_MESSAGES.notSingleLine, params: { code: FIELD_CODES.notSingleLine } };

/** Text of one line, optional or not: a line break or control character is refused with its own code. */
export const lineText = () => z.string().refine(isSingleLine, SINGLE_LINE);

/**
 * Required text of one line (a title, a name, a reference...): the generic "Required" message whether the field is
 * missing, not text, or blank; a line break or control character is refused (not_single_line).
 */
export const requiredText = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`).refine(isSingleLine, SINGLE_LINE);

/** Required text that may run over several lines (a reason for a visit, a news item's body). */
export const paragraphText = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** A name: required text of one line, stored without the bidirectional controls that would turn the text around it. */
export const nameText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, REQUIRED)
    .max(max, `Must be at most ${max} characters`)
    .refine(isSingleLine, SINGLE_LINE);

/**
 * A person's name as a patient gives it: a name (above) of letters of any script, spaces and . ' - only
 * (rules/input.ts's isPersonName), so no digit, +, @ or line break rides in it into a message to someone else.
 */
export const personNameText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, REQUIRED)
    .max(max, `Must be at most ${max} characters`)
    .refine(isPersonName, { message: API_MESSAGES.notAPersonName, params: { code: FIELD_CODES.notAPersonName } });

export const optionalText = (max = 2000) => z.string().max(max, `Must be at most ${max} characters`);

// Aborting: a rule over several dates (an end before its start, a range too long) never compares a day it refused.
const DAY_OUT_OF_RANGE = { message: API_MESSAGES.dateOutOfRange, params: { code: FIELD_CODES.dateOutOfRange }, abort: true };
/** Whether a written day (or an instant's day) lies within the calendar every date of the API keeps to. */
const withinCalendar = (text: string) => text.slice(0, 10) >= CALENDAR_RANGE.first && text.slice(0, 10) <= CALENDAR_RANGE.last;

/**
 * A calendar day, YYYY-MM-DD, within CALENDAR_RANGE: every date of a query or a body is one of these, so a day the
 * database cannot hold is a 400 naming its field. Days carry no time zone, so no offset can move them.
 */
export const calendarDateSchema = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)', abort: true }).refine(withinCalendar, DAY_OUT_OF_RANGE);

/** An instant, ISO 8601 with a zone (what `Date.prototype.toISOString` gives), on a day within CALENDAR_RANGE. */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time', abort: true }).refine(withinCalendar, DAY_OUT_OF_RANGE);

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
