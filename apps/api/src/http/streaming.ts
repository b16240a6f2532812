// Answers written as they are read from the database: the whole appointments list and the CSV export, a
// batch at a time, so a million rows never sit in this process at once.
import type { Logger } from 'pino';
import { databaseErrorSummary } from '../db/errors.ts';

/**
 * A body made of `parts`, each read only when the client has taken the one before (the stream's pull): a slow
 * download holds one batch, not the whole answer. A failure after the first bytes cannot become an error status, so
 * it is logged and the stream errors: the server drops the connection and the client sees a cut answer, never one
 * that looks whole. A client that goes away ends the reading.
 */
export function pulledBody(parts: AsyncIterator<string>, log: Logger, path: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const part = await parts.next();
        if (part.done) controller.close();
        else controller.enqueue(encoder.encode(part.value));
      } catch (error) {
        // Never the error itself: a database error's message carries the query's values.
        log.error({ ...databaseErrorSummary(error), method: 'GET', path }, 'streamed answer failed');
        controller.error(error);
      }
    },
    async cancel() {
      await parts.return?.();
    },
  });
}

/** The parts of a JSON array, its items written by `write`: `[`, the items a batch at a time, `]`. */
export async function* jsonArrayParts<T>(batches: AsyncIterable<T[]>, write: (item: T) => string = (item) => JSON.stringify(item)): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield (first ? '' : ',') + batch.map(write).join(',');
    first = false;
  }
  yield ']';
}

/**
 * `source` with its first item already read: a route awaits this before it answers, so a query that fails at once
 * is the API's 500 with its error body, and only a failure further on has to cut the stream.
 */
export async function primed<T>(source: AsyncIterator<T>): Promise<AsyncIterable<T>> {
  const first = await source.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
      } finally {
        await source.return?.();
      }
    },
  };
}
