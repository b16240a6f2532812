// `npm run db:reset`: empties the database (records, sessions, sign-in failures, audit trail) and loads the seed
// again. Stop the server first when it runs on PGlite: its directory serves one process. Refused with
// NODE_ENV=production: it would wipe a hospital's records and load the demo's fictional ones in their place.
import { hospitalToday } from '@hospital/contract';
import { configFromEnv } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { emptyDatabase, readSeedFile, seedIfEmpty } from './db/seed.ts';

const config = configFromEnv();
if (config.production) {
  console.error(
    'Refusing to reset in production (NODE_ENV=production): db:reset empties the database and loads the demo. ' +
      'To go back to an earlier state, restore a backup (`npm run db:restore -- FILE`, or pg_restore on PostgreSQL).',
  );
  process.exit(1);
}
const seed = readSeedFile(config.seedFile);
const database = await openDatabase(config.database);
try {
  await migrate(database);
  await database.exclusively(async () => {
    await emptyDatabase(database.db);
    await seedIfEmpty(database.db, seed, hospitalToday(config.clock()));
  });
  console.log(`Database reset to ${config.seedFile} (${database.kind}).`);
} finally {
  await database.close();
}
