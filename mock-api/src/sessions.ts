import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'hospital_session';
const SESSION_TTL_MS = 8 * 60 * 60 * 1000; // one working shift

interface Session {
  userId: number;
  expiresAt: number;
}

/** Sessions live in memory: a restart of the mock API signs everyone out, which is the safe failure. */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();

  create(userId: number): string {
    const id = randomBytes(32).toString('base64url');
    this.#sessions.set(id, { userId, expiresAt: Date.now() + SESSION_TTL_MS });
    return id;
  }

  userIdOf(sessionId: string | undefined): number | undefined {
    if (!sessionId) return undefined;
    const session = this.#sessions.get(sessionId);
    if (!session) return undefined;
    if (session.expiresAt <= Date.now()) {
      this.#sessions.delete(sessionId);
      return undefined;
    }
    return session.userId;
  }

  destroy(sessionId: string | undefined): void {
    if (sessionId) this.#sessions.delete(sessionId);
  }
}

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE) return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.cookie(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: SESSION_TTL_MS,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
