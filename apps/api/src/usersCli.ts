// Staff accounts from the command line, for the operator (the first admin of a new hospital, an admin locked out of
// their password):
//   npm run users:create -- --username NAME --role admin|reception [--display-name "..."]
//   npm run users:reset-password -- --username NAME
// The new password is read from standard input when it is not a terminal (`printf 'pw\n' | npm run ...`), else asked
// for twice without echo; it must pass the rules a person's password passes on the API (12 characters or more, not
// easy to guess with the account's names and the hospital's as known words). The operator chose it, so the account need not change it at its first sign-in. Same
// DATABASE_URL or DATA_DIR as the server; on PGlite, with the server stopped (its directory serves one process).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createStaffSchema, fieldErrors, newPasswordSchema } from '@hospital/contract';
import { weakPasswordFeedback, type PasswordOwner } from '@hospital/contract/server';
import { auditedChange } from './audit.ts';
import { hashPassword } from './auth/passwords.ts';
import { endSessionsOf } from './auth/sessions.ts';
import { configFromEnv } from './config.ts';
import { DataDirectoryInUseError, migrate, openDatabase, type Database } from './db/client.ts';
import { toUser } from './db/rows.ts';
import { users } from './db/schema.ts';

const USAGE = [
  'Usage:',
  '  npm run users:create -- --username NAME --role admin|reception [--display-name "Full Name"]',
  '  npm run users:reset-password -- --username NAME',
  'The password is read from standard input when it is piped in, else asked for twice.',
].join('\n');

class CliError extends Error {}

function fail(message: string): never {
  throw new CliError(message);
}

/** One line from a pipe: what was sent up to its first line break. */
async function passwordFromPipe(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal with echo off; Ctrl-C ends the command. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const character of text) {
        if (character === '\r' || character === '\n' || character === '\u0004') return done();
        if (character === '\u0003') return done(new CliError('Cancelled.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on('data', onData);
  });
}

async function readNewPassword(owner: PasswordOwner): Promise<string> {
  let password: string;
  if (!process.stdin.isTTY) {
    password = await passwordFromPipe();
  } else {
    password = await askHidden('New password (12 characters or more): ');
    if ((await askHidden('The same again: ')) !== password) fail('The two passwords differ; nothing was changed.');
  }
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) fail(`Password refused: ${checked.error.issues[0]?.message ?? 'not valid'}. Nothing was changed.`);
  const weak = await weakPasswordFeedback(password, owner);
  if (weak !== undefined) fail(`Password refused, it is easy to guess: ${weak} Nothing was changed.`);
  return password;
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  let database: Database;
  try {
    database = await openDatabase(configFromEnv().database);
  } catch (error) {
    if (error instanceof DataDirectoryInUseError) {
      fail(`${error.message.replace(/^Refusing to start/, 'Refusing to change accounts')}\nStop the server, run this again, then start the server.`);
    }
    throw error;
  }
  try {
    // A new hospital's first admin may come before the server's first start: the tables must exist.
    await migrate(database);
    return await work(database);
  } finally {
    await database.close();
  }
}

async function create(args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' }, role: { type: 'string' }, 'display-name': { type: 'string' } }, strict: true });
  if (!values.username || !values.role) fail(USAGE);
  const input = createStaffSchema.safeParse({ username: values.username, role: values.role, displayName: values['display-name'] ?? values.username });
  if (!input.success) {
    const problems = Object.entries(fieldErrors(input.error)).map(([field, message]) => `  ${field === 'displayName' ? 'display-name' : field}: ${message}`);
    fail(`Refused:\n${problems.join('\n')}`);
  }
  return withDatabase(async ({ db }) => {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, input.data.username));
    if (taken) fail(`The username ${input.data.username} is already taken; nothing was changed.`);
    const passwordHash = await hashPassword(await readNewPassword(input.data));
    const created = await auditedChange(db, 'cli', async (tx, audit) => {
      const [row] = await tx.insert(users).values({ ...input.data, passwordHash, mustChangePassword: false }).onConflictDoNothing({ target: users.username }).returning();
      if (row) await audit({ action: 'user.create', entity: 'user', entityId: row.id, after: toUser(row) });
      return row;
    });
    if (!created) fail(`The username ${input.data.username} is already taken; nothing was changed.`);
    return `Created ${created.role} account ${created.username} (id ${created.id}); it can sign in now.`;
  });
}

async function resetPassword(args: string[]): Promise<string> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' } }, strict: true });
  const username = values.username?.trim().toLowerCase();
  if (!username) fail(USAGE);
  return withDatabase(async ({ db }) => {
    const [exists] = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.username, username));
    if (!exists) fail(`No account is named ${username}; nothing was changed.`);
    const passwordHash = await hashPassword(await readNewPassword({ username, displayName: exists.displayName }));
    const found = await auditedChange(db, 'cli', async (tx, audit) => {
      const [row] = await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.username, username)).returning();
      if (!row) return undefined;
      // Whoever held a session of the account under the old password is signed out.
      await endSessionsOf(tx, row.id);
      await audit({ action: 'user.reset_password', entity: 'user', entityId: row.id });
      return row;
    });
    if (!found) fail(`No account is named ${username}; nothing was changed.`);
    return `${found.username}: password changed; its sessions have ended.${found.active ? '' : ' The account is deactivated: an admin must activate it before it can sign in.'}`;
  });
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'create') console.log(await create(rest));
  else if (command === 'reset-password') console.log(await resetPassword(rest));
  else fail(USAGE);
} catch (error) {
  if (error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(error instanceof CliError ? error.message : `${(error as Error).message}\n${USAGE}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
