// Browsers that signed in to an account before. The cookie holds a random id; the table holds its SHA-256 and the
// account, so a copy of the table names no browser. A sign-in from a known browser is throttled on that browser's
// own count (the contract's signInLimits), so a stranger's guesses at the account cannot lock its people out.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { KNOWN_DEVICE } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { knownDevices, users } from '../db/schema.ts';

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

/** The stored hash of this browser's id when it is known to the account named `username`, else undefined. */
export async function knownDeviceFor(db: Db, cookie: string | undefined, username: string, now = new Date()): Promise<string | undefined> {
  if (!cookie || cookie.length > 200) return undefined;
  const idHash = digest(cookie);
  const [row] = await db
    .select({ idHash: knownDevices.idHash, username: users.username, lastUsedAt: knownDevices.lastUsedAt })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(eq(knownDevices.idHash, idHash))
    .limit(1);
  if (!row || row.username !== username.trim() || row.lastUsedAt.getTime() <= now.getTime() - KNOWN_DEVICE.maxAgeMs) return undefined;
  return row.idHash;
}

/**
 * After a sign-in: the id this browser keeps for the account. A browser already known to it keeps its id (its use
 * is noted); any other gets a new one, and ids unused for a year are dropped.
 */
export async function rememberDevice(db: Db, userId: number, cookie: string | undefined, now = new Date()): Promise<string> {
  if (cookie && cookie.length <= 200) {
    const [kept] = await db
      .update(knownDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(knownDevices.idHash, digest(cookie)), eq(knownDevices.userId, userId)))
      .returning({ idHash: knownDevices.idHash });
    if (kept) return cookie;
  }
  const id = randomBytes(32).toString('base64url');
  await db.insert(knownDevices).values({ idHash: digest(id), userId, createdAt: now, lastUsedAt: now });
  await db.delete(knownDevices).where(lt(knownDevices.lastUsedAt, new Date(now.getTime() - KNOWN_DEVICE.maxAgeMs)));
  return id;
}
