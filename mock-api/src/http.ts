// What every route of the mock needs: the contract's error body, query and body validation, who is asking, and the
// data behind json-server's router.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import {
  REQUEST_BODY_LIMITS,
  accessRefusal,
  type PasswordChangeHold,
  apiError,
  publicUserOf,
  requestBodyRefusal,
  requestBodySize,
  zodProblems,
  type Access,
  type ApiErrorBody,
  type CollectionName,
  type Database,
  type StoredUser,
  type User,
  type BookingLimits,
} from '@hospital/contract';
import type { Outbox } from './outbox.ts';

export const NOT_FOUND: ApiErrorBody = apiError('notFound');

/** A path's record id: digits only, anything else is not a route (404), as on the production server. */
export const ID = ':id(\\d+)';

export function sendError(res: Response, status: number, body: ApiErrorBody): void {
  res.status(status).json(body);
}

/** A stored account as the API shows it: never its hash (the contract's projection). */
export function publicUser(user: StoredUser): User {
  return publicUserOf(user);
}

/** The session's user, looked up for this request (app.ts). */
export const currentUser = (res: Response): StoredUser | undefined => res.locals.user as StoredUser | undefined;
export const isAdmin = (res: Response): boolean => currentUser(res)?.role === 'admin';
/** Admin or reception (the contract's staff access): what staff may read that visitors may not. */
export const isStaff = (res: Response): boolean => accessRefusal(currentUser(res), 'staff') === undefined;

export const clientAddress = (req: Request): string => req.socket.remoteAddress ?? 'unknown';

/** Who may go on (the contract's accessRefusal): 401 without a session, 403 for a role the route is not for. */
export const requireAccess =
  (access: Access): RequestHandler =>
  (_req, res, next) => {
    const refusal = accessRefusal(currentUser(res), access, res.locals.passwordChangeHold as PasswordChangeHold | undefined);
    if (refusal === 'signInRequired') return sendError(res, 401, apiError(refusal));
    if (refusal) return sendError(res, 403, apiError(refusal));
    next();
  };

export const requireAdmin: RequestHandler = requireAccess('admin');
/** Admin or reception: the appointments staff work with. */
export const requireStaff: RequestHandler = requireAccess('staff');

/** Only the read's own query keys, each once and each valid (the contract's strict schema); else a 400 naming them. */
export const validQuery =
  (schema: z.ZodType): RequestHandler =>
  (req, res, next) => {
    const result = schema.safeParse(req.query);
    if (!result.success) return sendError(res, 400, apiError('invalidQuery', zodProblems(result.error)));
    res.locals.query = result.data;
    next();
  };

/** Whether a timetable change was asked for as a preview (`?preview=1`, timetablePreviewQuerySchema): answered, not saved. */
export const isPreview = (res: Response): boolean => (res.locals.query as { preview?: string } | undefined)?.preview !== undefined;

/** The body as the schema reads it, or undefined after answering 400 with each failing field. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | undefined {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) {
    sendError(res, 400, apiError('validationFailed', zodProblems(result.error)));
    return undefined;
  }
  return result.data;
}

/**
 * The body express.json parsed, as the contract refuses it before any schema reads it (requestBodyRefusal): nested
 * too deep, or holding text the production server's PostgreSQL cannot store.
 */
export const checkedJsonBody: RequestHandler = (req, res, next) => {
  const refusal = requestBodyRefusal(req.body);
  if (refusal) return sendError(res, 400, refusal);
  next();
};

/** The data set and json-server's router, as the routes use them. */
export interface MockData {
  state: () => Database;
  /** Saves the whole data set; called after every change, before the answer is sent. */
  persist: () => void;
  /** Hands the request to json-server's router as `/{collection}[/{id}]`. */
  forward: (collection: CollectionName) => RequestHandler;
  findById: <K extends CollectionName>(collection: K, id: string | undefined) => Database[K][number] | undefined;
  /** Deletes one record (only it: json-server would also delete every record whose xxxId points at it). */
  removeById: (collection: CollectionName) => RequestHandler;
  nextId: (items: Array<{ id: number }>) => number;
  /** The server's clock: every decision about now and today on the booking and OPD paths reads it. */
  now: () => Date;
  /** How late after their slot a booked patient may check in and keep their place. */
  checkInGraceMinutes: number;
  /** The messages to patients, in memory (outbox.ts). */
  outbox: Outbox;
  /** Bookings a day per phone or e-mail and per client address (the contract's BOOKING_THROTTLE unless configured). */
  bookingLimits: BookingLimits;
}

/** 413 with the contract's error, and the connection closed after it. */
export function sendTooLarge(res: Response): void {
  if (res.headersSent) return;
  res.set('Connection', 'close');
  sendError(res, 413, apiError('tooLarge'));
}

/**
 * Bodies over the limit hear their 413 only once they have been sent: answered while the client still sends, the
 * connection is reset under it. How much is read, drained or refused at once is the contract's (requestBodySize). A
 * declared length over the limit is read and discarded here; a chunked body is left to express.json, whose own 413
 * waits for the rest, and this only counts it, closing past the drain bound.
 */
export function bodyLimitWithDrain(limits = REQUEST_BODY_LIMITS): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!chunked && Number.isFinite(declared)) {
      const size = requestBodySize(declared, limits);
      if (size === 'read') return next();
      if (size === 'refuse') return sendTooLarge(res);
      req.on('end', () => sendTooLarge(res));
      req.on('error', () => res.destroy());
      req.resume();
      return;
    }
    if (chunked) {
      let seen = 0;
      // Attached in the same tick as express.json's own listener, so both see every chunk.
      req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (requestBodySize(seen, limits) === 'refuse') {
          req.pause();
          sendTooLarge(res);
        }
      });
    }
    next();
  };
}
