// The waiting-hall board's rules as plain functions: which tokens it shows and which state it is in. Tokens and
// doctors only: a queue as GET /api/queue answers it has no name, phone or reference, and the board asks for none.
import { OPD_QUEUE } from '@hospital/contract';

/** What the board reads of a doctor's queue (`QueueState`). */
export interface QueueBoardQueue {
  nowServing: number | null;
  waiting: readonly { token: number }[];
}

/** One doctor on the board: their name (as the hospital writes it), department, and queue once read. */
export interface QueueBoardDoctor {
  id: number;
  name: string;
  department?: string | undefined;
  /** Undefined until the first answer; kept (the last known) while the connection is lost. */
  queue?: QueueBoardQueue | undefined;
}

/**
 * - `loading`: nothing read yet;
 * - `error`: nothing read and the reading failed;
 * - `reconnecting`: the last known queue is shown while the reading fails;
 * - `ready`: the queue as read (a doctor not read yet shows as nobody called).
 */
export type QueueBoardState = 'loading' | 'error' | 'reconnecting' | 'ready';

export function queueBoardState(doctors: readonly QueueBoardDoctor[], isLoading: boolean, failed: boolean): QueueBoardState {
  const known = doctors.some((doctor) => doctor.queue !== undefined);
  if (failed) return known ? 'reconnecting' : 'error';
  if (isLoading && !known) return 'loading';
  return 'ready';
}

/** The next `count` tokens the doctor's room will call, in that order. */
export function nextTokens(queue: QueueBoardQueue | undefined, count: number = OPD_QUEUE.boardNext): number[] {
  return (queue?.waiting ?? []).slice(0, Math.max(0, count)).map((visit) => visit.token);
}

/** How many wait beyond the tokens shown. */
export function moreWaiting(queue: QueueBoardQueue | undefined, count: number = OPD_QUEUE.boardNext): number {
  return Math.max(0, (queue?.waiting.length ?? 0) - Math.max(0, count));
}
