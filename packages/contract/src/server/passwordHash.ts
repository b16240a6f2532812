// A password hash in its one written form, scrypt:N:r:p:saltHex:keyHex, for both servers and the seed. Each hash
// carries its own cost, so raising the cost for new hashes later leaves every stored one valid.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { PASSWORD_HASH_PATTERN } from '../schemas.ts';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost of a new hash: about 60 ms of one core, slow enough to make guessing a leaked hash expensive. */
const COST: ScryptCost = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;

export interface PasswordHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

export function formatPasswordHash({ cost, salt, key }: PasswordHash): string {
  return `scrypt:${cost.N}:${cost.r}:${cost.p}:${salt.toString('hex')}:${key.toString('hex')}`;
}

/** The parts of a stored hash, or undefined when it is not one a password can be checked against. */
export function parsePasswordHash(stored: string): PasswordHash | undefined {
  if (!PASSWORD_HASH_PATTERN.test(stored)) return undefined;
  const [, n, r, p, saltHex = '', keyHex = ''] = stored.split(':');
  const key = Buffer.from(keyHex, 'hex');
  // An empty key would match every password, so a hash whose key does not decode can never verify.
  if (key.length === 0) return undefined;
  return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt: Buffer.from(saltHex, 'hex'), key };
}

/** Blocks the thread for the whole derivation: for a script, or a process that signs in rarely (the mock). */
export function hashPasswordSync(password: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  return formatPasswordHash({ cost: COST, salt, key: scryptSync(password, salt, KEY_BYTES, COST) });
}

export function verifyPasswordSync(password: string, stored: string): boolean {
  const hash = parsePasswordHash(stored);
  if (!hash) return false;
  return timingSafeEqual(scryptSync(password, hash.salt, hash.key.length, hash.cost), hash.key);
}

/** Runs one derivation when the caller allows, e.g. a queue that keeps hashing off some of the cores. */
export type HashingSchedule = <T>(work: () => Promise<T>) => Promise<T>;

const immediately: HashingSchedule = (work) => work();

/** scrypt on libuv's thread pool, so a server's event loop keeps answering while it runs. */
function derive(password: string, salt: Buffer, length: number, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, length, cost, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(
  password: string,
  { salt = randomBytes(SALT_BYTES), schedule = immediately }: { salt?: Buffer | undefined; schedule?: HashingSchedule } = {},
): Promise<string> {
  const key = await schedule(() => derive(password, salt, KEY_BYTES, COST));
  return formatPasswordHash({ cost: COST, salt, key });
}

export async function verifyPassword(password: string, stored: string, schedule: HashingSchedule = immediately): Promise<boolean> {
  const hash = parsePasswordHash(stored);
  if (!hash) return false;
  const key = await schedule(() => derive(password, hash.salt, hash.key.length, hash.cost));
  return timingSafeEqual(key, hash.key);
}
