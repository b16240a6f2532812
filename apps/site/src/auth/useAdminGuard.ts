import { useCallback, useEffect } from 'react';
import { clearStoredUser } from './storedUser.ts';
import { isUnauthorized } from './apiErrorMessage.ts';

/**
 * What every admin call does with a failure: a 401 means the session is gone (expired, signed out elsewhere, or a
 * stored record that was never a real sign-in), so the stored user is cleared, which sends the dashboard to
 * sign-in. Returns whether the error was handled that way.
 */
export function useHandleUnauthorized(): (error: unknown) => boolean {
  return useCallback((error: unknown) => {
    if (!isUnauthorized(error)) return false;
    clearStoredUser();
    return true;
  }, []);
}

/** Applies `useHandleUnauthorized` to a query's error. */
export function useUnauthorizedQuery(error: unknown): void {
  const handle = useHandleUnauthorized();
  useEffect(() => {
    if (error) handle(error);
  }, [error, handle]);
}
