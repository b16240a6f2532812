// `npm start`: migrate, seed an empty database from db.json, and serve the site and the API on one port.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { DataDirectoryInUseError, migrate, openDatabase } from './db/client.ts';
import { readSeedFile, seedIfEmpty } from './db/seed.ts';
import { createLogger } from './log.ts';

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
const seeded = await database.exclusively(() => seedIfEmpty(database.db, readSeedFile(config.seedFile)));
if (seeded) log.info({ seed: config.seedFile }, 'seeded an empty database');

const { app } = createApp({
  database,
  log,
  siteDir: config.siteDir,
  trustProxy: config.trustProxy,
  publicUrl: config.publicUrl,
  loginWindowMs: config.loginWindowMs,
  sessionIdleMs: config.sessionIdleMs,
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
    // Finish the requests in flight, then close the database cleanly (PGlite flushes and releases its lock).
    server.close(() => {
      database.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
