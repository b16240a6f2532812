import type { UserRole } from '@hospital/contract';

/** The words the Staff tab's table writes itself. */
export interface StaffTableTexts {
  /** The table's name for screen readers (the tab already shows it). */
  caption: string;
  addStaff: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  username: string;
  displayName: string;
  role: string;
  status: string;
  lastSignIn: string;
  actions: string;
  /** Each role as staff read it. */
  roles: Record<UserRole, string>;
  active: string;
  deactivated: string;
  /** Beside the status of an account whose temporary password is still unchanged. */
  mustChangePassword: string;
  /** Instead of a date, for an account nobody has signed in to. */
  never: string;
  /** After the signed-in admin's own username. */
  you: string;
  /** The row menu's accessible name: "Actions for sunita.verma". */
  actionsFor: (username: string) => string;
  /** "Change role to Reception". */
  changeRoleTo: (role: string) => string;
  deactivate: string;
  reactivate: string;
  resetPassword: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    staffTable: StaffTableTexts;
  }
}

export const STAFF_TABLE_TEXTS: StaffTableTexts = {
  caption: 'Staff accounts',
  addStaff: 'Add Staff Account',
  loading: 'Loading staff accounts...',
  empty: 'No staff accounts yet',
  error: 'Failed to load staff accounts. Please try again later.',
  retry: 'Try again',
  username: 'Username',
  displayName: 'Name',
  role: 'Role',
  status: 'Status',
  lastSignIn: 'Last sign-in',
  actions: 'Actions',
  roles: { admin: 'Admin', reception: 'Reception', patient: 'Patient' },
  active: 'Active',
  deactivated: 'Deactivated',
  mustChangePassword: 'Temporary password',
  never: 'Never',
  you: '(you)',
  actionsFor: (username) => `Actions for ${username}`,
  changeRoleTo: (role) => `Change role to ${role}`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  resetPassword: 'Reset password',
};
