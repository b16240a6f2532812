// The production server: one Hono app serving the API under /api and the built site beside it.
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { API_MESSAGES, API_PATHS } from '@hospital/contract';
import { sessionUser, SESSION_COOKIE } from './auth/sessions.ts';
import { BookingLookupThrottle, SignInThrottle } from './auth/throttle.ts';
import type { Database } from './db/client.ts';
import { newRouter, sendError, type ApiEnv, type Services } from './http/context.ts';
import { serveSite } from './http/site.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { contentRoutes } from './routes/content.ts';
import { directoryRoutes } from './routes/directory.ts';
import { manageBookingRoutes } from './routes/manageBooking.ts';
import { operationsRoutes } from './routes/operations.ts';
import { projectRoutes } from './routes/projects.ts';

export interface AppOptions {
  database: Database;
  log: Logger;
  siteDir?: string | undefined;
  trustProxy?: boolean;
  loginWindowMs?: number | undefined;
}

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The last address a trusted proxy appended is the client it saw; earlier ones are the client's own word. */
function forwardedAddress(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last || undefined;
}

export function createApp(options: AppOptions) {
  const { database, log } = options;
  const services: Services = {
    db: database.db,
    throttle: new SignInThrottle(database.db, options.loginWindowMs),
    lookupThrottle: new BookingLookupThrottle(database.db),
    log,
    databaseKind: database.kind,
    trustProxy: options.trustProxy ?? false,
  };

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
    const socketAddress = (c.env ? getConnInfo(c).remote.address : undefined) ?? 'unknown';
    const proxied = services.trustProxy;
    c.set('address', (proxied && forwardedAddress(c.req.header('x-forwarded-for'))) || socketAddress);
    c.set('secure', proxied ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' : new URL(c.req.url).protocol === 'https:');
    const host = (proxied && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || c.req.header('host') || new URL(c.req.url).host;
    c.set('origin', `${c.get('secure') ? 'https' : 'http'}://${host}`);
    c.set('user', undefined);
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    if (c.get('secure')) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  // Gzip: the site's scripts and the API's lists reach a patient's phone in a third of the bytes.
  app.use(compress());

  // ---- the API ---------------------------------------------------------------------------------
  app.use('/api/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // Bodies are JSON or nothing: a form post from another site cannot reach a write.
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if (hasBody && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return sendError(c, 415, { message: API_MESSAGES.notJson });
    await next();
  });
  app.use('/api/*', bodyLimit({ maxSize: 100 * 1024, onError: (c) => sendError(c, 413, { message: API_MESSAGES.tooLarge }) }));
  app.use('/api/*', async (c, next) => {
    // Looked up fresh on each request, so a removed user or an ended session loses access at once.
    c.set('user', await sessionUser(services.db, getCookie(c, SESSION_COOKIE)));
    await next();
  });

  const api = newRouter();
  for (const routes of [authRoutes, appointmentRoutes, manageBookingRoutes, contentRoutes, directoryRoutes, projectRoutes, operationsRoutes]) {
    api.route('/', routes(services));
  }
  api.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE });
  api.doc31(API_PATHS.openapi, {
    openapi: '3.1.0',
    info: {
      title: 'City Care Hospital API',
      version: '1.0.0',
      description: 'Errors are `{ message, fields? }`; a 400 names each failing field. Admin routes answer 401 without a session and 403 for another role.',
    },
  });
  app.route('/', api);
  // Everything else under /api, whatever its case or trailing slash.
  app.all('/api/*', (c) => sendError(c, 404, { message: API_MESSAGES.notFound }));

  // ---- the built site --------------------------------------------------------------------------
  if (options.siteDir) serveSite(app, options.siteDir);

  app.notFound((c) => sendError(c, 404, { message: API_MESSAGES.notFound }));

  // Never a stack trace or a file path in a response.
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) return sendError(c, 400, { message: API_MESSAGES.malformedJson });
    if (error instanceof HTTPException && error.status < 500) return sendError(c, error.status as 404, { message: error.message || API_MESSAGES.notFound });
    log.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
    return sendError(c, 500, { message: API_MESSAGES.internal });
  });

  return { app, api, services };
}
