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
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
