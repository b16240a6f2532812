// What every handler may know about the request: who is asking, from where, and over which scheme.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  IDEMPOTENCY_HEADER,
  apiError,
  zodProblems,
  type ApiErrorBody,
  type FieldProblems,
} from '@hospital/contract';
import type { AuditedOutcome } from '../audit.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { AttemptThrottle } from '../auth/throttle.ts';
import type { Logger } from 'pino';

export type UserRow = typeof users.$inferSelect;

export interface Services {
  db: Db;
  /** Sign-ins (the contract's signInLimits). */
  throttle: AttemptThrottle;
  /** Patients' look-ups of a booking that found nothing, per address (bookingLookupLimits). */
  lookupThrottle: AttemptThrottle;
  log: Logger;
  databaseKind: 'pglite' | 'postgres';
  /** How long a session may go without a request: the contract's 30 minutes, shorter in tests. */
  sessionIdleMs: number;
  trustProxy: boolean;
}

export interface ApiEnv {
  Variables: {
    user: UserRow | undefined;
    /** The client's address: the socket's, or behind a trusted proxy the one it forwarded. */
    address: string;
    /** The request reached us over https (directly or through a trusted proxy). */
    secure: boolean;
    /** The site's public address: PUBLIC_URL, or behind a trusted proxy what it forwarded; never a Host header. */
    origin: string;
  };
}

export type ApiContext = Context<ApiEnv>;

/** The contract's error body with its status, typed so a route's declared answers cover it. */
export function sendError<S extends ContentfulStatusCode>(c: Context, status: S, body: ApiErrorBody) {
  return c.json(body, status);
}

/** Header names arrive in lower case; an error names them as the contract writes them (Idempotency-Key). */
function headerProblems(error: Parameters<typeof zodProblems>[0]): FieldProblems {
  const known = new Map([IDEMPOTENCY_HEADER].map((name) => [name.toLowerCase(), name]));
  return Object.fromEntries(Object.entries(zodProblems(error)).map(([name, problem]) => [known.get(name) ?? name, problem]));
}

/** A Hono app whose request validation answers with the contract's error body. */
export function newRouter(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      // A path whose id is not a number names no record, as it would not with any other unknown path.
      if (result.target === 'param') return sendError(c, 404, apiError('notFound'));
      if (result.target === 'header') return sendError(c, 400, apiError('invalidHeader', headerProblems(result.error)));
      return sendError(c, 400, apiError(result.target === 'json' ? 'validationFailed' : 'invalidQuery', zodProblems(result.error)));
    },
  });
}

/** The answer to an admin's audited change: 404 when no such record, 400 naming what it refused, else 200 and `view`. */
export function changeAnswer<R, V extends object>(c: Context, outcome: AuditedOutcome<R>, view: (row: R) => V) {
  if (outcome.kind === 'missing') return sendError(c, 404, apiError('notFound'));
  if (outcome.kind === 'refused') return sendError(c, 400, apiError('validationFailed', outcome.fields));
  return c.json(view(outcome.row), 200);
}
