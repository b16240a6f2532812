// The throttles' counters in the database, so every instance sees one count and a restart forgets nothing. Each
// attempt is counted before its work by a single statement that both records it and returns the counts, so a burst
// of attempts at once cannot all pass a check made before any was recorded (the rules: the contract's
// rules/throttle.ts).
import { inArray, lt, sql } from 'drizzle-orm';
import { BOOKING_LOOKUP_THROTTLE, BOOKING_THROTTLE, SIGN_IN_THROTTLE, attemptWait, type AttemptLimit } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { attemptCounters } from '../db/schema.ts';

/** An attempt that was counted: how long it must wait (0: go ahead), and what to hand back if it succeeds. */
export interface CountedAttempt {
  waitMs: number;
  limits: AttemptLimit[];
}

export class AttemptThrottle {
  #lastPrune = 0;

  constructor(
    private readonly db: Db,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt against every limit and says whether it may go ahead. */
  async count(limits: AttemptLimit[], now = new Date()): Promise<CountedAttempt> {
    // One order for every statement's row locks (code point order, as #lockedInKeyOrder), so two attempts sharing
    // keys cannot deadlock.
    const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const windowEnded = sql`${attemptCounters.windowStartedAt} <= ${new Date(now.getTime() - this.windowMs)}`;
    const rows = await this.db
      .insert(attemptCounters)
      .values(ordered.map(({ key }) => ({ key, count: 1, windowStartedAt: now })))
      .onConflictDoUpdate({
        target: attemptCounters.key,
        set: {
          count: sql`CASE WHEN ${windowEnded} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${windowEnded} THEN excluded.window_started_at ELSE ${attemptCounters.windowStartedAt} END`,
        },
      })
      .returning();
    const limitOf = new Map(limits.map(({ key, limit }) => [key, limit]));
    const counted = rows.map((row) => ({ count: row.count, startedAt: row.windowStartedAt.getTime(), limit: limitOf.get(row.key)! }));
    await this.#prune(now);
    const waitMs = attemptWait(counted, now.getTime(), this.windowMs);
    // A refused attempt checks nothing, so it is not counted: knocking at a locked door from one address must not
    // add to the account's count and lock it for everyone.
    if (waitMs > 0) await this.#giveBack(limits.map((limit) => limit.key));
    return { waitMs, limits };
  }

  /** The attempt succeeded: its counts are handed back, so what stays counted is the failures. */
  async succeeded({ limits }: CountedAttempt): Promise<void> {
    const forget = limits.filter((limit) => limit.onSuccess === 'forget').map((limit) => limit.key);
    if (forget.length > 0) await this.db.delete(attemptCounters).where(inArray(attemptCounters.key, this.#lockedInKeyOrder(forget)));
    await this.#giveBack(limits.filter((limit) => limit.onSuccess === 'refund').map((limit) => limit.key));
  }

  /** The attempt did nothing after all (a booking refused or replayed): each of its counts is handed back. */
  async handBack({ limits }: CountedAttempt): Promise<void> {
    await this.#giveBack(limits.map((limit) => limit.key));
  }

  async #giveBack(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .update(attemptCounters)
      .set({ count: sql`GREATEST(${attemptCounters.count} - 1, 0)` })
      .where(inArray(attemptCounters.key, this.#lockedInKeyOrder(keys)));
  }

  /**
   * The counters of `keys`, locked in the order of their keys, as `count` locks them: an UPDATE or DELETE with
   * `key IN (…)` alone locks rows in the order it finds them on disk, and two sign-ins at once then deadlocked
   * (PostgreSQL answered one of them 40P01, measured by bench:api at 25 sign-ins a second).
   */
  #lockedInKeyOrder(keys: string[]) {
    return this.db
      .select({ key: attemptCounters.key })
      .from(attemptCounters)
      .where(inArray(attemptCounters.key, keys))
      // By code point, as `count` sorts them, whatever the database's collation.
      .orderBy(sql`${attemptCounters.key} COLLATE "C"`)
      .for('update');
  }

  /**
   * Counters whose window has ended count nothing: dropped now and then, by whichever instance gets there. The
   * throttles share the table, so only what every window has left behind goes (a test's short window keeps the rest).
   */
  async #prune(now: Date): Promise<void> {
    if (now.getTime() - this.#lastPrune < 60_000) return;
    this.#lastPrune = now.getTime();
    const longest = Math.max(this.windowMs, SIGN_IN_THROTTLE.windowMs, BOOKING_LOOKUP_THROTTLE.windowMs, BOOKING_THROTTLE.windowMs);
    await this.db.delete(attemptCounters).where(lt(attemptCounters.windowStartedAt, new Date(now.getTime() - longest)));
  }
}
