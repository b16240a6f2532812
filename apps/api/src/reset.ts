// `npm run db:reset`: empties the database (records, sessions, sign-in failures, audit trail) and loads the seed
// again. Stop the server first when it runs on PGlite: its directory serves one process.
import { configFromEnv } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { emptyDatabase, readSeedFile, seedIfEmpty } from './db/seed.ts';

const config = configFromEnv();
const seed = readSeedFile(config.seedFile);
const database = await openDatabase(config.database);
try {
  await migrate(database);
  await database.exclusively(async () => {
    await emptyDatabase(database.db);
    await seedIfEmpty(database.db, seed);
  });
  console.log(`Database reset to ${config.seedFile} (${database.kind}).`);
} finally {
  await database.close();
}
