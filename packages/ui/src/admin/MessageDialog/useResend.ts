import { useState } from 'react';
import type { Message } from '@hospital/contract';

/** What a resend is doing: which messages are on their way again, and the last refusal's words. */
export interface ResendState {
  /** The ids whose resend is under way: their buttons show busy. */
  pending: ReadonlySet<number>;
  /** The last resend's failure, as the callback's error said it (the site passes the server's words); null after a success. */
  error: string | null;
  resend: (message: Message) => Promise<void>;
}

/**
 * Sends a failed message again through the caller's `onResend` and keeps its state: the button busy while it runs,
 * the refusal (a rejected promise) said in words rather than thrown.
 */
export function useResend(onResend: ((message: Message) => Promise<unknown>) | undefined): ResendState {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const resend = async (message: Message) => {
    if (!onResend) return;
    setPending((current) => new Set(current).add(message.id));
    setError(null);
    try {
      await onResend(message);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The message could not be sent again. Please try again.');
    } finally {
      setPending((current) => {
        const copy = new Set(current);
        copy.delete(message.id);
        return copy;
      });
    }
  };
  return { pending, error, resend };
}
