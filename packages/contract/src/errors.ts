// The body of every error the API sends, and how both servers make one. Each error has a sentence for people
// (English) and a stable code for programs; a 400 (or 409) names each failing field with its first message and, in
// `codes`, that problem's code. A field's code is zod's issue code for a schema check (`invalid_format`, `too_big`,
// `invalid_type`, ...), or the contract's own for a rule (`slot_begun`, `date_in_past`, ...): clients read codes, so
// a reworded message, in English or after a zod upgrade, changes nothing they do (the contract suite pins them).
import { z } from 'zod';
import { API_ERROR_CODES, FIELD_CODES, TOO_MANY_ATTEMPTS, type ApiErrorBody, type FieldProblems } from './errorCodes.ts';

// The codes, the field problems and the error bodies made from them need no zod: they are their own module, which a
// page can import without zod's code and every schema being loaded and built with it.
export * from './errorCodes.ts';

/** The issue codes of zod's checks that a field's code can be (zod's own names, pinned by schemas.test.ts). */
const SCHEMA_ISSUE_CODES = ['invalid_type', 'too_big', 'too_small', 'invalid_format', 'invalid_value', 'not_multiple_of', 'invalid_union', 'invalid_key', 'invalid_element', 'custom'];

// errorCodes.ts writes the body's type without zod (errors.ts imports it, never the other way: an import circle
// between the two overflowed Storybook's docgen); the schema must describe exactly that type.
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum([...Object.values(API_ERROR_CODES), TOO_MANY_ATTEMPTS]).meta({ description: 'What went wrong, for programs; the message is for people' }),
  fields: z.record(z.string(), z.string()).optional(),
  codes: z
    .record(z.string(), z.string())
    .optional()
    .meta({
      description: `Beside each field of \`fields\`, its problem's code: one of zod's issue codes for a schema check (${SCHEMA_ISSUE_CODES.join(', ')}) or the contract's own (${Object.values(FIELD_CODES).join(', ')})`,
    }),
}) satisfies z.ZodType<ApiErrorBody>;

/** Each failing field of a zod failure, keyed by its path ("materials.0.unit"), with its first problem. */
export function zodProblems(error: z.ZodError): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of error.issues) {
    const prefix = issue.path.map(String);
    // A strict object names each key it does not know, so the answer says which parameter to drop.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...prefix, key]) : [prefix];
    for (const path of keys) {
      const key = path.length > 0 ? path.join('.') : '_';
      // Own keys only: "valueOf" or "constructor" would otherwise read as already set, through the prototype.
      if (Object.hasOwn(problems, key)) continue;
      problems[key] =
        issue.code === 'unrecognized_keys'
          ? { message: 'Not a supported parameter', code: FIELD_CODES.unknownField }
          : { message: issue.message, code: issue.code === 'custom' ? customCode(issue) : issue.code };
    }
  }
  return problems;
}

/** A custom check's code: the contract sets one in the check's `params` (`{ code }`). */
function customCode(issue: z.core.$ZodIssueCustom): string {
  const code = (issue.params as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'custom';
}

/** The messages of a zod failure by field, as an error body's `fields` holds them. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(zodProblems(error)).map(([field, problem]) => [field, problem.message]));
}
