// The stored user: the login response kept in localStorage under `user`. It only decides
// what the browser shows; the server checks the session cookie on every admin call, so a forged record gets
// nothing but a 401, which clears it (see useAdminGuard).
import { useSyncExternalStore } from 'react';
import { STAFF_ROLES, STORED_USER_KEY, userSchema, type StaffRole, type User, type UserRole } from '@hospital/contract';

/** The part of `Storage` this module uses, so tests can pass a plain object. */
export type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The record in `text`, if it is a whole user record; anything else (bad JSON, missing fields) is no user. */
export function parseStoredUser(text: string | null): User | null {
  if (text === null) return null;
  try {
    const result = userSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Whether the stored record is an admin's: the one role that sees every tab, staff accounts among them. */
export function isAdminUser(user: User | null): user is User & { role: 'admin' } {
  return user?.role === 'admin';
}

/** Whether a role is the hospital's staff (admin, reception): the roles let into the admin area. */
export function isStaffRole(role: UserRole): role is StaffRole {
  return (STAFF_ROLES as readonly UserRole[]).includes(role);
}

/**
 * Whether the stored record lets the browser show the admin area: staff only, never a patient. A staff user whose
 * `mustChangePassword` is set sees the change-password page first.
 */
export function isStaffUser(user: User | null): user is User & { role: StaffRole } {
  return user !== null && isStaffRole(user.role);
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function defaultStorage(): UserStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be switched off (some private modes); then nobody is signed in.
    return null;
  }
}

export function readStoredUser(storage: UserStorage | null = defaultStorage()): User | null {
  return parseStoredUser(storage?.getItem(STORED_USER_KEY) ?? null);
}

/** Keeps only the user record's own fields, so nothing else the server might add (never a password) is stored. */
export function storeUser(user: User, storage: UserStorage | null = defaultStorage()): void {
  storage?.setItem(STORED_USER_KEY, JSON.stringify(userSchema.parse(user)));
  notify();
}

/**
 * Changes fields of the stored record, if there is one: `mustChangePassword` once the server says it must be
 * changed (a 403 password_change_required) or once it has been.
 */
export function updateStoredUser(changes: Partial<User>, storage: UserStorage | null = defaultStorage()): void {
  const user = readStoredUser(storage);
  if (user) storeUser({ ...user, ...changes }, storage);
}

export function clearStoredUser(storage: UserStorage | null = defaultStorage()): void {
  storage?.removeItem(STORED_USER_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out changes this tab's storage too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORED_USER_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The raw text is the snapshot: a string compares by value, so an unchanged record does not re-render. */
const snapshot = () => defaultStorage()?.getItem(STORED_USER_KEY) ?? null;

/** The stored user, kept current when it is stored or cleared here or in another tab. */
export function useStoredUser(): User | null {
  const text = useSyncExternalStore(subscribe, snapshot, () => null);
  return parseStoredUser(text);
}
