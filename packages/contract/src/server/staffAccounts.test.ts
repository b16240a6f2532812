// The rules of staff accounts both servers apply: the temporary password, who may call
// what, the temporary password's gate, and the last active admin.
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../paths.ts';
import { accessRefusal, passwordChangeHold, publicUserOf, staffChangeRefusal } from '../rules/staff.ts';
import { changePasswordSchema, createStaffSchema, type StoredUser } from '../schemas.ts';
import { newTemporaryPassword } from './temporaryPassword.ts';

describe('a temporary password', () => {
  it('has 16 or more signs from an alphabet without 0, O, 1 or l, new each time', () => {
    const made = Array.from({ length: 200 }, newTemporaryPassword);
    for (const password of made) {
      expect(password.replace(/-/g, '').length).toBeGreaterThanOrEqual(16);
      expect(password).toMatch(/^[a-z2-9-]+$/);
      expect(password).not.toMatch(/[0Ol1io]/);
      expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: password }).success).toBe(true);
    }
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('who may call what', () => {
  const as = (role: 'admin' | 'reception' | 'patient') => ({ role });
  it('lets admins everywhere, reception to the staff routes, patients to their own session', () => {
    expect(accessRefusal(undefined, 'anyone')).toBeUndefined();
    for (const access of ['signedIn', 'staff', 'admin'] as const) expect(accessRefusal(undefined, access)).toBe('signInRequired');
    expect(accessRefusal(as('admin'), 'admin')).toBeUndefined();
    expect(accessRefusal(as('reception'), 'staff')).toBeUndefined();
    expect(accessRefusal(as('reception'), 'admin')).toBe('adminRequired');
    expect(accessRefusal(as('patient'), 'staff')).toBe('adminRequired');
    expect(accessRefusal(as('patient'), 'signedIn')).toBeUndefined();
  });

  it('holds a temporary password to who am I, sign-out and the new password', () => {
    const held = { mustChangePassword: true };
    expect(passwordChangeHold(held, 'GET', API_PATHS.me)).toBe('none');
    expect(passwordChangeHold(held, 'post', API_PATHS.logout)).toBe('none');
    expect(passwordChangeHold(held, 'POST', API_PATHS.changePassword)).toBe('none');
    expect(passwordChangeHold(held, 'GET', API_PATHS.appointments)).toBe('visitor');
    expect(passwordChangeHold(held, 'GET', API_PATHS.changePassword)).toBe('visitor');
    expect(passwordChangeHold(held, 'HEAD', '/api/auth/me/')).toBe('visitor');
    expect(passwordChangeHold(held, 'POST', API_PATHS.appointments)).toBe('refused');
    expect(passwordChangeHold(held, 'PATCH', API_PATHS.appointmentStatus(1))).toBe('refused');
    expect(passwordChangeHold({ mustChangePassword: false }, 'POST', API_PATHS.appointments)).toBe('none');
    expect(passwordChangeHold(undefined, 'POST', API_PATHS.appointments)).toBe('none');
    // Read as a visitor, a staff route is refused for the password, not for a missing session.
    expect(accessRefusal(undefined, 'staff', 'visitor')).toBe('passwordChangeRequired');
    expect(accessRefusal(undefined, 'anyone', 'visitor')).toBeUndefined();
    expect(accessRefusal(undefined, 'staff')).toBe('signInRequired');
  });
});

describe('an admin’s change of an account', () => {
  const admin = { id: 1, role: 'admin' as const, active: true };
  it('keeps the last active admin', () => {
    expect(staffChangeRefusal(admin, { role: 'reception' }, [1])).toEqual({ kind: 'lastAdmin' });
    expect(staffChangeRefusal(admin, { active: false }, [1])).toEqual({ kind: 'lastAdmin' });
    expect(staffChangeRefusal(admin, { role: 'admin', displayName: 'Chief' }, [1])).toBeUndefined();
    expect(staffChangeRefusal(admin, { role: 'reception' }, [1, 7])).toBeUndefined();
    // An inactive admin's demotion takes nobody's access away.
    expect(staffChangeRefusal({ ...admin, active: false }, { role: 'reception' }, [7])).toBeUndefined();
  });

  it('does not make a patient’s own account staff', () => {
    const refusal = staffChangeRefusal({ id: 2, role: 'patient', active: true }, { role: 'reception' }, [1]);
    expect(refusal).toMatchObject({ kind: 'refused', problems: { role: { code: 'patient_account' } } });
    expect(staffChangeRefusal({ id: 2, role: 'patient', active: true }, { active: false }, [1])).toBeUndefined();
  });

  it('shows an account without its hash', () => {
    const stored: StoredUser = {
      id: 1,
      username: 'admin',
      displayName: 'Hospital Administrator',
      passwordHash: 'scrypt:1:1:1:aa:bb',
      role: 'admin',
      active: true,
      mustChangePassword: false,
      lastSignInAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(publicUserOf(stored)).not.toHaveProperty('passwordHash');
  });

  it('takes staff usernames in lower case, with . _ - between letters and digits', () => {
    expect(createStaffSchema.parse({ username: ' Sunita.Verma ', displayName: 'Sunita Verma', role: 'reception' }).username).toBe('sunita.verma');
    expect(createStaffSchema.safeParse({ username: 'sunita verma', displayName: 'Sunita Verma', role: 'reception' }).success).toBe(false);
  });
});
