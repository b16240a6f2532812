import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, parsePasswordHash, verifyPassword, verifyPasswordSync } from './passwordHash.ts';

/** The seed's demo accounts as db.json stores them: hashes made before this module must keep verifying. */
const STORED = {
  admin123: 'scrypt:16384:8:1:593d97a6275b4df7481ae1afcd14dca4:6b006b17ca7c3abacb9eb014162a7c1b24cc8968f268d71767f4826324f917dc1705ca9f3de66f2fd6104c79f7dc4a080dd9542387304d0abd52a97b9bd63a03',
  patient123: 'scrypt:16384:8:1:d1a850dd683ee08aa425cc8a11fc0f47:90be4bf60ebc5aa7898f9cb20b4177974c764ad487285a16ff7096e4be405e8a3a34925bb02eea507ebda223e2a23de44115a4475ab50c0d6025c20cae354361',
};
const salt = Buffer.from('00112233445566778899aabbccddeeff', 'hex');

describe('password hashes', () => {
  it('are written scrypt:N:r:p:saltHex:keyHex', () => {
    expect(hashPasswordSync('admin123', salt)).toMatch(/^scrypt:16384:8:1:00112233445566778899aabbccddeeff:[0-9a-f]{128}$/);
  });

  it('come out the same from the thread pool as from the blocking call', async () => {
    expect(await hashPassword('admin123', { salt })).toBe(hashPasswordSync('admin123', salt));
  });

  it('take a fresh random salt when given none', () => {
    expect(parsePasswordHash(hashPasswordSync('admin123'))?.salt).not.toEqual(parsePasswordHash(hashPasswordSync('admin123'))?.salt);
  });

  it('verify the hashes already stored, and refuse a wrong password', async () => {
    for (const [password, stored] of Object.entries(STORED)) {
      expect(verifyPasswordSync(password, stored), password).toBe(true);
      expect(await verifyPassword(password, stored), password).toBe(true);
      expect(verifyPasswordSync('wrong-password', stored)).toBe(false);
      expect(await verifyPassword('wrong-password', stored)).toBe(false);
    }
  });

  it('check with the cost written in the hash, so a cheaper, older hash still verifies', async () => {
    const older = `scrypt:1024:8:1:${salt.toString('hex')}:${scryptSync('admin123', salt, 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
    expect(parsePasswordHash(older)).toMatchObject({ cost: { N: 1024, r: 8, p: 1 } });
    expect(verifyPasswordSync('admin123', older)).toBe(true);
    expect(await verifyPassword('admin123', older)).toBe(true);
    expect(verifyPasswordSync('admin1234', older)).toBe(false);
  });

  it('never verify against something that is not a hash', async () => {
    // 'z' decodes to no bytes at all: an empty key must not match every password.
    for (const stored of ['', 'admin123', 'bcrypt:10:abc:def', 'scrypt:16384:8:1::', 'scrypt:16384:8:1:00ff:', 'scrypt:16384:8:1:00ff:z']) {
      expect(verifyPasswordSync('anything', stored), stored).toBe(false);
      expect(await verifyPassword('anything', stored), stored).toBe(false);
    }
  });

  it('run each derivation through the schedule given', async () => {
    let scheduled = 0;
    const schedule = <T>(work: () => Promise<T>): Promise<T> => {
      scheduled++;
      return work();
    };
    const stored = await hashPassword('admin123', { salt, schedule });
    expect(await verifyPassword('admin123', stored, schedule)).toBe(true);
    expect(scheduled).toBe(2);
  });
});
