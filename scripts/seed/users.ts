import type { StoredUser } from '@hospital/contract';
import { hospitalInstant as ist } from '@hospital/contract';
import { hashPasswordSync } from '@hospital/contract/server';
import { Rng } from './random.ts';

export function makeUsers(): StoredUser[] {
  // Salts come from the seeded PRNG only so the file is reproducible. That is acceptable
  // because these are the published demo credentials; accounts created through the API
  // must use crypto.randomBytes.
  const rng = new Rng('users');
  return [
    { id: 1, username: 'admin', passwordHash: hashPasswordSync('admin123', rng.bytes(16)), role: 'admin', createdAt: ist('2026-01-12', '10:00') },
    { id: 2, username: 'patient', passwordHash: hashPasswordSync('patient123', rng.bytes(16)), role: 'patient', createdAt: ist('2026-09-18', '15:42') },
  ];
}
