// Failures counted in memory over a sliding window, per key. Failed sign-ins are keyed by username *and* address:
// someone elsewhere guessing the admin's password cannot lock the admin out, while one address cannot keep
// guessing. Booking look-ups that found nothing are keyed by address alone.
export const MAX_FAILED_SIGN_INS = 6;
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;

export class FailureThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = DEFAULT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  #recent(key: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > cutoff);
    if (recent.length > 0) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  /** Milliseconds until this key may try again; 0 when it may now. */
  retryAfterMs(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.limit) return 0;
    const oldestCounted = recent[recent.length - this.limit]!;
    return Math.max(0, oldestCounted + this.windowMs - this.now());
  }

  recordFailure(key: string): void {
    this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  clear(key: string): void {
    this.#failures.delete(key);
  }
}

export class LoginThrottle {
  readonly #failures: FailureThrottle;

  constructor(windowMs = DEFAULT_WINDOW_MS, now: () => number = Date.now) {
    this.#failures = new FailureThrottle(MAX_FAILED_SIGN_INS, windowMs, now);
  }

  /** Milliseconds until this username may try again from this address; 0 when it may now. */
  retryAfterMs(username: string, address: string): number {
    return this.#failures.retryAfterMs(keyOf(username, address));
  }

  recordFailure(username: string, address: string): void {
    this.#failures.recordFailure(keyOf(username, address));
  }

  recordSuccess(username: string, address: string): void {
    this.#failures.clear(keyOf(username, address));
  }
}

function keyOf(username: string, address: string): string {
  return `${username.trim().toLowerCase()}\u0000${address}`;
}
