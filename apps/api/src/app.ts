// The production server: one Hono app serving the API under /api and the built site beside it.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import {
  API_PATHS,
  BOOKING_LOOKUP_THROTTLE,
  BOOKING_THROTTLE,
  SESSION_LIMITS,
  OPD_QUEUE,
  SIGN_IN_THROTTLE,
  apiError,
  passwordChangeHold,
  type BookingLimits,
  type RenderBundle,
} from '@hospital/contract';
import { sessionUser, SESSION_COOKIE } from './auth/sessions.ts';
import { AttemptThrottle } from './auth/throttle.ts';
import type { Database } from './db/client.ts';
import { databaseErrorSummary } from './db/errors.ts';
import { bodyLimitWithDrain, checkedJsonBody, newRouter, sendError, type ApiEnv, type Services } from './http/context.ts';
import { KeptAnswers } from './http/keptAnswers.ts';
import { LivePages } from './http/livePages.ts';
import { serveSite } from './http/site.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/booking.ts';
import { contentRoutes } from './routes/content.ts';
import { directoryRoutes } from './routes/directory.ts';
import { PatientOutbox } from './messaging/outbox.ts';
import { manageBookingRoutes } from './routes/manageBooking.ts';
import { messageRoutes } from './routes/messages.ts';
import { opdQueueRoutes } from './routes/opdQueue.ts';
import { operationsRoutes } from './routes/operations.ts';
import { projectRoutes } from './routes/projects.ts';
import { siteContentRoutes } from './routes/siteContent.ts';
import { testimonialRoutes } from './routes/testimonials.ts';
import { timetableRoutes } from './routes/timetable.ts';
import { userRoutes } from './routes/users.ts';

