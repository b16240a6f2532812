// What every route of the mock needs: the contract's error body, query and body validation, who is asking, and the
// data behind json-server's router.
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import {
  apiError,
  zodProblems,
  type ApiErrorBody,
  type CollectionName,
  type Database,
  type StoredUser,
  type User,
} from '@hospital/contract';

export const NOT_FOUND: ApiErrorBody = apiError('notFound');

/** A path's record id: digits only, anything else is not a route (404), as on the production server. */
export const ID = ':id(\\d+)';

export function sendError(res: Response, status: number, body: ApiErrorBody): void {
  res.status(status).json(body);
}

export function publicUser(user: StoredUser): User {
  return { id: user.id, username: user.username, role: user.role, createdAt: user.createdAt };
}

/** The session's user, looked up for this request (app.ts). */
export const currentUser = (res: Response): StoredUser | undefined => res.locals.user as StoredUser | undefined;
export const isAdmin = (res: Response): boolean => currentUser(res)?.role === 'admin';

export const clientAddress = (req: Request): string => req.socket.remoteAddress ?? 'unknown';

export const requireAdmin: RequestHandler = (_req, res, next) => {
  const user = currentUser(res);
  if (!user) return sendError(res, 401, apiError('signInRequired'));
  if (user.role !== 'admin') return sendError(res, 403, apiError('adminRequired'));
  next();
};

/** Only the read's own query keys, each once and each valid (the contract's strict schema); else a 400 naming them. */
export const validQuery =
  (schema: z.ZodType): RequestHandler =>
  (req, res, next) => {
    const result = schema.safeParse(req.query);
    if (!result.success) return sendError(res, 400, apiError('invalidQuery', zodProblems(result.error)));
    res.locals.query = result.data;
    next();
  };

/** The body as the schema reads it, or undefined after answering 400 with each failing field. */
export function parseBody<S extends z.ZodType>(schema: S, req: Request, res: Response): z.infer<S> | undefined {
  const result = schema.safeParse(req.body ?? {});
  if (!result.success) {
    sendError(res, 400, apiError('validationFailed', zodProblems(result.error)));
    return undefined;
  }
  return result.data;
}

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
}
