// The throttles' counters in memory (a restart forgets them; the production server keeps them in its database).
// The rules, what counts against what and for how long, are the contract's (rules/throttle.ts).
import { attemptWait, nextAttemptWindow, type AttemptLimit, type AttemptWindow } from '@hospital/contract';

export interface CountedAttempt {
  waitMs: number;
  limits: AttemptLimit[];
}

export class AttemptCounters {
  readonly #windows = new Map<string, AttemptWindow>();
  #lastPrune = 0;

  constructor(
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt against every limit and says whether it may go ahead. */
  count(limits: AttemptLimit[]): CountedAttempt {
    const now = this.now();
    this.#prune(now);
    const counted = limits.map(({ key, limit }) => {
      const window = nextAttemptWindow(this.#windows.get(key), now, this.windowMs);
      this.#windows.set(key, window);
      return { ...window, limit };
    });
    const waitMs = attemptWait(counted, now, this.windowMs);
    // A refused attempt checks nothing, so it is not counted (as on the production server).
    if (waitMs > 0) for (const { key } of limits) this.#giveBack(key);
    return { waitMs, limits };
  }

  /** The attempt succeeded: its counts are handed back, so what stays counted is the failures. */
  succeeded({ limits }: CountedAttempt): void {
    for (const { key, onSuccess } of limits) {
      if (onSuccess === 'forget') this.#windows.delete(key);
      else this.#giveBack(key);
    }
  }

  /** The attempt did nothing after all (a booking refused or replayed): each of its counts is handed back. */
  handBack({ limits }: CountedAttempt): void {
    for (const { key } of limits) this.#giveBack(key);
  }

  #giveBack(key: string): void {
    const window = this.#windows.get(key);
    if (window) this.#windows.set(key, { ...window, count: Math.max(0, window.count - 1) });
  }

  #prune(now: number): void {
    if (now - this.#lastPrune < 60_000) return;
    this.#lastPrune = now;
    for (const [key, window] of this.#windows) if (window.startedAt <= now - this.windowMs) this.#windows.delete(key);
  }
}
