// Failed sign-ins, counted in the database so that every instance sees the same count and a restart forgets
// nothing. Three limits over one window: an account at one address (a forgetful admin, or one guesser), one
// address over all accounts (a spray across usernames) and one account over all addresses (a distributed guess,
// capped high enough that a stranger cannot lock the real admin out from one address).
import { and, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { SIGN_IN_THROTTLE } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

export class SignInThrottle {
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly windowMs: number = SIGN_IN_THROTTLE.windowMs,
  ) {}

  /** How long this username at this address must wait before trying again; 0 when it may try now. */
  async retryAfterMs(username: string, address: string, now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - this.windowMs);
    const sameAccount = eq(loginFailures.username, username);
    const sameAddress = eq(loginFailures.address, address);
    const limits: Array<[SQL, number]> = [
      [and(sameAccount, sameAddress)!, SIGN_IN_THROTTLE.perAccountAndAddress],
      [sameAddress, SIGN_IN_THROTTLE.perAddress],
      [sameAccount, SIGN_IN_THROTTLE.perAccount],
    ];
    // One round trip for the three counts, on every sign-in; the wait is worked out only when a limit is reached.
    const [counts] = await this.db
      .select({
        pair: sql<number>`count(*) FILTER (WHERE ${limits[0]![0]})`.mapWith(Number),
        address: sql<number>`count(*) FILTER (WHERE ${limits[1]![0]})`.mapWith(Number),
        account: sql<number>`count(*) FILTER (WHERE ${limits[2]![0]})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(or(sameAccount, sameAddress), gt(loginFailures.at, since)));
    const reached = [counts?.pair ?? 0, counts?.address ?? 0, counts?.account ?? 0];
    let wait = 0;
    for (const [index, [group, limit]] of limits.entries()) {
      if (reached[index]! < limit) continue;
      // Trying is allowed again once the limit-th most recent failure leaves the window.
      const [edge] = await this.db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(and(group, gt(loginFailures.at, since)))
        .orderBy(desc(loginFailures.at))
        .offset(limit - 1)
        .limit(1);
      if (edge) wait = Math.max(wait, edge.at.getTime() + this.windowMs - now.getTime());
    }
    return Math.max(0, wait);
  }

  async recordFailure(username: string, address: string, now = new Date()): Promise<void> {
    await this.db.insert(loginFailures).values({ username, address, at: now });
    if (now.getTime() - this.#lastPrune > 60_000) {
      this.#lastPrune = now.getTime();
      await this.db.delete(loginFailures).where(lt(loginFailures.at, new Date(now.getTime() - Math.max(this.windowMs, SIGN_IN_THROTTLE.windowMs))));
    }
  }

  /** A right password clears that account's failures at that address (a typo an hour ago is forgiven). */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
  }
}
