import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/api` writes a new SQL migration from src/db/schema.ts; review it and commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
