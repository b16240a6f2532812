import { STAFF_ROLES, type StaffRole, type User, type UserRole } from '@hospital/contract';

export function isStaffRole(role: UserRole): role is StaffRole {
  return (STAFF_ROLES as readonly UserRole[]).includes(role);
}

const ROLE_ORDER: Record<UserRole, number> = { admin: 0, reception: 1, patient: 2 };

/** The table's order: accounts that may sign in first, then by role (admins first), then by username. */
export function sortStaff(users: readonly User[]): User[] {
  return [...users].sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
      a.username.localeCompare(b.username, 'en'),
  );
}
