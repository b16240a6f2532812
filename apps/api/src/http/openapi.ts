// Route declarations for @hono/zod-openapi: every route states its query, body and answers with the contract's
// zod schemas, and the OpenAPI 3.1 document is generated from exactly these declarations.
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { API_MESSAGES, accessRefusal, apiError, apiErrorSchema, idSchema, noQuerySchema, type Access } from '@hospital/contract';
import { sendError, type ApiEnv } from './context.ts';

export const ErrorBody = apiErrorSchema.meta({ id: 'Error' });

/** `{id}` in a path: digits only, anything else is not a route (404), as json-server's numeric ids were. */
export const IdParams = z.object({ id: z.string().regex(/^\d+$/).transform(Number).pipe(idSchema) });

export const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBody } } });

type ErrorAnswer = ReturnType<typeof errorAnswer>;

/** The 404 of a route whose path names one record. */
export const noSuchRecord = errorAnswer('No such record');
/** The 404 of a route whose path or query names one doctor (the contract's sentence for it). */
export const noSuchDoctor = errorAnswer(API_MESSAGES.noSuchDoctor);
/** The 404 of a route whose path names one appointment. */
export const noSuchAppointment = errorAnswer('No such appointment');

export const json = <S extends z.ZodType>(schema: S, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const guards = new Map<Exclude<Access, 'anyone'>, MiddlewareHandler<ApiEnv>>(
  (['signedIn', 'staff', 'admin'] as const).map((access) => [
    access,
    async (c, next) => {
      // The contract's rule: 401 without a session, 403 for a role the route is not for.
      const refusal = accessRefusal(c.get('user'), access, c.get('passwordChangeHold'));
      if (refusal === 'signInRequired') return sendError(c, 401, apiError(refusal));
      if (refusal) return sendError(c, 403, apiError(refusal));
      await next();
    },
  ]),
);

const FORBIDDEN: Record<Exclude<Access, 'anyone'>, string> = {
  signedIn: 'A temporary password must be changed first (password_change_required)',
  staff: 'Admin or reception only (admin_required), or a temporary password must be changed first',
  admin: 'Admin privileges required (admin_required), or a temporary password must be changed first',
};

/**
 * A route of the API: who may call it, and its schemas. A route takes no query parameters unless it says which
 * (a strict schema, so an unknown key is a 400 naming it), and lists the error answers it can give.
 */
export function apiRoute<R extends Omit<RouteConfig, 'middleware'>>(access: Access, config: R) {
  const guarded = access === 'anyone' ? [] : [guards.get(access)!];
  return createRoute({
    ...config,
    request: { query: noQuerySchema, ...config.request },
    ...(guarded.length > 0 ? { middleware: guarded, security: [{ session: [] }] } : {}),
    responses: {
      ...config.responses,
      400: errorAnswer('Invalid input: `fields` names each failing field, query parameter or header'),
      ...(config.request?.body ? { 413: errorAnswer('The body is over 100 kB'), 415: errorAnswer('The body is not application/json') } : {}),
      ...(access === 'anyone' ? {} : { 401: errorAnswer('Not signed in'), 403: errorAnswer(FORBIDDEN[access]) }),
    },
  } as R & { responses: R['responses'] & Record<400 | 401 | 403, ErrorAnswer>; middleware?: MiddlewareHandler[] });
}

