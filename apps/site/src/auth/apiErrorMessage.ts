import { API_ERROR_CODES, apiErrorSchema, type ApiErrorBody } from '@hospital/contract';
import { ApiError } from '../api/client.ts';

/** The server's JSON error body of a failed call; undefined for a network failure or an empty or foreign body. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (!(error instanceof ApiError) || error.body === '') return undefined;
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(error.body));
    return body.success ? body.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sentence the server gave for a failed call (the `message` of its JSON error body), or `fallback` when there
 * is none: a network failure, an empty or non-JSON body.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  const message = apiErrorBody(error)?.message.trim();
  return message ? message : fallback;
}

/** Whether the server said the session is missing or over. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Whether the server refused the call until the signed-in user changes their temporary password. */
export function isPasswordChangeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && apiErrorBody(error)?.code === API_ERROR_CODES.passwordChangeRequired;
}

/** The code of each field the server refused (`{ username: 'username_taken' }`); empty when it named none. */
export function apiFieldCodes(error: unknown): Record<string, string> {
  return { ...apiErrorBody(error)?.codes };
}

/** The server's sentence for each field it refused (`{ newPassword: 'This is a commonly used password. ...' }`). */
export function apiFieldMessages(error: unknown): Record<string, string> {
  return { ...apiErrorBody(error)?.fields };
}
