// The hospital's mock API: json-server 0.17 used as a library, behind a guard. json-server out of the
// box publishes every collection (users with their passwords too), /db, _embed/_expand, method
// override, JSONP and cascading deletes, and sends stack traces; this app lets only an allow-list of
// routes, methods and query keys through, checks sessions and roles, validates every write with the
// contract's zod schemas, and saves the data file atomically before it answers. The rules it applies are the
// contract's (packages/contract/src/rules), shared with the production server; this file is the transport.
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import jsonServer from 'json-server';
import {
  BOOKING_THROTTLE,
  OPD_QUEUE,
  REQUEST_BODY_LIMITS,
  apiError,
  passwordChangeHold,
  type ApiErrorBody,
  type BookingLimits,
  type CollectionName,
  type Database,
} from '@hospital/contract';
import { NOT_FOUND, bodyLimitWithDrain, checkedJsonBody, sendError, sendTooLarge, type MockData } from './http.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { contentRoutes } from './routes/content.ts';
import { doctorRoutes } from './routes/doctors.ts';
import { manageBookingRoutes } from './routes/manageBooking.ts';
import { messageRoutes } from './routes/messages.ts';
import { opdQueueRoutes } from './routes/opdQueue.ts';
import { directoryAndProjectRoutes } from './routes/projects.ts';
import { siteContentRoutes } from './routes/siteContent.ts';
import { testimonialRoutes } from './routes/testimonials.ts';
import { timetableRoutes } from './routes/timetable.ts';
import { userRoutes } from './routes/users.ts';
import { Outbox } from './outbox.ts';
import { readSessionCookie, SessionStore } from './sessions.ts';

export interface AppOptions {
  data: Database;
  /** Persists the whole data set; called after every change, before the response is sent. */
  save: (data: Database) => void;
  corsOrigins?: string[];
  /** How long failed sign-ins count (LOGIN_WINDOW_MS, for tests); the contract's 15 minutes otherwise. */
  loginWindowMs?: number | undefined;
  /** How long a session may go without a request (SESSION_IDLE_MS, for tests); the contract's 30 minutes otherwise. */
  sessionIdleMs?: number | undefined;
  /** The site's origin, for the manage link in the messages to patients (PUBLIC_URL). */
  publicUrl?: string | undefined;
  /** How long before a visit its reminder is due (REMINDER_HOURS); the contract's 24 hours otherwise. */
  reminderHours?: number | undefined;
  /** The server's clock (HOSPITAL_CLOCK_START via serverClock); real time otherwise. */
  clock?: (() => Date) | undefined;
  /** How late after their slot a booked patient may check in and keep their place (CHECK_IN_GRACE_MINUTES). */
  checkInGraceMinutes?: number | undefined;
  /** Bookings a day per phone or e-mail and per client address; the contract's BOOKING_THROTTLE otherwise. */
  bookingLimits?: BookingLimits | undefined;
}

const INTERNAL_ERROR: ApiErrorBody = apiError('internal');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers that would let a POST be replayed as another method inside json-server. */
const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

