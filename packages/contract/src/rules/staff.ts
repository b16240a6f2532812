// Who may call what, and the rules of staff accounts, alike on both servers (each keeps its own transport and store).
import { API_PATHS } from '../paths.ts';
import { FIELD_CODES, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';
import type { StaffRole, UserRole } from '../constants.ts';
import type { StoredUser, UpdateStaffInput, User } from '../schemas/users.ts';

/**
 * Who may call a route: anyone; any signed-in user; the staff (admin or reception: the appointments they work
 * with); admins only (everything else an account changes: the gallery, news, staff accounts, the audit trail,
 * project edits).
 */
export type Access = 'anyone' | 'signedIn' | 'staff' | 'admin';

const ROLES_OF: Record<Exclude<Access, 'anyone' | 'signedIn'>, readonly UserRole[]> = {
  staff: ['admin', 'reception'] satisfies readonly StaffRole[],
  admin: ['admin'],
};

/**
 * Why a request may not go on (401 signInRequired; 403 adminRequired, or passwordChangeRequired for a session that
 * reads as a visitor until its password is changed), or undefined when it may.
 */
export function accessRefusal(
  user: { role: UserRole } | undefined,
  access: Access,
  hold: PasswordChangeHold = 'none',
): 'signInRequired' | 'adminRequired' | 'passwordChangeRequired' | undefined {
  if (access === 'anyone') return undefined;
  if (!user) return hold === 'visitor' ? 'passwordChangeRequired' : 'signInRequired';
  if (access === 'signedIn') return undefined;
  return ROLES_OF[access].includes(user.role) ? undefined : 'adminRequired';
}

/**
 * What a session with a temporary password may still do as itself: see who it is, sign out, choose the new
 * password; and what needs no session at all (signing in again, perhaps as someone else, and the demo's accounts
 * on the sign-in page).
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  `GET ${API_PATHS.me}`,
  `POST ${API_PATHS.logout}`,
  `POST ${API_PATHS.changePassword}`,
  `POST ${API_PATHS.login}`,
  `GET ${API_PATHS.demoAccounts}`,
]);

/**
 * How a session that must change its password takes part in a request: as itself (no hold, or what it may still
 * do); as a visitor, for any other read, so the public site works in the same browser (the doctors, the gallery as
 * anyone sees it) while a staff route answers 403 passwordChangeRequired; or not at all, for any other write (403).
 */
export type PasswordChangeHold = 'none' | 'visitor' | 'refused';

export function passwordChangeHold(user: { mustChangePassword: boolean } | undefined, method: string, path: string): PasswordChangeHold {
  const verb = method.toUpperCase();
  if (!user?.mustChangePassword || !path.startsWith('/api/') || ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${verb} ${path}`)) return 'none';
  return verb === 'GET' || verb === 'HEAD' ? 'visitor' : 'refused';
}

/** A stored account as the API shows it: never its hash. */
export function publicUserOf(user: User | StoredUser): User {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    active: user.active,
    mustChangePassword: user.mustChangePassword,
    lastSignInAt: user.lastSignInAt,
    createdAt: user.createdAt,
  };
}

export interface StaffAccountState {
  id: number;
  role: UserRole;
  active: boolean;
}

/** What an admin's change of an account is refused for, or undefined when it may be made. */
export type StaffChangeRefusal = { kind: 'lastAdmin' } | { kind: 'refused'; problems: FieldProblems };

/**
 * An admin's change of an account (PATCH /api/users/{id}), checked against the account and the ids of every active
 * admin as they are now (on PostgreSQL read under lock, so two admins demoting each other at once cannot both win):
 * - a patient's own account does not become staff here (its password is the patient's own; staff accounts are
 *   created with a temporary one), though it may be deactivated or renamed;
 * - the last active admin can be neither demoted nor deactivated.
 */
export function staffChangeRefusal(target: StaffAccountState, change: UpdateStaffInput, activeAdminIds: readonly number[]): StaffChangeRefusal | undefined {
  if (target.role === 'patient' && change.role !== undefined) {
    return { kind: 'refused', problems: { role: { message: API_MESSAGES.patientAccount, code: FIELD_CODES.patientAccount } } };
  }
  const stopsBeingAdmin = target.role === 'admin' && target.active && ((change.role !== undefined && change.role !== 'admin') || change.active === false);
  if (stopsBeingAdmin && !activeAdminIds.some((id) => id !== target.id)) return { kind: 'lastAdmin' };
  return undefined;
}

/** True when the change takes sign-in away from the account: its sessions end at once. */
export const endsSessions = (before: { active: boolean }, change: UpdateStaffInput): boolean => before.active && change.active === false;

/** The 409 of a username already in use, naming the field. */
export const usernameTakenProblems = (): FieldProblems => ({ username: { message: API_MESSAGES.usernameTaken, code: FIELD_CODES.usernameTaken } });

/** The 400 of a password change whose current password is not right (it counts as a failed sign-in). */
export const wrongPasswordProblems = (): FieldProblems => ({ currentPassword: { message: API_MESSAGES.wrongPassword, code: FIELD_CODES.wrongPassword } });
