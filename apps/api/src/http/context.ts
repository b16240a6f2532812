// What every handler may know about the request: who is asking, from where, and over which scheme.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  IDEMPOTENCY_HEADER,
  REQUEST_BODY_LIMITS,
  apiError,
  requestBodyRefusal,
  requestBodySize,
  zodProblems,
  type ApiErrorBody,
  type BookingLimits,
  type FieldProblems,
  type PasswordChangeHold,
} from '@hospital/contract';
import type { AuditedOutcome } from '../audit.ts';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import type { AttemptThrottle } from '../auth/throttle.ts';
import type { PatientOutbox } from '../messaging/outbox.ts';
import type { KeptAnswers } from './keptAnswers.ts';
import type { Logger } from 'pino';

export type UserRow = typeof users.$inferSelect;

export interface Services {
  db: Db;
  /** Sign-ins (the contract's signInLimits). */
  throttle: AttemptThrottle;
  /** Patients' look-ups of a booking that found nothing, per address (bookingLookupLimits). */
  lookupThrottle: AttemptThrottle;
  /** Bookings a day, per phone, e-mail and address (the contract's bookingLimits), with this server's limits. */
  bookingThrottle: AttemptThrottle;
  bookingLimits: BookingLimits;
  log: Logger;
  databaseKind: 'pglite' | 'postgres';
  /** How long a session may go without a request: the contract's 30 minutes, shorter in tests. */
  sessionIdleMs: number;
  trustProxy: boolean;
  /** NODE_ENV=production: no demo accounts on the sign-in page. */
  production: boolean;
  /** The messages to patients each change of a booking writes. */
  outbox: PatientOutbox;
  /** The hospital's clock (config's HOSPITAL_CLOCK_START; a test's own): what now and today are on the OPD's paths. */
  clock: () => Date;
  /** How late a booked patient may check in and keep their slot's place (CHECK_IN_GRACE_MINUTES). */
  checkInGraceMinutes: number;
  /** Answers kept until what they show changes (GET /api/doctors); made stale by this instance's writes. */
  keptAnswers: KeptAnswers;
}

export interface ApiEnv {
  Variables: {
    user: UserRow | undefined;
    /** A session that must change its password reads as a visitor, its user left out (the contract's rule). */
    passwordChangeHold: PasswordChangeHold;
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

/**
 * Bodies over the contract's limit (REQUEST_BODY_LIMITS, judged by requestBodySize) answer 413 with the contract's
 * error and `Connection: close`. The answer waits until the body has been read (and discarded, up to the drain bound):
 * answered while the client still sends, the connection is reset under it and the client sees no answer at all. A
 * body within the limit is handed on, read once.
 */
export function bodyLimitWithDrain(limits = REQUEST_BODY_LIMITS): MiddlewareHandler<ApiEnv> {
  const tooLarge = (c: Context) => {
    c.header('Connection', 'close');
    return sendError(c, 413, apiError('tooLarge'));
  };
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const declared = c.req.header('content-length');
    // Node's parser holds a body to its Content-Length: one within the limit needs no counting; one past the drain
    // bound is answered at once, and the connection closes after the answer.
    const length = Number(declared);
    const declaredSize = !chunked && declared !== undefined && Number.isFinite(length) ? requestBodySize(length, limits) : undefined;
    if (declaredSize === 'read') return next();
    if (declaredSize === 'refuse') return tooLarge(c);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      const arrived = requestBodySize(size, limits);
      if (arrived === 'refuse') return tooLarge(c);
      if (arrived === 'read') chunks.push(value);
    }
    if (requestBodySize(size, limits) !== 'read') return tooLarge(c);
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}

/**
 * A JSON body as the contract refuses it before any schema reads it (requestBodyRefusal): nested too deep, or holding
 * text PostgreSQL cannot store. A body that is not JSON is left to the route's validation, which answers it.
 */
export function checkedJsonBody(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.header('content-type') !== undefined) {
      // Hono keeps the parsed body, so the route's validation reads this same value.
      const refusal = requestBodyRefusal(await c.req.json().catch(() => undefined));
      if (refusal) return sendError(c, 400, refusal);
    }
    await next();
  };
}
