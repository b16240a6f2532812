// The hospital's mock API: json-server 0.17 used as a library, behind a guard. json-server out of the
// box publishes every collection (users with their passwords too), /db, _embed/_expand, method
// override, JSONP and cascading deletes, and sends stack traces; this app lets only an allow-list of
// routes, methods and query keys through, checks sessions and roles, validates every write with the
// contract's zod schemas, and saves the data file atomically before it answers.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import jsonServer from 'json-server';
import type { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  GALLERY_CATEGORIES,
  HOSPITAL_TIME_SLOTS,
  NEWS_TYPES,
  appointmentStatusUpdateSchema,
  calendarDateSchema,
  fieldErrors,
  idSchema,
  insertAppointmentSchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  loginSchema,
  updateGalleryImageSchema,
  updateMilestoneSchema,
  updateNewsEventSchema,
  updateTaskSchema,
  type ApiErrorBody,
  type Appointment,
  type Availability,
  type CollectionName,
  type Database,
  type ProjectStats,
  type Stats,
  type StoredUser,
  type User,
} from '@hospital/contract';
import { DECOY_HASH, verifyPassword } from './passwords.ts';
import { clearSessionCookie, readSessionCookie, SessionStore, setSessionCookie } from './sessions.ts';
import { LoginThrottle } from './loginThrottle.ts';
import { sitePageSecurityPolicy } from './sitePage.ts';

export interface AppOptions {
  data: Database;
  /** Persists the whole data set; called after every change, before the response is sent. */
  save: (data: Database) => void;
  siteDir?: string | undefined;
  corsOrigins?: string[];
  loginWindowMs?: number;
}

