import { describe, expect, it } from 'vitest';
import { moreWaiting, nextTokens, queueBoardState, type QueueBoardDoctor } from './queueBoard.ts';

const queue = { nowServing: 4, waiting: [5, 7, 6, 9, 10, 11, 12, 13].map((token) => ({ token })) };
const doctor = (over: Partial<QueueBoardDoctor> = {}): QueueBoardDoctor => ({ id: 1, name: 'Dr. Asha Verma', ...over });

describe('nextTokens', () => {
  it('takes the first tokens in calling order, six by default', () => {
    expect(nextTokens(queue)).toEqual([5, 7, 6, 9, 10, 11]);
    expect(nextTokens(queue, 2)).toEqual([5, 7]);
  });
  it('is empty before the queue is read, and for a count below one', () => {
    expect(nextTokens(undefined)).toEqual([]);
    expect(nextTokens(queue, 0)).toEqual([]);
    expect(nextTokens(queue, -3)).toEqual([]);
  });
});

describe('moreWaiting', () => {
  it('counts those beyond the tokens shown', () => {
    expect(moreWaiting(queue)).toBe(2);
    expect(moreWaiting(queue, 8)).toBe(0);
    expect(moreWaiting(queue, 20)).toBe(0);
    expect(moreWaiting(undefined)).toBe(0);
  });
});

describe('queueBoardState', () => {
  it('loads until a queue is known', () => {
    expect(queueBoardState([doctor()], true, false)).toBe('loading');
    expect(queueBoardState([doctor({ queue })], true, false)).toBe('ready');
  });
  it('keeps the last known queue while it reconnects', () => {
    expect(queueBoardState([doctor({ queue }), doctor({ id: 2 })], false, true)).toBe('reconnecting');
    expect(queueBoardState([doctor()], false, true)).toBe('error');
  });
  it('is ready with nothing read once loading is over (nobody called)', () => {
    expect(queueBoardState([doctor()], false, false)).toBe('ready');
    expect(queueBoardState([], false, false)).toBe('ready');
  });
});
