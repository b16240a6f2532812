// The hospital's mock API: json-server 0.17 used as a library, behind a guard. json-server out of the
// box publishes every collection (users with their passwords too), /db, _embed/_expand, method
// override, JSONP and cascading deletes, and sends stack traces; this app lets only an allow-list of
// routes, methods and query keys through, checks sessions and roles, validates every write with the
// contract's zod schemas, and saves the data file atomically before it answers.
import { createHash } from 'node:crypto';
import compression from 'compression';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import jsonServer from 'json-server';
import type { z } from 'zod';
import {
  API_MESSAGES,
  API_PATHS,
  APPOINTMENT_STATUSES,
  BOOKING_LOOKUP_THROTTLE,
  HOSPITAL_TIME_SLOTS,
  IDEMPOTENCY_HEADER,
  KNOWN_DEVICE,
  SIGN_IN_THROTTLE,
  appointmentStatusUpdateSchema,
  availabilityQuerySchema,
  bookingCanChange,
  bookingContactMatches,
  bookingLookupLimits,
  bookingLookupSchema,
  bookingRequestSchema,
  bookingRescheduleSchema,
  fieldErrors,
  galleryQuerySchema,
  hospitalToday,
  idempotencyKeySchema,
  insertGalleryImageSchema,
  insertNewsEventSchema,
  loginSchema,
  milestoneActualDate,
  newBookingReference,
  newsEventsQuerySchema,
  noQuerySchema,
  unstorableTextFields,
  projectItemsQuerySchema,
  signInLimits,
  taskDateRangeSchema,
  tooManyLookupsMessage,
  tooManySignInsMessage,
  updateGalleryImageSchema,
  updateMilestoneSchema,
  updateNewsEventSchema,
  slotHeldByAnother,
  updateTaskSchema,
  visitTimeProblems,
  type ApiErrorBody,
  type Appointment,
  type Availability,
  type CollectionName,
  type Database,
  type ManagedBooking,
  projectTotals,
  type Stats,
  type StoredUser,
  type User,
} from '@hospital/contract';
import { DECOY_HASH, verifyPassword } from './passwords.ts';
import { AttemptCounters, type CountedAttempt } from './attemptCounters.ts';
import { clearSessionCookie, KnownDevices, readCookie, readSessionCookie, SessionStore, setKnownDeviceCookie, setSessionCookie } from './sessions.ts';

export interface AppOptions {
  data: Database;
  /** Persists the whole data set; called after every change, before the response is sent. */
  save: (data: Database) => void;
  corsOrigins?: string[];
  loginWindowMs?: number;
}

const NOT_FOUND: ApiErrorBody = { message: API_MESSAGES.notFound };
const INTERNAL_ERROR: ApiErrorBody = { message: API_MESSAGES.internal };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers that would let a POST be replayed as another method inside json-server. */
const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