export function createApp(options: AppOptions): express.Express {
  const app = jsonServer.create() as express.Express;
  app.disable('x-powered-by');
  // Gzip: the site's scripts and the API's lists reach a patient's phone in a third of the bytes.
  app.use(compression());

  const router = jsonServer.router(options.data as unknown as object) as unknown as express.Router & {
    db: { getState: () => Database };
    render: (req: Request, res: Response) => void;
  };
  // json-server's router has its own error handler that sends err.stack; drop it so errors reach ours.
  router.stack = router.stack.filter((layer) => layer.handle.length !== 4);
  const state = (): Database => router.db.getState();
  const persist = (): void => options.save(state());

  router.render = (req, res) => {
    if (res.statusCode === 404) return sendError(res, 404, NOT_FOUND);
    if (WRITE_METHODS.has(req.method)) persist();
    res.json(res.locals.data);
  };

  const data: MockData = {
    state,
    persist,
    forward:
      (collection: CollectionName): RequestHandler =>
      (req, res, next) => {
        req.url = req.params.id ? `/${collection}/${req.params.id}` : `/${collection}`;
        router(req, res, next);
      },
    findById: <K extends CollectionName>(collection: K, id: string | undefined) =>
      (state()[collection] as Array<Database[K][number]>).find((item) => String(item.id) === id),
    removeById:
      (collection: CollectionName): RequestHandler =>
      (req, res) => {
        const items = state()[collection] as Array<{ id: number }>;
        const index = items.findIndex((item) => String(item.id) === req.params.id);
        if (index === -1) return sendError(res, 404, NOT_FOUND);
        items.splice(index, 1);
        persist();
        res.status(204).end();
      },
    now: options.clock ?? (() => new Date()),
    checkInGraceMinutes: options.checkInGraceMinutes ?? OPD_QUEUE.checkInGraceMinutes,
    nextId: (items) => items.reduce((max, item) => Math.max(max, item.id), 0) + 1,
    // In memory, like the sessions: the mock never sends, so its outbox is only for reading what would have gone.
    outbox: new Outbox(state, { siteUrl: options.publicUrl ?? 'http://localhost:5173', reminderHours: options.reminderHours }),
    bookingLimits: options.bookingLimits ?? BOOKING_THROTTLE,
  };

  const sessions = new SessionStore(options.sessionIdleMs);
  const corsOrigins = new Set(options.corsOrigins ?? []);

  // ---- every response --------------------------------------------------------------------------
  app.use((req, res, next) => {
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const header of METHOD_OVERRIDE_HEADERS) delete req.headers[header];
    next();
  });

  // ---- the API ---------------------------------------------------------------------------------
  const api = express.Router({ caseSensitive: true, strict: true });

  // Credentialed CORS for the Vite dev server only; the built site is served from the same origin. The booking form
  // sends an Idempotency-Key, so the preflight must allow that header as well as the JSON body's; the timetable
  // editor saves with PUT.
  api.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
      res.vary('Origin');
      if (req.method === 'OPTIONS') {
        res.set({ 'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE', 'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key' });
        return res.status(204).end();
      }
    }
    if (req.method === 'OPTIONS') return res.status(204).end();
    res.set('Cache-Control', 'no-store');
    next();
  });

  // Bodies are JSON or nothing: a form post from another site cannot reach a write.
  api.use((req, res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) return sendError(res, 415, apiError('notJson'));
    next();
  });
  // Over the contract's limit (100 kB): 413 once the body has arrived (discarded, up to 8 MB), so the client hears it.
  api.use(bodyLimitWithDrain());
  api.use(express.json({ limit: REQUEST_BODY_LIMITS.readBytes, strict: true }));
  // A body nested too deep, or with text PostgreSQL cannot store (a NUL, half a surrogate pair): a 400 before any schema.
  api.use(checkedJsonBody);

  // Who is asking: the session's user, looked up fresh so a removed user loses access at once.
  api.use((req, res, next) => {
    const userId = sessions.userIdOf(readSessionCookie(req));
    const user = userId === undefined ? undefined : state().users.find((candidate) => candidate.id === userId);
    // A temporary password signs in to nothing but choosing a new one: other reads are a visitor's, other writes
    // are refused (the contract's passwordChangeHold).
    const hold = passwordChangeHold(user, req.method, req.path);
    if (hold === 'refused') return sendError(res, 403, apiError('passwordChangeRequired'));
    res.locals.user = hold === 'visitor' ? undefined : user;
    res.locals.passwordChangeHold = hold;
    next();
  });

  authRoutes(api, data, sessions, options.loginWindowMs);
  userRoutes(api, data, sessions);
  appointmentRoutes(api, data);
  manageBookingRoutes(api, data);
  opdQueueRoutes(api, data);
  messageRoutes(api, data);
  contentRoutes(api, data);
  testimonialRoutes(api, data);
  doctorRoutes(api, data);
  timetableRoutes(api, data);
  directoryAndProjectRoutes(api, data);
  siteContentRoutes(api, data);

  // The routes are the contract's full paths (API_PATHS), so the router sits at the root; everything else, /api/db,
  // another case or a trailing slash, falls through to the 404 below.
  app.use(api);

  app.use((_req: Request, res: Response) => sendError(res, 404, NOT_FOUND));

  // Never a stack trace or a file path in a response.
  app.use((error: { type?: string; status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error.type === 'entity.parse.failed') return sendError(res, 400, apiError('malformedJson'));
    if (error.type === 'entity.too.large') return sendTooLarge(res);
    if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
      return sendError(res, 415, apiError('notJson'));
    }
    console.error(error);
    sendError(res, 500, INTERNAL_ERROR);
  });

  return app;
}
