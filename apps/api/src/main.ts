// `npm start`: migrate, seed an empty database from db.json, and serve the site and the API on one port.
// With NODE_ENV=production: seed the departments only, and refuse to start while an account has a demo password.
import { serve } from '@hono/node-server';
import { hospitalToday } from '@hospital/contract';
import { DEMO_PASSWORDS } from '@hospital/contract/server';
import { createApp } from './app.ts';
import { verifyPassword } from './auth/passwords.ts';
import { configFromEnv } from './config.ts';
import { DataDirectoryInUseError, migrate, openDatabase, type Db } from './db/client.ts';
import { users } from './db/schema.ts';
import { readSeedFile, seedDepartmentsIfEmpty, seedIfEmpty } from './db/seed.ts';
import { loadRenderBundle, renderBundleFile } from './http/livePages.ts';
import { createLogger } from './log.ts';
import { channelsFromConfig, configuredChannels } from './messaging/channels.ts';
import { deliverMessage } from './messaging/deliver.ts';
import { PatientOutbox } from './messaging/outbox.ts';
import { startMessageQueue } from './messaging/queue.ts';
import { sweepNoShows } from './db/opdQueue.ts';
import { startNoShowSweeps } from './jobs/noShowSweep.ts';

const config = configFromEnv();
const log = createLogger(config.logLevel);

let database;
try {
  database = await openDatabase(config.database);
} catch (error) {
  if (error instanceof DataDirectoryInUseError) {
    log.fatal(error.message);
    process.exit(1);
  }
  throw error;
}

await migrate(database);
const seed = readSeedFile(config.seedFile);
if (config.production) {
  // A hospital's own database: the departments the site's pages describe, and no demo patients, doctors or accounts.
  if (await database.exclusively(() => seedDepartmentsIfEmpty(database.db, seed))) log.info({ seed: config.seedFile }, 'production: loaded the departments into an empty database');
  const { demoPasswordUsers, admins } = await accountsAtStart(database.db);
  if (demoPasswordUsers.length > 0) {
    const names = demoPasswordUsers.join(', ');
    log.fatal(
      `Refusing to start in production (NODE_ENV=production): ${demoPasswordUsers.length === 1 ? 'the account' : 'the accounts'} ${names} ` +
        `still ${demoPasswordUsers.length === 1 ? 'has' : 'have'} a demo password, which anyone can read on the demo's sign-in page. ` +
        `Give each a password of its own with ${demoPasswordUsers.map((name) => `\`npm run users:reset-password -- --username ${name}\``).join(', ')} ` +
        '(same DATABASE_URL or DATA_DIR as the server; on PGlite, with the server stopped). A database the demo seeded holds fictional ' +
        'patients too: for a hospital of its own, start on an empty DATA_DIR or DATABASE_URL and create the first admin with ' +
        '`npm run users:create -- --username NAME --role admin`. Without NODE_ENV=production, `npm start` serves the demo.',
    );
    await database.close();
    process.exit(1);
  }
  if (admins === 0) {
    log.warn(
      'No admin account yet: nobody can sign in to the admin area. Create the first with ' +
        '`npm run users:create -- --username NAME --role admin` (same DATABASE_URL or DATA_DIR; on PGlite, stop the server first).',
    );
  }
} else {
  const seeded = await database.exclusively(() => seedIfEmpty(database.db, seed, hospitalToday(config.clock())));
  if (seeded) log.info({ seed: config.seedFile }, 'seeded an empty database');
}

// The messages to patients: written by the routes in each change's transaction, sent by this queue's worker, which
// runs on every instance (pg-boss hands each job to one of them).
const channels = channelsFromConfig(config.messaging);
const messageQueue = await startMessageQueue(database, config.messaging, log);
const outbox = new PatientOutbox({ channels: configuredChannels(channels), reminderHours: config.messaging.reminderHours, publicUrl: config.publicUrl, queue: messageQueue });
await messageQueue.work((job, lastTry) => deliverMessage(database.db, channels, job.messageId, log, { lastTry, claimExpirySeconds: config.messaging.expireSeconds }));
// The OPD's absent patients, every minute on the hospital's clock (the first instance free takes each minute's job).
await startNoShowSweeps(messageQueue.boss, () => sweepNoShows(database.db, outbox, config.clock(), { origin: config.publicUrl ?? `http://localhost:${config.port}` }), log);
log.info({ email: channels.email ? 'smtp' : 'not configured', sms: channels.sms ? 'webhook' : 'not configured', reminderHours: config.messaging.reminderHours }, 'patient messages');

// The site's own render bundle, when the build made one: the public pages are then drawn from this database.
const bundleFile = config.siteDir ? renderBundleFile(config.siteDir) : undefined;
const renderBundle = bundleFile ? await loadRenderBundle(bundleFile) : undefined;

const { app } = createApp({
  database,
  log,
  renderBundle,
  siteDir: config.siteDir,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  loginWindowMs: config.loginWindowMs,
  sessionIdleMs: config.sessionIdleMs,
  production: config.production,
  outbox,
  clock: config.clock,
  checkInGraceMinutes: config.checkInGraceMinutes,
  bookingLimits: config.bookingLimits,
});
const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  // Tests read this line to learn the port when PORT=0.
  log.info(`Hospital API listening on http://localhost:${info.port} (data: ${where}${config.siteDir ? ', serving the built site' : ''})`);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight and the messages being sent, then close the database cleanly (PGlite flushes
    // and releases its lock). A message still going when the wait ends is tried again by the queue.
    server.close(() => {
      messageQueue
        .stop()
        .catch((error: Error) => log.warn({ err: { message: error.message } }, 'message queue did not stop cleanly'))
        .then(() => {
          channels.email?.close();
          return database.close();
        })
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}

/** The accounts whose stored hash still matches one of the demo's passwords, and how many admins there are. */
async function accountsAtStart(db: Db): Promise<{ demoPasswordUsers: string[]; admins: number }> {
  const accounts = await db.select({ username: users.username, role: users.role, passwordHash: users.passwordHash }).from(users).orderBy(users.id);
  const demoPasswordUsers: string[] = [];
  for (const account of accounts) {
    for (const password of DEMO_PASSWORDS) {
      if (await verifyPassword(password, account.passwordHash)) {
        demoPasswordUsers.push(account.username);
        break;
      }
    }
  }
  return { demoPasswordUsers, admins: accounts.filter((account) => account.role === 'admin').length };
}
