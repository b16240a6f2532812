// What no text may hold, whatever its schema: PostgreSQL stores neither a NUL character nor half of a UTF-16
// surrogate pair (JSON allows both as escapes), so either would otherwise reach the database and fail there. Both
// servers check every request body with this before its schema.
import { FIELD_CODES, apiError, type ApiErrorBody, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES, BODY_MAX_DEPTH } from '../messages.ts';

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const UNSTORABLE_PROBLEM = { message: API_MESSAGES.unstorableText, code: FIELD_CODES.unstorableText };

/** The path of each string (or key) in a JSON value that PostgreSQL cannot store, with the message for it. */
export function unstorableTextFields(value: unknown, path: string[] = [], found: FieldProblems = {}): FieldProblems {
  const key = path.length > 0 ? path.join('.') : '_';
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found[key] = UNSTORABLE_PROBLEM;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableTextFields(item, [...path, String(index)], found));
  } else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (UNSTORABLE.test(name)) found[[...path, name.replace(new RegExp(UNSTORABLE, 'g'), '')].join('.')] = UNSTORABLE_PROBLEM;
      else unstorableTextFields(item, [...path, name], found);
    }
  }
  return found;
}

/**
 * Whether a JSON value nests arrays and objects more than `max` levels deep (a body that is one object is one level).
 * Walked with a list, not by recursion, so no depth overflows the check itself.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ item: object; depth: number }> = value !== null && typeof value === 'object' ? [{ item: value, depth: 1 }] : [];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.depth > max) return true;
    for (const child of Object.values(next.item)) {
      if (child !== null && typeof child === 'object') pending.push({ item: child as object, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * What both servers answer a parsed request body before any schema reads it, or undefined to go on: a body nested
 * deeper than BODY_MAX_DEPTH (the recursive walks after this, zod's too, would overflow the stack on it), then any
 * text PostgreSQL cannot store, naming its field.
 */
export function requestBodyRefusal(body: unknown): ApiErrorBody | undefined {
  if (nestedDeeperThan(body, BODY_MAX_DEPTH)) return apiError('bodyTooDeep');
  const fields = unstorableTextFields(body);
  return Object.keys(fields).length > 0 ? apiError('validationFailed', fields) : undefined;
}

/**
 * How much of a request body the API reads: JSON up to `readBytes` (100 kB, far above any form's); a larger body is
 * read and thrown away up to `drainBytes`, so that its sender hears the 413 (answered while the client still sends,
 * the connection is reset under it and the client sees no answer at all); past that the answer goes at once and
 * the connection closes.
 */
export const REQUEST_BODY_LIMITS = { readBytes: 100 * 1024, drainBytes: 8 * 1024 * 1024 } as const;

/**
 * What a server does with a body of `bytes` (its declared length, or what has arrived so far): `read` it, `drain` it
 * (read on and discard, then answer 413), or `refuse` it (413 now, and close).
 */
export function requestBodySize(bytes: number, limits: { readBytes: number; drainBytes: number } = REQUEST_BODY_LIMITS): 'read' | 'drain' | 'refuse' {
  if (bytes <= limits.readBytes) return 'read';
  return bytes <= limits.drainBytes ? 'drain' : 'refuse';
}

// Embedding, override and isolate controls (and the marks): typed into a name, they turn the text around it in a
// list or a printed slip ("Trojan Source"), so names are stored without them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

// A name, a title, an e-mail address, a phone number or a reference is one line. A line break typed into one starts
// a line of its own in the e-mail, the CSV row or the printed slip it lands in, where what follows reads as the
// hospital's own words; a control character has no place in any of them. (Line and paragraph separators are line
// breaks too.)
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text is a single line: no line break and no control character (tab included). */
export function isSingleLine(text: string): boolean {
  return !LINE_BREAK_OR_CONTROL.test(text);
}

// A person's name: letters of any script with their combining marks (Devanagari's vowel signs and virama are marks),
// the two joiners Indic scripts need between letters, spaces, and . ' - (with ’, the apostrophe a phone's keyboard
// types). No digit, no +, no @, no line break: a name cannot carry a phone number or an address to whoever the
// hospital writes to in it.
const PERSON_NAME = /^(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)+$/u;
const LETTER = /\p{L}/u;

/** Whether a text can be a person's name: at least one letter, and only what PERSON_NAME allows. */
export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text) && LETTER.test(text);
}
