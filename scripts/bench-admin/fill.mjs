// `node --import tsx scripts/bench-admin/fill.mjs DATA_DIR TOTAL`: fills a stopped apps/api's PGlite directory,
// already migrated and seeded, to TOTAL appointments, made in SQL by apps/api's own test filler (generate_series:
// a million rows in about a minute, where the seeder's JSON would take many). The admin benchmark and the browser
// test at scale use it.
import { sql } from 'drizzle-orm';
import { fillAppointments } from '../../apps/api/test/appointmentFill.ts';

/** Adds appointments until the table holds `total` (once per database: the made rows start again from the first). */
export async function fillTo(db, total) {
  const { rows } = await db.execute(sql`SELECT count(*)::int AS count FROM appointments`);
  await fillAppointments(db, total - rows[0].count);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dataDir, total] = process.argv.slice(2);
  const { openDatabase } = await import('../../apps/api/src/db/client.ts');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await fillTo(database.db, Number(total));
  } finally {
    await database.close();
  }
}
