// The testimonials strip's motion: it starts after 1 s, moves 1 px every 50 ms, pauses
// while hovered (and, beyond the spec, while it has keyboard focus), loops to the start at the end, and does
// not move at all for people who ask their system for reduced motion. Pure rules and a clock to inject, so
// tests drive time by hand.

export const TESTIMONIAL_STRIP = {
  startDelayMs: 1000,
  stepIntervalMs: 50,
  stepPx: 1,
  cardWidthPx: 380,
} as const;

/** The next scroll position: one step on, or back to the start once the end is reached. */
export function nextScrollLeft(scrollLeft: number, maxScrollLeft: number, stepPx: number = TESTIMONIAL_STRIP.stepPx): number {
  if (maxScrollLeft <= 0) return 0;
  // Browsers round scroll positions; within a step of the end counts as the end.
  return scrollLeft + stepPx >= maxScrollLeft + 0.5 || scrollLeft >= maxScrollLeft - 0.5 ? 0 : scrollLeft + stepPx;
}

/** The timer functions the strip uses; the window's by default, a `ManualClock` in tests. */
export interface StripClock {
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  setInterval: (callback: () => void, ms: number) => number;
  clearInterval: (id: number) => void;
}

export const windowClock: StripClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
};

/** A fake clock: timers fire only when `advance` moves time past them, in time order. */
export interface ManualClock extends StripClock {
  advance: (ms: number) => void;
  readonly now: number;
  readonly pending: number;
}

export function createManualClock(): ManualClock {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; callback: () => void }>();
  const add = (callback: () => void, ms: number, repeat: boolean) => {
    const id = nextId++;
    timers.set(id, { at: now + Math.max(0, ms), every: repeat ? Math.max(1, ms) : null, callback });
    return id;
  };
  return {
    setTimeout: (callback, ms) => add(callback, ms, false),
    setInterval: (callback, ms) => add(callback, ms, true),
    clearTimeout: (id) => void timers.delete(id),
    clearInterval: (id) => void timers.delete(id),
    advance(ms) {
      const until = now + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Infinity;
        for (const [id, timer] of timers) {
          if (timer.at <= until && timer.at < dueAt) {
            dueAt = timer.at;
            dueId = id;
          }
        }
        if (dueId === undefined) break;
        const timer = timers.get(dueId)!;
        now = timer.at;
        if (timer.every === null) timers.delete(dueId);
        else timer.at += timer.every;
        timer.callback();
      }
      now = until;
    },
    get now() {
      return now;
    },
    get pending() {
      return timers.size;
    },
  };
}

export interface AutoScrollTarget {
  scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/**
 * Starts the strip's motion on `target`: after the start delay, one step per interval unless `isPaused()`.
 * Returns a stop function. With reduced motion nothing is scheduled at all.
 */
export function startAutoScroll(
  target: AutoScrollTarget,
  options: { clock?: StripClock; isPaused: () => boolean; reducedMotion: boolean },
): () => void {
  if (options.reducedMotion) return () => undefined;
  const clock = options.clock ?? windowClock;
  let interval: number | undefined;
  const timeout = clock.setTimeout(() => {
    interval = clock.setInterval(() => {
      if (options.isPaused()) return;
      target.scrollLeft = nextScrollLeft(target.scrollLeft, target.scrollWidth - target.clientWidth);
    }, TESTIMONIAL_STRIP.stepIntervalMs);
  }, TESTIMONIAL_STRIP.startDelayMs);
  return () => {
    clock.clearTimeout(timeout);
    if (interval !== undefined) clock.clearInterval(interval);
  };
}
