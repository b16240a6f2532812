// Many appointments at once for apps/api's own tests and measurements: one INSERT ... SELECT over
// generate_series, each row a valid booking (a distinct reference, one live booking per doctor's slot), on top of
// the seed's doctors and departments; then ANALYZE, so the planner knows the table's size.
import { sql } from 'drizzle-orm';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import type { Db } from '../src/db/client.ts';

const FIRST_NAMES = ['Aarav', 'Diya', 'Ishaan', 'Meera', 'Kabir', 'Ananya', 'Rohan', 'Saanvi', 'Arjun', 'Priya', 'Vihaan', 'Kavya'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Banerjee', 'Patel', 'Nair', 'Gupta', 'Singh', 'Menon', 'Joshi'];
const STATUSES = ['completed', 'completed', 'completed', 'confirmed', 'cancelled', 'pending'];
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const list = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;
/**
 * Digit `i` (0 = last) of the reference number of row k: k times an odd number, modulo 2^40, which gives every row
 * its own number and spreads them over the 40 bits, as random references are (a search for one finds one).
 */
const digit = (i: number) => `substr('${ALPHABET}', (((k * 1099511627 + 12345) % 1099511627776) / ${32 ** i}::bigint % 32)::int + 1, 1)`;

/**
 * Adds `count` appointments, in batches of `batch`: references spread like random ones, names in any case (every fourth one lower-cased), e-mails
 * numbered so a search can find one, visits walking back a day at a time from 2026-01-01, booked three days before
 * at a second of their own.
 */
export async function fillAppointments(db: Db, count: number, batch = 100_000): Promise<void> {
  // The table's own indexes (all but its primary key) are dropped for the load and built again after it, from
  // their own definitions: a bulk build is several times quicker than keeping a dozen indexes up row by row.
  const { rows: indexes } = (await db.execute(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'appointments' AND indexname <> 'appointments_pkey'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  // The slot column's type: text since migration 0007, an enum of the spec's slots before (a test of a migration fills
  // a database as an older release left it).
  const { rows: slotType } = (await db.execute(
    sql`SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'appointments'::regclass AND attname = 'preferred_time'`,
  )) as unknown as { rows: { type: string }[] };
  const slotCast = slotType[0]?.type ?? 'text';
  // The capacity check (migration 0007) counts each slot a statement brings bookings into: a load of rows that are
  // one to a slot by construction, with the indexes it counts over dropped, goes without it (ALTER TABLE takes the
  // table for itself meanwhile). An older database has no such trigger.
  const { rows: capacityTriggers } = (await db.execute(
    sql`SELECT tgname FROM pg_trigger WHERE tgrelid = 'appointments'::regclass AND tgname = 'appointments_slot_capacity_insert'`,
  )) as unknown as { rows: { tgname: string }[] };
  const capacityCheck = capacityTriggers.length > 0;
  if (capacityCheck) await db.execute(sql`ALTER TABLE appointments DISABLE TRIGGER appointments_slot_capacity_insert`);
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch) - 1;
    await db.execute(
      sql.raw(`
        WITH doc AS (
          SELECT (row_number() OVER (ORDER BY d.id) - 1)::int AS i, d.id, dep.name, count(*) OVER ()::int AS n
          FROM doctors d JOIN departments dep ON dep.id = d.department_id
        ), slot AS (SELECT ${list(HOSPITAL_TIME_SLOTS)}::text[] AS slots)
        INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date,
          preferred_time, reason_for_visit, status, created_at)
        SELECT
          'CCH-' || ${digit(7)} || ${digit(6)} || ${digit(5)} || ${digit(4)} || '-' || ${digit(3)} || ${digit(2)} || ${digit(1)} || ${digit(0)},
          CASE WHEN k % 4 = 0 THEN lower(first_name || ' ' || last_name) ELSE first_name || ' ' || last_name END,
          lower(first_name || '.' || last_name || '.' || k || '@example.com'),
          '+91 9' || left((100000000 + k % 900000000)::text, 9),
          1 + k % 90,
          (enum_range(NULL::gender))[k % 4 + 1],
          doc.name,
          doc.id,
          visit,
          slot.slots[(k / doc.n) % array_length(slot.slots, 1) + 1]::${slotCast},
          CASE WHEN k % 1000 = 7 THEN '=HYPERLINK("http://evil.example","click")' ELSE 'Routine check-up' END,
          (${list(STATUSES)})[k % ${STATUSES.length} + 1]::appointment_status,
          ((visit - 3)::timestamp + interval '9 hours' + (k % 36000) * interval '1 second') AT TIME ZONE 'UTC'
        FROM generate_series(${from}::bigint, ${to}::bigint) AS k
        CROSS JOIN slot
        JOIN doc ON doc.i = k % doc.n
        CROSS JOIN LATERAL (SELECT
          (${list(FIRST_NAMES)})[k % ${FIRST_NAMES.length} + 1] AS first_name,
          (${list(LAST_NAMES)})[(k / ${FIRST_NAMES.length}) % ${LAST_NAMES.length} + 1] AS last_name,
          DATE '2026-01-01' - (k / (doc.n * array_length(slot.slots, 1)))::int AS visit) AS row
      `),
    );
  }
  if (capacityCheck) await db.execute(sql`ALTER TABLE appointments ENABLE TRIGGER appointments_slot_capacity_insert`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`ANALYZE appointments`);
}
