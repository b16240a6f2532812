import { describe, expect, it } from 'vitest';
import { hashingQueue } from './hashingQueue.ts';

describe('the hashing queue', () => {
  it('runs at most the limit at once, in arrival order, and passes results and errors through', async () => {
    const run = hashingQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => () =>
      new Promise<number>((done) => {
        running++;
        most = Math.max(most, running);
        order.push(n);
        setTimeout(() => {
          running--;
          done(n);
        }, 5);
      });
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => run(job(n))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve('after'))).toBe('after');
  });
});
