import { describe, expect, it } from 'vitest';
import type { User } from '@hospital/contract';
import { isStaffRole, sortStaff } from './staffRows.ts';

const user = (id: number, username: string, role: User['role'], active = true): User => ({
  id,
  username,
  displayName: username,
  role,
  active,
  mustChangePassword: false,
  lastSignInAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('sortStaff', () => {
  it('lists active accounts first, admins before reception before patients, then by username', () => {
    const sorted = sortStaff([
      user(1, 'zara', 'reception'),
      user(2, 'old.admin', 'admin', false),
      user(3, 'patient', 'patient'),
      user(4, 'admin', 'admin'),
      user(5, 'anil', 'reception'),
    ]);
    expect(sorted.map((u) => u.username)).toEqual(['admin', 'anil', 'zara', 'patient', 'old.admin']);
  });

  it('leaves the given list as it was', () => {
    const list = [user(1, 'b', 'admin'), user(2, 'a', 'admin')];
    sortStaff(list);
    expect(list.map((u) => u.id)).toEqual([1, 2]);
  });
});

describe('isStaffRole', () => {
  it('is true for admin and reception only', () => {
    expect(['admin', 'reception', 'patient'].map((role) => isStaffRole(role as User['role']))).toEqual([true, true, false]);
  });
});
