import type { StoredUser } from '@hospital/contract';
import { hospitalInstant as ist } from '@hospital/contract';
import { DEMO_ACCOUNTS, hashPasswordSync } from '@hospital/contract/server';
import { Rng } from './random.ts';

/** The demo's password of `username` (DEMO_ACCOUNTS, which the sign-in page shows). */
function demoPassword(username: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username);
  if (!account) throw new Error(`no demo account ${username}`);
  return account.password;
}

export function makeUsers(): StoredUser[] {
  // Salts come from the seeded PRNG only so the file is reproducible. That is acceptable
  // because these are the published demo credentials; accounts created through the API
  // must use crypto.randomBytes. One stream, in id order: a new account is added last, so
  // the earlier accounts keep their hashes.
  const rng = new Rng('users');
  const account = (id: number, username: string, displayName: string, role: StoredUser['role'], createdAt: string): StoredUser => ({
    id,
    username,
    displayName,
    passwordHash: hashPasswordSync(demoPassword(username), rng.bytes(16)),
    role,
    active: true,
    mustChangePassword: false,
    lastSignInAt: null,
    createdAt,
  });
  return [
    account(1, 'admin', 'Hospital Administrator', 'admin', ist('2026-01-12', '10:00')),
    account(2, 'patient', 'Demo Patient', 'patient', ist('2026-09-18', '15:42')),
    account(3, 'reception', 'Front Desk', 'reception', ist('2026-01-12', '10:30')),
  ];
}
