// Sessions and the browsers an account knows, alike on both servers.

/** Sessions end after this long without a request, and after this long whatever happens. */
export const SESSION_LIMITS = { idleMs: 30 * 60_000, absoluteMs: 8 * 60 * 60_000 } as const;

/**
 * A browser that signed in to an account gets a known-device cookie for it (a random id; the server keeps its
 * hash). Its sign-ins are throttled on their own (SIGN_IN_THROTTLE.perKnownDevice), so guesses at the account from
 * elsewhere cannot lock the account's own people out of the browsers they use.
 */
export const KNOWN_DEVICE = { cookie: 'hospital_device', maxAgeMs: 365 * 24 * 60 * 60_000 } as const;

/**
 * What a password chosen by a person must be: long enough that guessing is hopeless (NIST SP 800-63B asks for
 * length, not character classes). The servers also refuse one that is easy to guess (FIELD_CODES.weakPassword,
 * server/passwordStrength.ts), with dictionaries too large to send to the browser.
 * In the rules, not beside the password's schema: the Hindi texts that say it load no zod.
 */
export const PASSWORD_RULES = { minLength: 12, maxLength: 200 } as const;
