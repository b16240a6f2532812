import { describe, expect, it } from 'vitest';
import type { User } from '@hospital/contract';
import {
  clearStoredUser,
  isAdminUser,
  isStaffUser,
  parseStoredUser,
  readStoredUser,
  storeUser,
  updateStoredUser,
  type UserStorage,
} from './storedUser.ts';

const admin: User = {
  id: 1,
  username: 'admin',
  displayName: 'Hospital Administrator',
  role: 'admin',
  active: true,
  mustChangePassword: false,
  lastSignInAt: '2026-11-26T04:15:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const reception: User = { ...admin, id: 2, username: 'reception', displayName: 'Front Desk', role: 'reception' };

function memoryStorage(initial: Record<string, string> = {}): UserStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the stored user', () => {
  it('is stored under "user" as the whole record, and only the record’s own fields', () => {
    const storage = memoryStorage();
    storeUser({ ...admin, passwordHash: 'scrypt:…', password: 'admin123' } as typeof admin, storage);
    expect(JSON.parse(storage.data.get('user')!)).toEqual(admin);
    expect(readStoredUser(storage)).toEqual(admin);
  });

  it('is nobody when missing, not JSON or not a user record (an older record without the new fields too)', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('{"role":"admin"}')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...admin, role: 'superuser' }))).toBeNull();
    expect(parseStoredUser(JSON.stringify({ id: 1, username: 'admin', role: 'admin', createdAt: admin.createdAt }))).toBeNull();
  });

  it('lets staff (admin and reception) into the admin area, and only admins see everything', () => {
    expect([admin, reception, { ...admin, role: 'patient' as const }, null].map(isStaffUser)).toEqual([true, true, false, false]);
    expect([admin, reception, null].map(isAdminUser)).toEqual([true, false, false]);
  });

  it('updates fields of a stored record, and stores nothing when there is none', () => {
    const storage = memoryStorage({ user: JSON.stringify(reception) });
    updateStoredUser({ mustChangePassword: true }, storage);
    expect(readStoredUser(storage)).toEqual({ ...reception, mustChangePassword: true });
    const empty = memoryStorage();
    updateStoredUser({ mustChangePassword: true }, empty);
    expect(empty.data.size).toBe(0);
  });

  it('is gone after clearing', () => {
    const storage = memoryStorage({ user: JSON.stringify(admin) });
    clearStoredUser(storage);
    expect(storage.data.has('user')).toBe(false);
  });
});
