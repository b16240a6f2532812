// Sessions in the database, so they survive a restart and every instance behind a load balancer shares them.
// The cookie holds a random token; the table holds only its SHA-256, so a copy of the table signs nobody in.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { SESSION_LIMITS } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'hospital_session';

// Writing last_seen_at on every request would turn each read into a write; a minute's precision is plenty for
// a 30-minute idle limit (a thirtieth of a shorter one, as tests set).
const touchAfterMs = (idleMs: number) => Math.min(60_000, idleMs / 30);

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: digest(token), userId });
  return token;
}

/** The user of a live session (idle under 30 minutes, younger than 8 hours), or undefined. */
export async function sessionUser(
  db: Db,
  token: string | undefined,
  { now = new Date(), idleMs = SESSION_LIMITS.idleMs }: { now?: Date; idleMs?: number } = {},
): Promise<(typeof users.$inferSelect) | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = digest(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIMITS.absoluteMs)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchAfterMs(idleMs)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}

/** Sessions past either limit sign nobody in; they are deleted at each sign-in, so the table holds live ones. */
export async function deleteExpiredSessions(db: Db, idleMs: number = SESSION_LIMITS.idleMs, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_LIMITS.absoluteMs)),
      ),
    );
}

/**
 * Ends every session of a user at once (deactivated, password reset), or every one but `keepToken`'s (the user
 * changed their own password in that session).
 */
export async function endSessionsOf(db: Db, userId: number, keepToken?: string): Promise<void> {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepToken ? and(ofUser, ne(sessions.tokenHash, digest(keepToken))) : ofUser);
}
