// The password the server makes for a new staff account or a reset: an admin reads it out or copies it once, and
// the account must choose its own at the first sign-in (mustChangePassword).
import { randomInt } from 'node:crypto';

/** Lower-case letters and digits without the ones read alike (0 and o, 1 and l and i): 31 signs, ~5 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** 20 signs from crypto randomness in four groups (`k7mpq-x3vzt-...`): about 99 bits, easy to read aloud. */
export function newTemporaryPassword(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group++) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index++) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}
