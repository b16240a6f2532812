// Failed sign-ins are counted per username *and* address: someone elsewhere guessing the admin's
// password cannot lock the admin out, while one address cannot keep guessing.
export const MAX_FAILED_SIGN_INS = 6;
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
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

  /** Milliseconds until this username may try again from this address; 0 when it may now. */
  retryAfterMs(username: string, address: string): number {
    const recent = this.#recent(keyOf(username, address));
    if (recent.length < MAX_FAILED_SIGN_INS) return 0;
    const oldestCounted = recent[recent.length - MAX_FAILED_SIGN_INS]!;
    return Math.max(0, oldestCounted + this.windowMs - this.now());
  }

  recordFailure(username: string, address: string): void {
    const key = keyOf(username, address);
    this.#failures.set(key, [...this.#recent(key), this.now()]);
  }

  recordSuccess(username: string, address: string): void {
    this.#failures.delete(keyOf(username, address));
  }
}

function keyOf(username: string, address: string): string {
  return `${username.trim().toLowerCase()}\u0000${address}`;
}