export interface AppOptions {
  database: Database;
  log: Logger;
  siteDir?: string | undefined;
  /** The build's render bundle (apps/site/dist-server): with it, the public pages are drawn from the database. */
  renderBundle?: RenderBundle | undefined;
  trustProxy?: boolean;
  /** The site's public address (PUBLIC_URL), for the pages' absolute links; never taken from a Host header. */
  publicUrl?: string | undefined;
  loginWindowMs?: number | undefined;
  sessionIdleMs?: number | undefined;
  /** NODE_ENV=production (ServerConfig.production): the sign-in page is shown no demo accounts. */
  production?: boolean | undefined;
  /**
   * The messages to patients (main.ts gives one with its channels and queue). Without it, as in-process tests make
   * the app, messages are written and nothing sends them: those due now are `not_configured`.
   */
  outbox?: PatientOutbox | undefined;
  /** The hospital's clock (config's; an in-process test passes one it moves). Real time by default. */
  clock?: (() => Date) | undefined;
  /** CHECK_IN_GRACE_MINUTES; the contract's OPD_QUEUE.checkInGraceMinutes by default. */
  checkInGraceMinutes?: number | undefined;
  /** BOOKING_LIMIT_PER_CONTACT and _PER_ADDRESS; the contract's BOOKING_THROTTLE by default. */
  bookingLimits?: BookingLimits | undefined;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The last entry a trusted proxy appended to an X-Forwarded-* header is what it saw; earlier ones are the client's
 * own word.
 */
function lastForwarded(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last || undefined;
}

/** A host a proxy may forward: a name or address and a port, nothing that could end an attribute or a URL. */
const FORWARDED_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export function createApp(options: AppOptions) {
  const { database, log } = options;
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const services: Services = {
    db: database.db,
    throttle: new AttemptThrottle(database.db, options.loginWindowMs ?? SIGN_IN_THROTTLE.windowMs),
    lookupThrottle: new AttemptThrottle(database.db, BOOKING_LOOKUP_THROTTLE.windowMs),
    bookingThrottle: new AttemptThrottle(database.db, BOOKING_THROTTLE.windowMs),
    bookingLimits: options.bookingLimits ?? BOOKING_THROTTLE,
    log,
    databaseKind: database.kind,
    sessionIdleMs: options.sessionIdleMs ?? SESSION_LIMITS.idleMs,
    trustProxy: options.trustProxy ?? false,
    production: options.production ?? false,
    outbox: options.outbox ?? new PatientOutbox({ channels: new Set(), publicUrl }),
    clock: options.clock ?? (() => new Date()),
    checkInGraceMinutes: options.checkInGraceMinutes ?? OPD_QUEUE.checkInGraceMinutes,
    keptAnswers: new KeptAnswers(),
  };

  const livePages = options.siteDir && options.renderBundle ? new LivePages(database.db, options.renderBundle, options.siteDir, API_PATHS.contentUpdates) : undefined;

  const app = new Hono<ApiEnv>({ strict: true });

  // A JSON line per request: method, path, status and time; never a query string, body or cookie, so no
  // patient's details reach the log.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
  });

  app.use(async (c, next) => {
    // No socket when the app is called in-process (app.request), as the OpenAPI test does.
    const socket = c.env ? getConnInfo(c) : undefined;
    const proxied = services.trustProxy;
    c.set('address', (proxied && lastForwarded(c.req.header('x-forwarded-for'))) || socket?.remote.address || 'unknown');
    c.set('secure', proxied ? lastForwarded(c.req.header('x-forwarded-proto')) === 'https' : new URL(c.req.url).protocol === 'https:');
    c.set('origin', publicOrigin(c));
    c.set('user', undefined);
    c.set('passwordChangeHold', 'none');
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (c.get('secure')) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  /**
   * The site's address for links a page carries (its hreflang alternates): PUBLIC_URL when set; behind a trusted
   * proxy, the scheme and host it forwarded last; else this server on localhost. Never the request's Host header,
   * which anyone can write.
   */
  function publicOrigin(c: Context<ApiEnv>): string {
    if (publicUrl) return publicUrl;
    const forwardedHost = services.trustProxy ? lastForwarded(c.req.header('x-forwarded-host')) : undefined;
    if (forwardedHost && FORWARDED_HOST.test(forwardedHost)) return `${c.get('secure') ? 'https' : 'http'}://${forwardedHost.toLowerCase()}`;
    const localPort = (c.env as { incoming?: { socket?: { localPort?: number } } } | undefined)?.incoming?.socket?.localPort;
    return `http://localhost${localPort ? `:${localPort}` : ''}`;
  }

  // Gzip: the site's scripts and the API's lists reach a patient's phone in a third of the bytes.
  app.use(compress());

  // ---- the API ---------------------------------------------------------------------------------
  app.use('/api/*', async (c, next) => {
    await next();
    // A write here may have queued messages, committed by now: this instance's worker sends them at once.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') services.outbox.wake();
    // A write here may have changed what a page shows: the next page request looks (other instances look within
    // a quarter of a second).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') livePages?.invalidate();
    // And what an answer kept between requests shows (GET /api/doctors).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') services.keptAnswers.invalidate();
  });
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // Bodies are JSON or nothing: a form post from another site cannot reach a write.
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    // application/json itself, with parameters at most: not application/json-patch+json or another type that starts so.
    if (hasBody && !/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return sendError(c, 415, apiError('notJson'));
    await next();
  });
  // Over 100 kB: 413 once the body has arrived (discarded, up to 8 MB), so the client hears it.
  app.use('/api/*', bodyLimitWithDrain());
  // A body nested too deep, or with text PostgreSQL cannot store (a NUL, half a surrogate pair): a 400 before any schema.
  app.use('/api/*', checkedJsonBody());
  app.use('/api/*', async (c, next) => {
    // Looked up fresh on each request, so a removed user or an ended session loses access at once.
    const user = await sessionUser(services.db, getCookie(c, SESSION_COOKIE), { idleMs: services.sessionIdleMs });
    // A temporary password signs in to nothing but choosing a new one: other reads are a visitor's, other writes
    // are refused (the contract's passwordChangeHold).
    const hold = passwordChangeHold(user, c.req.method, c.req.path);
    if (hold === 'refused') return sendError(c, 403, apiError('passwordChangeRequired'));
    c.set('user', hold === 'visitor' ? undefined : user);
    c.set('passwordChangeHold', hold);
    await next();
  });

  const api = newRouter();
  for (const routes of [authRoutes, userRoutes, bookingRoutes, appointmentRoutes, opdQueueRoutes, manageBookingRoutes, messageRoutes, contentRoutes, testimonialRoutes, directoryRoutes, timetableRoutes, projectRoutes, operationsRoutes, siteContentRoutes]) {
    api.route('/', routes(services));
  }
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
  api.openAPIRegistry.registerPath({
    method: 'get',
    path: API_PATHS.openapi,
    summary: 'This document: every route of the API in OpenAPI 3.1',
    responses: { 200: { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
  });
  api.doc31(API_PATHS.openapi, {
    openapi: '3.1.0',
    info: {
      title: 'City Care Hospital API',
      version: '1.0.0',
      description:
        'Errors are `{ message, code, fields?, codes? }`; a 400 names each failing field. Staff and admin routes answer 401 without a session and 403 ' +
        'for another role. A session signed in with a temporary password may read what a visitor reads; any route that needs a session ' +
        'answers it 403 `password_change_required`, and so does any write but `POST /api/auth/logout` and `POST /api/auth/password` ' +
        '(`GET /api/auth/me` answers its user; signing in and the demo accounts are open to anyone).',
    },
  });
  app.route('/', api);
  // Everything else under /api, whatever its case or trailing slash.
  app.all('/api/*', (c) => sendError(c, 404, apiError('notFound')));

  // ---- the built site --------------------------------------------------------------------------
  if (options.siteDir) serveSite(app, options.siteDir, livePages);

  app.notFound((c) => sendError(c, 404, apiError('notFound')));

  // Never a stack trace or a file path in a response.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) return sendError(c, 400, apiError('malformedJson'));
    if (error instanceof HTTPException && error.status < 500) return sendError(c, error.status as 404, apiError('notFound'));
    // Never the error itself: a database error's message carries the query's values.
    log.error({ ...databaseErrorSummary(error), method: c.req.method, path: c.req.path }, 'request failed');
    return sendError(c, 500, apiError('internal'));
  });

  return { app, api, services };
}
