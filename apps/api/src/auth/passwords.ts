// scrypt off the event loop: Node runs it on the libuv thread pool, so a burst of sign-ins never stalls the
// requests of patients browsing the site. The queue keeps a core free of hashing for them.
import { hashPassword as hashOnPool, verifyPassword as verifyOnPool } from '@hospital/contract/server';
import { hashingQueue } from './hashingQueue.ts';

const queue = hashingQueue();

export function hashPassword(password: string, salt?: Buffer): Promise<string> {
  return hashOnPool(password, { salt, schedule: queue });
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifyOnPool(password, stored, queue);
}

let decoy: Promise<string> | undefined;
/** Checked against when the username is unknown, so the answer takes as long as for a real user. */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
