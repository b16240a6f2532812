import { availableParallelism } from 'node:os';

/**
 * Runs at most `limit` password hashes at once and queues the rest. scrypt takes about 60 ms of a core here; 25
 * sign-ins a second on unbounded threads would take every core from the patients' requests. Leaving one core
 * free keeps the site answering while sign-ins wait their turn.
 */
export function hashingQueue(limit = Math.max(1, availableParallelism() - 1)) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((start) => waiting.push(start));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
