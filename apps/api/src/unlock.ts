// `npm run auth:unlock -- <username>`: ends the sign-in waits of one account at once (its counts per account and per
// account and address), for an admin locked out by guesses from many addresses who has no browser the account knows.
// On PGlite stop the server first: its directory serves one process.
import { like, or } from 'drizzle-orm';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';
import { attemptCounters } from './db/schema.ts';

const username = process.argv[2]?.trim().toLowerCase();
if (!username) {
  console.error('Usage: npm run auth:unlock -- <username>');
  process.exit(2);
}
const escaped = username.replace(/[\\%_]/g, (character) => `\\${character}`);
const database = await openDatabase(configFromEnv().database);
try {
  const removed = await database.db
    .delete(attemptCounters)
    .where(or(like(attemptCounters.key, `sign-in:account:${escaped}`), like(attemptCounters.key, `sign-in:account+address:${escaped}\u0001%`)))
    .returning({ key: attemptCounters.key });
  console.log(`${username}: ${removed.length} sign-in count${removed.length === 1 ? '' : 's'} cleared; the account can sign in now.`);
} finally {
  await database.close();
}
