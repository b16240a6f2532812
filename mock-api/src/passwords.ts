// The mock serves development and tests, where blocking its one thread for a sign-in's hash costs nothing;
// apps/api hashes off the event loop instead.
import { hashPasswordSync, verifyPasswordSync } from '@hospital/contract/server';

export { verifyPasswordSync as verifyPassword };

/** Checked against when the username is unknown, so the answer takes as long as for a real user. */
export const DECOY_HASH = hashPasswordSync('decoy-password-never-matches');
