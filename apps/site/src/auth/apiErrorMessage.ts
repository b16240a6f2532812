import { apiErrorSchema } from '@hospital/contract';
import { ApiError } from '../api/client.ts';

/**
 * The sentence the server gave for a failed call (the `message` of its JSON error body), or `fallback` when there
 * is none: a network failure, an empty or non-JSON body.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.body === '') return fallback;
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(error.body));
    return body.success && body.data.message.trim() !== '' ? body.data.message : fallback;
  } catch {
    return fallback;
  }
}

/** Whether the server said the session is missing or over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
