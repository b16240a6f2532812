// What no text may hold, whatever its schema: PostgreSQL stores neither a NUL character nor half of a UTF-16
// surrogate pair (JSON allows both as escapes), so either would otherwise reach the database and fail there. Both
// servers check every request body with this before its schema.
import { FIELD_CODES, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';

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

// Embedding, override and isolate controls (and the marks): typed into a name, they turn the text around it in a
// list or a printed slip ("Trojan Source"), so names are stored without them.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