function sendError(res: Response, status: number, body: ApiErrorBody): void {
  res.status(status).json(body);
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
  const knownDevices = new KnownDevices();
  const throttle = new AttemptCounters(options.loginWindowMs ?? SIGN_IN_THROTTLE.windowMs);
  /** Booking look-ups, cancels and moves that found nothing, per address (in memory: a restart forgets them). */
  const lookupThrottle = new AttemptCounters(BOOKING_LOOKUP_THROTTLE.windowMs);
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
  // sends an Idempotency-Key, so the preflight must allow that header as well as the JSON body's.
  api.use((req, res, next) => {
    const origin = req.headers.origin;
    if (origin && corsOrigins.has(origin)) {
      res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' });
      res.vary('Origin');
      if (req.method === 'OPTIONS') {
        res.set({ 'Access-Control-Allow-Methods': 'GET,POST,PATCH,DELETE', 'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key' });
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
      return sendError(res, 415, { message: API_MESSAGES.notJson });
    }
    next();
  });
  api.use(express.json({ limit: '100kb', strict: true }));
  // No text may hold what the production server's PostgreSQL cannot store (a NUL, half a surrogate pair): a 400
  // naming the field.
  api.use((req, res, next) => {
    const fields = unstorableTextFields(req.body);
    if (Object.keys(fields).length > 0) return sendError(res, 400, { message: API_MESSAGES.validationFailed, fields });
    next();
  });

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
    if (!user) return sendError(res, 401, { message: API_MESSAGES.signInRequired });
    if (user.role !== 'admin') return sendError(res, 403, { message: API_MESSAGES.adminRequired });
    next();
  };

  /** Only the read's own query keys, each once and each valid (the contract's strict schema); else a 400 naming them. */
  const validQuery =
    (schema: z.ZodType): RequestHandler =>
    (req, res, next) => {
      const result = schema.safeParse(req.query);
      if (!result.success) return sendError(res, 400, { message: API_MESSAGES.invalidQuery, fields: fieldErrors(result.error) });
      res.locals.query = result.data;
      next();
    };

  function parseBody<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | undefined {
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) {
      sendError(res, 400, { message: API_MESSAGES.validationFailed, fields: fieldErrors(result.error) });
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

  const clientAddress = (req: Request): string => req.socket.remoteAddress ?? 'unknown';

  // ---- sign-in -----------------------------------------------------------------------------------
  api.post(API_PATHS.login, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(loginSchema, req, res);
    if (!input) return;
    const user = state().users.find((candidate) => candidate.username === input.username);
    const knownDevice = knownDevices.knownTo(readCookie(req, KNOWN_DEVICE.cookie), user?.id);
    // Counted before the password is hashed, as the production server does.
    const attempt = throttle.count(signInLimits(input.username, clientAddress(req), knownDevice));
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return sendError(res, 429, { message: tooManySignInsMessage(attempt.waitMs) });
    }
    const passwordMatches = verifyPassword(input.password, user?.passwordHash ?? DECOY_HASH);
    if (!user || !passwordMatches) return sendError(res, 401, { message: API_MESSAGES.invalidCredentials });
    throttle.succeeded(attempt);
    setKnownDeviceCookie(req, res, knownDevices.remember(readCookie(req, KNOWN_DEVICE.cookie), user.id), API_PATHS.login);
    // A fresh session id at every sign-in, so an id planted before sign-in is worth nothing after.
    sessions.destroy(readSessionCookie(req));
    setSessionCookie(req, res, sessions.create(user.id));
    res.json(publicUser(user));
  });

  api.post(API_PATHS.logout, validQuery(noQuerySchema), (req, res) => {
    sessions.destroy(readSessionCookie(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  api.get(API_PATHS.me, validQuery(noQuerySchema), (_req, res) => {
    // A visitor is not an error: every public page that asks who is signed in would otherwise log a failed request.
    const user = currentUser(res);
    res.json(user ? publicUser(user) : null);
  });

  // ---- appointments ----------------------------------------------------------------------------
  api.get(API_PATHS.appointments, validQuery(noQuerySchema), requireAdmin, forward('appointments'));

  // A retried submission (same Idempotency-Key) gets the first booking back. In memory: the mock forgets keys at
  // a restart, which only matters for the production server.
  const bookingsByKey = new Map<string, { digest: string; id: number }>();

  /** Every reference handed out, so a new one is never one already in use. */
  let references: Set<string> | undefined;
  const newUniqueReference = (): string => {
    references ??= new Set(state().appointments.map((a) => a.reference));
    let reference = newBookingReference();
    while (references.has(reference)) reference = newBookingReference();
    references.add(reference);
    return reference;
  };

  api.post(API_PATHS.appointments, validQuery(noQuerySchema), (req, res) => {
    const parsed = parseBody(bookingRequestSchema, req, res);
    if (!parsed) return;
    // Consent is not stored: the booking exists only with it, and its createdAt is when it was given.
    const { consent: _consent, ...input } = parsed;
    const data = state();
    const key = req.get(IDEMPOTENCY_HEADER);
    const keyCheck = key === undefined ? undefined : idempotencyKeySchema.safeParse(key);
    if (keyCheck && !keyCheck.success) {
      return sendError(res, 400, { message: API_MESSAGES.invalidHeader, fields: { [IDEMPOTENCY_HEADER]: keyCheck.error.issues[0]!.message } });
    }
    const digest = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const earlier = key === undefined ? undefined : bookingsByKey.get(key);
    if (earlier) {
      if (earlier.digest !== digest) return sendError(res, 422, { message: API_MESSAGES.idempotencyMismatch });
      return res.status(201).json(findById('appointments', String(earlier.id)));
    }
    const fields: Record<string, string> = {};
    const department = data.departments.find((d) => d.name.toLowerCase() === input.department.toLowerCase());
    if (!department) fields.department = API_MESSAGES.unknownDepartment;
    if (input.doctorId !== undefined) {
      const doctor = data.doctors.find((candidate) => candidate.id === input.doctorId);
      if (!doctor) fields.doctorId = API_MESSAGES.unknownDoctor;
      else if (department && doctor.departmentId !== department.id) fields.doctorId = API_MESSAGES.doctorNotInDepartment;
    }
    Object.assign(fields, visitTimeProblems(input));
    if (Object.keys(fields).length > 0) return sendError(res, 400, { message: API_MESSAGES.validationFailed, fields });

    if (slotHeldByAnother(data.appointments, input)) return sendError(res, 409, { message: API_MESSAGES.slotTaken, fields: { preferredTime: API_MESSAGES.slotTakenField } });
    const appointment: Appointment = {
      ...input,
      department: department!.name,
      id: nextId(data.appointments),
      reference: newUniqueReference(),
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    data.appointments.push(appointment);
    persist();
    if (key !== undefined) bookingsByKey.set(key, { digest, id: appointment.id });
    res.status(201).json(appointment);
  });

  // A patient's own booking, by its reference and the phone number or email it was made with, in a POST body (never
  // a URL). A wrong reference and a wrong contact get one answer; such misses count per address, and past the limit
  // every try from that address waits, so references cannot be found by trying.
  const managedBooking = (appointment: Appointment, today: string): ManagedBooking => ({
    reference: appointment.reference,
    patientName: appointment.patientName,
    department: appointment.department,
    ...(appointment.doctorId === undefined ? {} : { doctorId: appointment.doctorId }),
    preferredDate: appointment.preferredDate,
    preferredTime: appointment.preferredTime,
    status: appointment.status,
    canChange: bookingCanChange(appointment, today),
  });

  /**
   * The patient's booking, or undefined after answering 429 (throttled) or 404 (the miss stays counted). Each try is
   * counted first and handed back when it finds its booking, as the production server does.
   */
  const patientBooking = (req: Request, res: Response, input: { reference: string; contact: string }, attempt: CountedAttempt): Appointment | undefined => {
    if (attempt.waitMs > 0) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      sendError(res, 429, { message: tooManyLookupsMessage(attempt.waitMs) });
      return undefined;
    }
    const appointment = state().appointments.find((a) => a.reference === input.reference);
    if (!appointment || !bookingContactMatches(appointment, input.contact)) {
      sendError(res, 404, { message: API_MESSAGES.bookingNotFound });
      return undefined;
    }
    lookupThrottle.succeeded(attempt);
    return appointment;
  };
  const countLookup = (req: Request) => lookupThrottle.count(bookingLookupLimits(clientAddress(req)));

  api.post(API_PATHS.bookingLookup, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const appointment = patientBooking(req, res, input, countLookup(req));
    if (appointment) res.json(managedBooking(appointment, hospitalToday()));
  });

  api.post(API_PATHS.bookingCancel, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingLookupSchema, req, res);
    if (!input) return;
    const appointment = patientBooking(req, res, input, countLookup(req));
    if (!appointment) return;
    const today = hospitalToday();
    if (!bookingCanChange(appointment, today)) return sendError(res, 409, { message: API_MESSAGES.bookingLocked });
    appointment.status = 'cancelled';
    persist();
    res.json(managedBooking(appointment, today));
  });

  api.post(API_PATHS.bookingReschedule, validQuery(noQuerySchema), (req, res) => {
    const input = parseBody(bookingRescheduleSchema, req, res);
    if (!input) return;
    const now = new Date();
    const today = hospitalToday(now);
    // Throttled first, as the production server answers: a waiting address learns nothing, not even about dates.
    const attempt = countLookup(req);
    const fields = attempt.waitMs > 0 ? {} : visitTimeProblems(input, now);
    if (Object.keys(fields).length > 0) {
      lookupThrottle.succeeded(attempt);
      return sendError(res, 400, { message: API_MESSAGES.validationFailed, fields });
    }
    const appointment = patientBooking(req, res, input, attempt);
    if (!appointment) return;
    if (!bookingCanChange(appointment, today)) return sendError(res, 409, { message: API_MESSAGES.bookingLocked });
    if (slotHeldByAnother(state().appointments, { ...appointment, ...input })) return sendError(res, 409, { message: API_MESSAGES.slotTaken, fields: { preferredTime: API_MESSAGES.slotTakenField } });
    // Moved in one step: nothing else runs between the check above and this change.
    appointment.preferredDate = input.preferredDate;
    appointment.preferredTime = input.preferredTime;
    persist();
    res.json(managedBooking(appointment, today));
  });

  // Public: the taken slot texts of one doctor on one day, for the booking form's slot picker. Only times,
  // never who booked them.
  api.get(API_PATHS.availability, validQuery(availabilityQuerySchema), (_req, res) => {
    const { doctorId, date } = res.locals.query as z.infer<typeof availabilityQuerySchema>;
    const data = state();
    if (!data.doctors.some((doctor) => doctor.id === doctorId)) return sendError(res, 404, { message: API_MESSAGES.noSuchDoctor });
    const taken = new Set(
      data.appointments
        .filter((a) => a.doctorId === doctorId && a.preferredDate === date && a.status !== 'cancelled')
        .map((a) => a.preferredTime),
    );
    const availability: Availability = { doctorId, date, takenSlots: HOSPITAL_TIME_SLOTS.filter((slot) => taken.has(slot)) };
    res.json(availability);
  });

  api.patch(API_PATHS.appointmentStatus(ID), validQuery(noQuerySchema), requireAdmin, (req, res) => {
    const input = parseBody(appointmentStatusUpdateSchema, req, res);
    if (!input) return;
    const appointment = findById('appointments', req.params.id);
    if (!appointment) return sendError(res, 404, NOT_FOUND);
    // A cancelled booking cannot come back once another patient has booked its slot.
    const revivedIntoTakenSlot = appointment.status === 'cancelled' && input.status !== 'cancelled' && slotHeldByAnother(state().appointments, appointment);
    if (revivedIntoTakenSlot) return sendError(res, 409, { message: API_MESSAGES.slotTaken, fields: { status: API_MESSAGES.slotTakenField } });
    appointment.status = input.status;
    persist();
    res.json(appointment);
  });

  api.get(API_PATHS.stats, validQuery(noQuerySchema), requireAdmin, (_req, res) => {
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
  api.get(API_PATHS.gallery, validQuery(galleryQuerySchema), (req, res, next) => {
    if (!isAdmin(res)) req.query.isVisible = 'true';
    forward('gallery_images')(req, res, next);
  });
  api.post(API_PATHS.gallery, validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(insertGalleryImageSchema, req, res);
    if (!input) return;
    req.body = { ...input, createdAt: new Date().toISOString() };
    forward('gallery_images')(req, res, next);
  });
  api.patch(API_PATHS.galleryImage(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateGalleryImageSchema, req, res);
    if (!input) return;
    req.body = input;
    forward('gallery_images')(req, res, next);
  });
  api.delete(API_PATHS.galleryImage(ID), validQuery(noQuerySchema), requireAdmin, removeById('gallery_images'));

  api.get(API_PATHS.newsEvents, validQuery(newsEventsQuerySchema), (req, res, next) => {
    if (!isAdmin(res)) req.query.isPublished = 'true';
    forward('news_events')(req, res, next);
  });
  api.post(API_PATHS.newsEvents, validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(insertNewsEventSchema, req, res);
    if (!input) return;
    const now = new Date().toISOString();
    req.body = { ...input, imageUrl: input.imageUrl ?? null, createdAt: now, updatedAt: now };
    forward('news_events')(req, res, next);
  });
  api.patch(API_PATHS.newsEvent(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateNewsEventSchema, req, res);
    if (!input) return;
    req.body = { ...input, updatedAt: new Date().toISOString() };
    forward('news_events')(req, res, next);
  });
  api.delete(API_PATHS.newsEvent(ID), validQuery(noQuerySchema), requireAdmin, removeById('news_events'));

  // ---- directory -------------------------------------------------------------------------------
  api.get(API_PATHS.doctors, validQuery(noQuerySchema), forward('doctors'));
  api.get(API_PATHS.doctor(ID), validQuery(noQuerySchema), forward('doctors'));
  api.get(API_PATHS.departments, validQuery(noQuerySchema), forward('departments'));

  // ---- projects: anyone reads the dashboard, only admins change the hospital's records -----------
  api.get(API_PATHS.projects, validQuery(noQuerySchema), forward('projects'));
  api.get(API_PATHS.projectStats, validQuery(noQuerySchema), (_req, res) => {
    const { projects, tasks } = state();
    res.json(projectTotals(projects, tasks));
  });

  api.get(API_PATHS.tasks, validQuery(projectItemsQuerySchema), forward('tasks'));
  api.patch(API_PATHS.task(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateTaskSchema, req, res);
    if (!input) return;
    const task = findById('tasks', req.params.id);
    if (!task) return sendError(res, 404, NOT_FOUND);
    const range = taskDateRangeSchema.safeParse({ startDate: input.startDate ?? task.startDate, endDate: input.endDate ?? task.endDate });
    if (!range.success) return sendError(res, 400, { message: API_MESSAGES.validationFailed, fields: fieldErrors(range.error) });
    req.body = { ...input, updatedBy: input.updatedBy ?? currentUser(res)!.username, updatedAt: new Date().toISOString() };
    forward('tasks')(req, res, next);
  });

  api.get(API_PATHS.taskDependencies, validQuery(projectItemsQuerySchema), (req, res) => {
    const { tasks, task_dependencies: dependencies } = state();
    const projectId = req.query.projectId === undefined ? undefined : Number(req.query.projectId);
    if (projectId === undefined) return res.json(dependencies);
    const inProject = new Set(tasks.filter((t) => t.projectId === projectId).map((t) => t.id));
    res.json(dependencies.filter((d) => inProject.has(d.taskId)));
  });

  api.get(API_PATHS.milestones, validQuery(projectItemsQuerySchema), forward('milestones'));
  api.patch(API_PATHS.milestone(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateMilestoneSchema, req, res);
    if (!input) return;
    const milestone = findById('milestones', req.params.id);
    if (!milestone) return sendError(res, 404, NOT_FOUND);
    const actualDate = milestoneActualDate(input, milestone.actualDate);
    req.body = actualDate === undefined ? input : { ...input, actualDate };
    forward('milestones')(req, res, next);
  });

  // The routes are the contract's full paths (API_PATHS), so the router sits at the root; everything else, /api/db,
  // /api/users, another case or a trailing slash, falls through to the 404 below.
  app.use(api);

  app.use((_req: Request, res: Response) => sendError(res, 404, NOT_FOUND));

  // Never a stack trace or a file path in a response.
  app.use((error: { type?: string; status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (error.type === 'entity.parse.failed') return sendError(res, 400, { message: API_MESSAGES.malformedJson });
    if (error.type === 'entity.too.large') return sendError(res, 413, { message: API_MESSAGES.tooLarge });
    if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
      return sendError(res, 415, { message: 'Send the request body as UTF-8 JSON.' });
    }
    console.error(error);
    sendError(res, 500, INTERNAL_ERROR);
  });

  return app;
}
