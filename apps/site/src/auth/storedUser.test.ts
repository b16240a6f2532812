import { describe, expect, it } from 'vitest';
import { clearStoredUser, isAdminUser, parseStoredUser, readStoredUser, storeUser, type UserStorage } from './storedUser.ts';

const admin = { id: 1, username: 'admin', role: 'admin', createdAt: '2026-01-01T00:00:00.000Z' } as const;

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
  it('is stored under "user" with only the record’s own fields', () => {
    const storage = memoryStorage();
    storeUser({ ...admin, passwordHash: 'scrypt:…', password: 'admin123' } as typeof admin, storage);
    expect(JSON.parse(storage.data.get('user')!)).toEqual(admin);
    expect(readStoredUser(storage)).toEqual(admin);
  });

  it('is nobody when missing, not JSON or not a user record', () => {
    expect(readStoredUser(memoryStorage())).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('{"role":"admin"}')).toBeNull();
    expect(parseStoredUser(JSON.stringify({ ...admin, role: 'superuser' }))).toBeNull();
  });

  it('lets only the admin role into the admin area', () => {
    expect(isAdminUser(admin)).toBe(true);
    expect(isAdminUser({ ...admin, role: 'patient' })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('is gone after clearing', () => {
    const storage = memoryStorage({ user: JSON.stringify(admin) });
    clearStoredUser(storage);
    expect(storage.data.has('user')).toBe(false);
  });
});
