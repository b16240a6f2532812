import { z } from 'zod';

/**
 * The body of every error the API sends: a sentence for people, and for a 400 the failing fields,
 * each with its first message, keyed by the field's path ("materials.0.unit").
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns a zod failure into the field map of an error body. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const prefix = issue.path.map(String);
    // A strict object names each key it does not know, so the answer says which parameter to drop.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...prefix, key]) : [prefix];
    for (const path of keys) {
      const key = path.length > 0 ? path.join('.') : '_';
      // Own keys only: "valueOf" or "constructor" would otherwise read as already set, through the prototype.
      if (!Object.hasOwn(fields, key)) fields[key] = issue.code === 'unrecognized_keys' ? 'Not a supported parameter' : issue.message;
    }
  }
  return fields;
}
