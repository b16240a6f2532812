// The hospital's tables. Column types follow the contract's zod schemas (packages/contract); the SQL must run
// on PostgreSQL 15 in production and on PGlite (PostgreSQL 18) by default, so nothing newer than 15 is used.
// Written by area in tables/ and gathered here: drizzle.config.ts reads this file to write the migrations, and the
// database client types its queries with all of it.
export * from './tables/accounts.ts';
export * from './tables/opd.ts';
export * from './tables/content.ts';
export * from './tables/projects.ts';
