// Booking references: what a patient reads aloud on the phone, types on the manage page, and the hospital files by.

/** Crockford's base 32: digits and letters without I, L, O and U, so nothing reads as something else. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'CCH';
/** Eight characters of five bits each: 40 random bits, a trillion possible references. */
const LENGTH = 8;

export const BOOKING_REFERENCE_PATTERN = /^CCH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
export const BOOKING_REFERENCE_HINT = 'Enter the booking reference, e.g. CCH-7K4Q-M2XD';

/** Web Crypto, in browsers and in Node alike; declared here because the contract compiles without DOM or Node types. */
declare const crypto: { getRandomValues(bytes: Uint8Array): Uint8Array };

/** A new reference from 40 bits of the platform's cryptographic randomness; `random` is for tests and the seed. */
export function newBookingReference(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(LENGTH));
  // One byte per character, its low five bits: 256 is a multiple of 32, so every character is equally likely.
  const characters = [...bytes].map((byte) => ALPHABET[byte & 31]).join('');
  return `${PREFIX}-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/**
 * The written form of a reference as a person typed it, or undefined when it cannot be one: case, spaces and
 * dashes do not matter, the prefix may be left out, and I or L read as 1 and O as 0 (Crockford's rule).
 */
export function normalizeBookingReference(input: string): string | undefined {
  let characters = input.toUpperCase().replace(/[\s-]/g, '');
  if (characters.startsWith(PREFIX) && characters.length === PREFIX.length + LENGTH) characters = characters.slice(PREFIX.length);
  characters = characters.replace(/[IL]/g, '1').replace(/O/g, '0');
  if (characters.length !== LENGTH || [...characters].some((character) => !ALPHABET.includes(character))) return undefined;
  return `${PREFIX}-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
