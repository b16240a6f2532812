import { useCallback, useEffect } from 'react';
import { clearStoredUser, updateStoredUser } from './storedUser.ts';
import { isPasswordChangeRequired, isUnauthorized } from './apiErrorMessage.ts';

/**
 * What every admin call does with a failure: a 401 means the session is gone (expired, signed out elsewhere, or a
 * stored record that was never a real sign-in), so the stored user is cleared, which sends the dashboard to
 * sign-in; a 403 password_change_required means the password is temporary, so the stored user is marked so,
 * which sends every staff screen to the change-password page. Returns whether the error was handled that way.
 */
export function useHandleUnauthorized(): (error: unknown) => boolean {
  return useCallback((error: unknown) => {
    if (isPasswordChangeRequired(error)) {
      updateStoredUser({ mustChangePassword: true });
      return true;
    }
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
