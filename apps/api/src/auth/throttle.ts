// Throttles that count failures in the database, so that every instance sees the same count and a restart forgets
// nothing. The sign-in throttle has three limits over one window: an account at one address (a forgetful admin, or
// one guesser), one address over all accounts (a spray across usernames) and one account over all addresses (a
// distributed guess, capped high enough that a stranger cannot lock the real admin out from one address). The
// booking look-up throttle has one: look-ups that found nothing, per address, so references cannot be guessed.
import { and, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BOOKING_LOOKUP_THROTTLE, SIGN_IN_THROTTLE } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { bookingLookupMisses, loginFailures } from '../db/schema.ts';

/** One group of failures (rows matching `rows`) and how many of them the window allows before a wait. */
export interface FailureLimit {
  rows: SQL;
  limit: number;
}

/** A table of failures, each row stamped with its time `at`: counted per group over a window, pruned as it goes. */
class FailureLog {
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly table: PgTable,
    private readonly at: PgColumn,
    private readonly windowMs: number,
    /** How long rows are kept: the contract's window at least, so a shorter test window loses nothing. */
    private readonly keepMs: number,
  ) {}

  /** How long until every limit allows another try; 0 when one may try now. */
  async retryAfterMs(limits: FailureLimit[], now: Date): Promise<number> {
    const since = new Date(now.getTime() - this.windowMs);
    const recent = gt(this.at, since);
    // One round trip for every group's count, on every try; the wait is worked out only when a limit is reached.
    const columns = Object.fromEntries(limits.map(({ rows }, index) => [`group${index}`, sql<number>`count(*) FILTER (WHERE ${rows})`.mapWith(Number)]));
    const [counts] = await this.db
      .select(columns)
      .from(this.table)
      .where(and(or(...limits.map(({ rows }) => rows)), recent));
    let wait = 0;
    for (const [index, { rows, limit }] of limits.entries()) {
      if (((counts?.[`group${index}`] as number | undefined) ?? 0) < limit) continue;
      // Trying is allowed again once the limit-th most recent failure leaves the window.
      const [edge] = await this.db
        .select({ at: this.at })
        .from(this.table)
        .where(and(rows, recent))
        .orderBy(desc(this.at))
        .offset(limit - 1)
        .limit(1);
      if (edge) wait = Math.max(wait, (edge.at as Date).getTime() + this.windowMs - now.getTime());
    }
    return Math.max(0, wait);
  }

  async record(values: Record<string, unknown>, now: Date): Promise<void> {
    await this.db.insert(this.table).values({ ...values, at: now } as never);
    if (now.getTime() - this.#lastPrune > 60_000) {
      this.#lastPrune = now.getTime();
      await this.db.delete(this.table).where(lt(this.at, new Date(now.getTime() - Math.max(this.windowMs, this.keepMs))));
    }
  }
}

export class SignInThrottle {
  readonly #failures: FailureLog;

  constructor(
    private readonly db: Db,
    windowMs: number = SIGN_IN_THROTTLE.windowMs,
  ) {
    this.#failures = new FailureLog(db, loginFailures, loginFailures.at, windowMs, SIGN_IN_THROTTLE.windowMs);
  }

  /** How long this username at this address must wait before trying again; 0 when it may try now. */
  retryAfterMs(username: string, address: string, now = new Date()): Promise<number> {
    const sameAccount = eq(loginFailures.username, username);
    const sameAddress = eq(loginFailures.address, address);
    return this.#failures.retryAfterMs(
      [
        { rows: and(sameAccount, sameAddress)!, limit: SIGN_IN_THROTTLE.perAccountAndAddress },
        { rows: sameAddress, limit: SIGN_IN_THROTTLE.perAddress },
        { rows: sameAccount, limit: SIGN_IN_THROTTLE.perAccount },
      ],
      now,
    );
  }

  recordFailure(username: string, address: string, now = new Date()): Promise<void> {
    return this.#failures.record({ username, address }, now);
  }

  /** A right password clears that account's failures at that address (a typo an hour ago is forgiven). */
  async recordSuccess(username: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
  }
}

/**
 * Look-ups, cancels and moves of a patient's booking whose reference and contact found nothing, per address. A
 * look-up that finds its booking clears nothing: one real booking must not buy an address more guesses.
 */
export class BookingLookupThrottle {
  readonly #misses: FailureLog;

  constructor(db: Db, windowMs: number = BOOKING_LOOKUP_THROTTLE.windowMs) {
    this.#misses = new FailureLog(db, bookingLookupMisses, bookingLookupMisses.at, windowMs, BOOKING_LOOKUP_THROTTLE.windowMs);
  }

  retryAfterMs(address: string, now = new Date()): Promise<number> {
    return this.#misses.retryAfterMs([{ rows: eq(bookingLookupMisses.address, address), limit: BOOKING_LOOKUP_THROTTLE.perAddress }], now);
  }

  recordMiss(address: string, now = new Date()): Promise<void> {
    return this.#misses.record({ address }, now);
  }
}