const NOT_FOUND: ApiErrorBody = { message: 'Not Found' };
const INTERNAL_ERROR: ApiErrorBody = { message: 'Internal Server Error' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers that would let a POST be replayed as another method inside json-server. */
const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

type QueryRule = (value: string) => boolean;
const isInteger: QueryRule = (value) => idSchema.safeParse(Number(value)).success && /^\d+$/.test(value);
const isCalendarDate: QueryRule = (value) => calendarDateSchema.safeParse(value).success;
const oneOf =
  (values: readonly string[]): QueryRule =>
  (value) =>
    values.includes(value);

function sendError(res: Response, status: number, body: ApiErrorBody): void {
  res.status(status).json(body);
}

function todayUtc(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export function publicUser(user: StoredUser): User {
  return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt };
}

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

  const sessions = new SessionStore();
  const throttle = new LoginThrottle(options.loginWindowMs);
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

  // Credentialed CORS for the Vite dev server only; the built site is served from the same origin.
  api.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
      res.vary('Origin');
      if (req.method === 'OPTIONS') {
        res.set({ 'Access-Control-Allow-Methods': 'GET,POST,PATCH,DELETE', 'Access-Control-Allow-Headers': 'Content-Type' });
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
    if (hasBody && !req.is('application/json')) {
      return sendError(res, 415, { message: 'Send the request body as JSON (Content-Type: application/json).' });
    }
    next();
  });
  api.use(express.json({ limit: '100kb', strict: true }));

  // Who is asking: the session's user, looked up fresh so a removed user loses access at once.
  api.use((req, res, next) => {
    const userId = sessions.userIdOf(readSessionCookie(req));
    res.locals.user = userId === undefined ? undefined : state().users.find((user) => user.id === userId);
    next();
  });

  const currentUser = (res: Response): StoredUser | undefined => res.locals.user as StoredUser | undefined;
  const isAdmin = (res: Response): boolean => currentUser(res)?.role === 'admin';

  const requireAdmin: RequestHandler = (_req, res, next) => {
    const user = currentUser(res);
    if (!user) return sendError(res, 401, { message: 'Please sign in to continue.' });
    if (user.role !== 'admin') return sendError(res, 403, { message: 'Admin privileges required' });
    next();
  };

  /** Only the named query keys, each once and each valid; anything else is a 400 naming it. */
  const allowQuery =
    (rules: Record<string, QueryRule> = {}): RequestHandler =>
    (req, res, next) => {
      const fields: Record<string, string> = {};
      const clean: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.query)) {
        const rule = rules[key];
        if (!rule) fields[key] = 'Not a supported query parameter';
        else if (typeof value !== 'string' || !rule(value)) fields[key] = 'Invalid value';
        else clean[key] = value;
      }
      if (Object.keys(fields).length > 0) return sendError(res, 400, { message: 'Invalid query', fields });
      req.query = clean;
      next();
    };

  function parseBody<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | undefined {
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) {
      sendError(res, 400, { message: 'Validation failed', fields: fieldErrors(result.error) });
      return undefined;
    }
    return result.data;
  }

  /** Hands the request to json-server's router as `/{collection}[/{id}]`. */
  const forward =
    (collection: CollectionName): RequestHandler =>
    (req, res, next) => {
      req.url = req.params.id ? `/${collection}/${req.params.id}` : `/${collection}`;
      router(req, res, next);
    };

  const findById = <K extends CollectionName>(collection: K, id: string | undefined) =>
    (state()[collection] as Array<Database[K][number]>).find((item) => String(item.id) === id);

  const nextId = (items: Array<{ id: number }>): number => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;

  const removeById =
    (collection: CollectionName): RequestHandler =>
    (req, res) => {
      const items = state()[collection] as Array<{ id: number }>;
      const index = items.findIndex((item) => String(item.id) === req.params.id);
      if (index === -1) return sendError(res, 404, NOT_FOUND);
      // Only this record: json-server would also delete every record whose xxxId points at it.
      items.splice(index, 1);
      persist();
      res.status(204).end();
    };

  const ID = ':id(\\d+)';

  // ---- sign-in -----------------------------------------------------------------------------------
  api.post('/auth/login', allowQuery(), (req, res) => {
    const input = parseBody(loginSchema, req, res);
    if (!input) return;
    const address = req.socket.remoteAddress ?? 'unknown';
    const waitMs = throttle.retryAfterMs(input.username, address);
    if (waitMs > 0) {
      const minutes = Math.ceil(waitMs / 60_000);
      res.set('Retry-After', String(Math.ceil(waitMs / 1000)));
      return sendError(res, 429, {
        message: `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      });
    }
    const user = state().users.find((candidate) => candidate.username === input.username);
    const passwordMatches = verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !passwordMatches) {
      throttle.recordFailure(input.username, address);
      return sendError(res, 401, { message: 'Invalid credentials' });
    }
    throttle.recordSuccess(input.username, address);
    // A fresh session id at every sign-in, so an id planted before sign-in is worth nothing after.
    sessions.destroy(readSessionCookie(req));
    setSessionCookie(req, res, sessions.create(user.id));
    res.json(publicUser(user));
  });

  api.post('/auth/logout', allowQuery(), (req, res) => {
    sessions.destroy(readSessionCookie(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  api.get('/auth/me', allowQuery(), (_req, res) => {
    const user = currentUser(res);
    if (!user) return sendError(res, 401, { message: 'Not signed in' });
    res.json(publicUser(user));
  });

  // ---- appointments ----------------------------------------------------------------------------
  api.get('/appointments', allowQuery(), requireAdmin, forward('appointments'));

  api.post('/appointments', allowQuery(), (req, res) => {
    const input = parseBody(insertAppointmentSchema, req, res);
    if (!input) return;
    const data = state();
    const fields: Record<string, string> = {};
    const department = data.departments.find((d) => d.name.toLowerCase() === input.department.toLowerCase());
    if (!department) fields.department = 'Choose one of the hospital’s departments';
    if (input.doctorId !== undefined && !data.doctors.some((doctor) => doctor.id === input.doctorId)) {
      fields.doctorId = 'Choose one of the hospital’s doctors';
    }
    // The form's minimum is today in the patient's zone; a day's grace covers every zone.
    if (input.preferredDate < todayUtc(-1)) fields.preferredDate = 'Date cannot be in the past';
    if (Object.keys(fields).length > 0) return sendError(res, 400, { message: 'Validation failed', fields });

    const taken =
      input.doctorId !== undefined &&
      data.appointments.some(
        (a) =>
          a.doctorId === input.doctorId &&
          a.preferredDate.slice(0, 10) === input.preferredDate &&
          a.preferredTime === input.preferredTime &&
          a.status !== 'cancelled',
      );
    if (taken) {
      return sendError(res, 409, {
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
        fields: { preferredTime: 'Already booked' },
      });
    }
    const appointment: Appointment = {
      ...input,
      department: department!.name,
      id: nextId(data.appointments),
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    data.appointments.push(appointment);
    persist();
    res.status(201).json(appointment);
  });

  // Public: the taken slot texts of one doctor on one day, for the booking form's slot picker. Only times,
  // never who booked them.
  api.get('/availability', allowQuery({ doctorId: isInteger, date: isCalendarDate }), (req, res) => {
    const fields: Record<string, string> = {};
    if (req.query.doctorId === undefined) fields.doctorId = 'Required';
    if (req.query.date === undefined) fields.date = 'Required';
    if (Object.keys(fields).length > 0) return sendError(res, 400, { message: 'Invalid query', fields });
    const doctorId = Number(req.query.doctorId);
    const date = String(req.query.date);
    const data = state();
    if (!data.doctors.some((doctor) => doctor.id === doctorId)) return sendError(res, 404, { message: 'No such doctor' });
    const taken = new Set(
      data.appointments
        .filter((a) => a.doctorId === doctorId && a.preferredDate.slice(0, 10) === date && a.status !== 'cancelled')
        .map((a) => a.preferredTime),
    );
    const availability: Availability = { doctorId, date, takenSlots: HOSPITAL_TIME_SLOTS.filter((slot) => taken.has(slot)) };
    res.json(availability);
  });

  api.patch(`/appointments/${ID}/status`, allowQuery(), requireAdmin, (req, res) => {
    const input = parseBody(appointmentStatusUpdateSchema, req, res);
    if (!input) return;
    const appointment = findById('appointments', req.params.id);
    if (!appointment) return sendError(res, 404, NOT_FOUND);
    appointment.status = input.status;
    persist();
    res.json(appointment);
  });

  api.get('/stats', allowQuery(), requireAdmin, (_req, res) => {
    const { appointments, departments } = state();
    const count = (status: (typeof APPOINTMENT_STATUSES)[number]) => appointments.filter((a) => a.status === status).length;
    const stats: Stats = {
      totalAppointments: appointments.length,
      pendingAppointments: count('pending'),
      confirmedAppointments: count('confirmed'),
      totalDepartments: departments.length,
    };
    res.json(stats);
  });

  // ---- gallery and news: anyone reads what is shown, admins read and change everything ----------
  api.get('/gallery', allowQuery({ category: oneOf(GALLERY_CATEGORIES) }), (req, res, next) => {
    if (!isAdmin(res)) req.query.isVisible = 'true';
    forward('gallery_images')(req, res, next);
  });
  api.post('/gallery', allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(insertGalleryImageSchema, req, res);
    if (!input) return;
    req.body = { ...input, createdAt: new Date().toISOString() };
    forward('gallery_images')(req, res, next);
  });
  api.patch(`/gallery/${ID}`, allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(updateGalleryImageSchema, req, res);
    if (!input) return;
    req.body = input;
    forward('gallery_images')(req, res, next);
  });
  api.delete(`/gallery/${ID}`, allowQuery(), requireAdmin, removeById('gallery_images'));

  api.get('/news-events', allowQuery({ type: oneOf(NEWS_TYPES) }), (req, res, next) => {
    if (!isAdmin(res)) req.query.isPublished = 'true';
    forward('news_events')(req, res, next);
  });
  api.post('/news-events', allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(insertNewsEventSchema, req, res);
    if (!input) return;
    const now = new Date().toISOString();
    req.body = { ...input, imageUrl: input.imageUrl ?? null, createdAt: now, updatedAt: now };
    forward('news_events')(req, res, next);
  });
  api.patch(`/news-events/${ID}`, allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(updateNewsEventSchema, req, res);
    if (!input) return;
    req.body = { ...input, updatedAt: new Date().toISOString() };
    forward('news_events')(req, res, next);
  });
  api.delete(`/news-events/${ID}`, allowQuery(), requireAdmin, removeById('news_events'));

  // ---- directory -------------------------------------------------------------------------------
  api.get('/doctors', allowQuery(), forward('doctors'));
  api.get(`/doctors/${ID}`, allowQuery(), forward('doctors'));
  api.get('/departments', allowQuery(), forward('departments'));

  // ---- projects: anyone reads the dashboard, only admins change the hospital's records -----------
  api.get('/projects', allowQuery(), forward('projects'));
  api.get('/project-stats', allowQuery(), (_req, res) => {
    const { projects, tasks } = state();
    const stats: ProjectStats = {
      totalProjects: projects.length,
      activeProjects: projects.filter((p) => p.status === 'active' || p.status === 'in-progress').length,
      totalTasks: tasks.length,
      completedTasks: tasks.filter((t) => t.status === 'completed').length,
    };
    res.json(stats);
  });

  api.get('/tasks', allowQuery({ projectId: isInteger }), forward('tasks'));
  api.patch(`/tasks/${ID}`, allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(updateTaskSchema, req, res);
    if (!input) return;
    const task = findById('tasks', req.params.id);
    if (!task) return sendError(res, 404, NOT_FOUND);
    const merged = { ...task, ...input };
    if (merged.endDate < merged.startDate) {
      return sendError(res, 400, { message: 'Validation failed', fields: { endDate: 'End date must not be before the start date' } });
    }
    req.body = { ...input, updatedBy: input.updatedBy ?? currentUser(res)!.username, updatedAt: new Date().toISOString() };
    forward('tasks')(req, res, next);
  });

  api.get('/task-dependencies', allowQuery({ projectId: isInteger }), (req, res) => {
    const { tasks, task_dependencies: dependencies } = state();
    const projectId = req.query.projectId === undefined ? undefined : Number(req.query.projectId);
    if (projectId === undefined) return res.json(dependencies);
    const inProject = new Set(tasks.filter((t) => t.projectId === projectId).map((t) => t.id));
    res.json(dependencies.filter((d) => inProject.has(d.taskId)));
  });

  api.get('/milestones', allowQuery({ projectId: isInteger }), forward('milestones'));
  // Today on the hospital's calendar (India), whatever zone the server's clock is set to; en-CA writes YYYY-MM-DD.
  const HOSPITAL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
  api.patch(`/milestones/${ID}`, allowQuery(), requireAdmin, (req, res, next) => {
    const input = parseBody(updateMilestoneSchema, req, res);
    if (!input) return;
    const milestone = findById('milestones', req.params.id);
    if (!milestone) return sendError(res, 404, NOT_FOUND);
    // Completing records the day it happened, unless the caller says which; reopening clears it, so the Time
    // Status goes back to counting days to the target instead of "Completed N days early".
    const actualDate =
      input.actualDate !== undefined
        ? input.actualDate
        : input.status === 'completed'
          ? (milestone.actualDate ?? HOSPITAL_DAY.format(new Date()))
          : input.status !== undefined
            ? null
            : milestone.actualDate;
    req.body = actualDate === undefined ? input : { ...input, actualDate };
    forward('milestones')(req, res, next);
  });

  // Everything else under /api, whatever its case or trailing slash: /db, /users, /sessions, ...
  api.use((_req, res) => sendError(res, 404, NOT_FOUND));
  app.use('/api', api);

  // ---- the built site --------------------------------------------------------------------------
  if (options.siteDir) {
    const siteDir = options.siteDir;
    app.use(
      express.static(siteDir, {
        index: false,
        setHeaders: (res, path) => {
          // Vite fingerprints /assets, so they never change; the page itself is always revalidated.
          res.set('Cache-Control', path.includes(`${resolve(siteDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('*', (req, res, next) => {
      if (!req.accepts('html')) return next();
      // Read per request: a rebuild while the server runs changes the page and the hashes of its inline script.
      readFile(resolve(siteDir, 'index.html'), 'utf8').then(
        (html) => {
          res.set({ 'Cache-Control': 'no-cache', 'Content-Security-Policy': sitePageSecurityPolicy(html) });
          res.type('html').send(html);
        },
        (error: unknown) => next(error),
      );
    });
  }

  app.use((_req: Request, res: Response) => sendError(res, 404, NOT_FOUND));

  // Never a stack trace or a file path in a response.
  app.use((error: { type?: string; status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error.type === 'entity.parse.failed') return sendError(res, 400, { message: 'The request body is not valid JSON.' });
    if (error.type === 'entity.too.large') return sendError(res, 413, { message: 'The request body is too large.' });
    if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
      return sendError(res, 415, { message: 'Send the request body as UTF-8 JSON.' });
    }
    console.error(error);
    sendError(res, 500, INTERNAL_ERROR);
  });

  return app;
}
