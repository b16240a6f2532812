import { useMemo } from 'react';

/**
 * The Idempotency-Key of a booking: the same while the patient sends the same details again (a retry after a
 * lost answer must not book twice), a new one once the details change or the booking went through.
 */
export function createSubmissionKey(newKey: () => string = () => crypto.randomUUID()) {
  let current: { details: string; key: string } | undefined;
  return {
    keyFor(details: unknown): string {
      const text = JSON.stringify(details);
      if (current?.details !== text) current = { details: text, key: newKey() };
      return current.key;
    },
    forget(): void {
      current = undefined;
    },
  };
}

export function useSubmissionKey() {
  return useMemo(() => createSubmissionKey(), []);
}
