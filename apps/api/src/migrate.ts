// `npm run db:migrate`: applies the committed migrations to DATA_DIR's PGlite or DATABASE_URL's PostgreSQL and
// exits. A deployment of several instances runs this once, before it starts them.
import { databaseFromEnv } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';

const database = await openDatabase(databaseFromEnv());
try {
  await migrate(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
