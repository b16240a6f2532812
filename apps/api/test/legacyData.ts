// A database as an older release left it, for the tests of a migration on a database that already holds data: the
// seed's accounts, departments and doctors written with the columns every release has had (the seed loader writes
// today's tables), ready for fillAppointments.
import { sql } from 'drizzle-orm';
import { addDays, isoWeekday, type Database as SeedData } from '@hospital/contract';
import type { Db } from '../src/db/client.ts';

const literal = (value: unknown) => (value === null || value === undefined ? 'NULL' : `'${String(value).replaceAll("'", "''")}'`);

/** The seed's users (with display names, the staff columns of migration 0003), departments and doctors. */
export async function legacySeed(db: Db, seed: SeedData): Promise<void> {
  const values = (rows: unknown[][]) => rows.map((row) => `(${row.map(literal).join(', ')})`).join(', ');
  await db.execute(
    sql.raw(
      `INSERT INTO users (id, username, display_name, password_hash, role, active, must_change_password, created_at) VALUES ${values(
        seed.users.map((u) => [u.id, u.username, u.displayName, u.passwordHash, u.role, u.active, u.mustChangePassword, u.createdAt]),
      )}`,
    ),
  );
  await db.execute(sql.raw(`INSERT INTO departments (id, name, description, head_doctor) VALUES ${values(seed.departments.map((d) => [d.id, d.name, d.description ?? null, d.headDoctor ?? null]))}`));
  await db.execute(
    sql.raw(
      `INSERT INTO doctors (id, name, specialization, department_id, qualifications, experience, image) VALUES ${values(
        seed.doctors.map((d) => [d.id, d.name, d.specialization, d.departmentId ?? null, d.qualifications, d.experience, d.image ?? null]),
      )}`,
    ),
  );
  for (const table of ['users', 'departments', 'doctors']) {
    await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT MAX(id) FROM ${table}))`));
  }
}

/**
 * Days on or after `from` that the standard week (migration 0007 gives every doctor it had: Monday to Friday 09:00-12:00 and
 * 14:00-17:30, Saturday 09:00-14:00) has every one of the spec's slots on: Monday to Friday. `count` of them, in order.
 */
export function weekdaysFrom(from: string, count = 1): string[] {
  const days: string[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) if (isoWeekday(day) <= 5) days.push(day);
  return days;
}
