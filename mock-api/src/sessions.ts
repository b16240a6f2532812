import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { KNOWN_DEVICE, SESSION_LIMITS } from '@hospital/contract';

export const SESSION_COOKIE = 'hospital_session';

interface Session {
  userId: number;
  createdAt: number;
  lastSeenAt: number;
}

/**
 * Sessions live in memory: a restart of the mock API signs everyone out, which is the safe failure. They end after
 * the contract's idle and absolute limits, as the production server's do.
 */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();

  constructor(
    private readonly idleMs: number = SESSION_LIMITS.idleMs,
    private readonly now: () => number = Date.now,
  ) {}

  create(userId: number): string {
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    for (const [other, session] of this.#sessions) if (!this.#live(session, now)) this.#sessions.delete(other);
    this.#sessions.set(id, { userId, createdAt: now, lastSeenAt: now });
    return id;
  }

  userIdOf(sessionId: string | undefined): number | undefined {
    if (!sessionId) return undefined;
    const session = this.#sessions.get(sessionId);
    if (!session) return undefined;
    const now = this.now();
    if (!this.#live(session, now)) {
      this.#sessions.delete(sessionId);
      return undefined;
    }
    session.lastSeenAt = now;
    return session.userId;
  }

  destroy(sessionId: string | undefined): void {
    if (sessionId) this.#sessions.delete(sessionId);
  }

  /** Ends every session of a user (deactivated, password reset), or every one but `keep` (their own password change). */
  destroyAllOf(userId: number, keep?: string): void {
    for (const [id, session] of this.#sessions) if (session.userId === userId && id !== keep) this.#sessions.delete(id);
  }

  #live(session: Session, now: number): boolean {
    return now - session.lastSeenAt < this.idleMs && now - session.createdAt < SESSION_LIMITS.absoluteMs;
  }
}

/** Browsers that signed in to an account: their id, the account's user id (the contract's KNOWN_DEVICE). */
export class KnownDevices {
  readonly #devices = new Map<string, number>();

  /** This browser's id when it is known to `userId`. */
  knownTo(id: string | undefined, userId: number | undefined): string | undefined {
    return id !== undefined && userId !== undefined && this.#devices.get(id) === userId ? id : undefined;
  }

  /** After a sign-in: the id the browser keeps for the account (its own when already known to it). */
  remember(id: string | undefined, userId: number): string {
    if (this.knownTo(id, userId)) return id!;
    const fresh = randomBytes(32).toString('base64url');
    this.#devices.set(fresh, userId);
    return fresh;
  }
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

export const readSessionCookie = (req: Request) => readCookie(req, SESSION_COOKIE);

export function setSessionCookie(req: Request, res: Response, sessionId: string): void {
  res.cookie(SESSION_COOKIE, sessionId, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: SESSION_LIMITS.absoluteMs });
}

export function setKnownDeviceCookie(req: Request, res: Response, id: string, path: string): void {
  res.cookie(KNOWN_DEVICE.cookie, id, { httpOnly: true, sameSite: 'strict', secure: req.secure, path, maxAge: KNOWN_DEVICE.maxAgeMs });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}
