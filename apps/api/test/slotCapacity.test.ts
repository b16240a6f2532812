// A slot's capacity kept by the database (migration 0007), whoever writes: a booking, a move, a cancelled booking made
// live again, a script's INSERT of one row or of many. Each statement that brings bookings into a doctor's slot is
// refused (check_violation, appointments_slot_capacity) when the slot then holds more live bookings than its session
// takes; a change that brings none (a status from pending to confirmed, a booking marked as needing a new time) never
// is, even in a slot that holds more than the new hours take. On PGlite, the default, and on PostgreSQL 15.
import { hospitalToday } from '@hospital/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedFile } from '../../../api-contract/harness.ts';
import { migrate, type Database, type Db } from '../src/db/client.ts';
import { readSeedFile, seedIfEmpty } from '../src/db/seed.ts';
import { isSlotFull } from '../src/db/timetable.ts';
import { onBothEngines, type ThrowawayDatabase } from './throwawayDatabases.ts';

/** A Wednesday far ahead (no closure, no leave): the slot the tests fill. */
const DAY = '2031-01-08';
const DOCTOR = 2;

function checksCapacity(open: () => Promise<ThrowawayDatabase>) {
  let database: Database;
  let close: () => Promise<void>;
  let db: Db;
  let n = 0;

  const insert = (rows: { time?: string; status?: string; doctor?: number | null; day?: string }[]) =>
    db.execute(
      sql.raw(`INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time, reason_for_visit, status)
        VALUES ${rows
          .map(
            ({ time = '10:00 AM', status = 'pending', doctor = DOCTOR, day = DAY }) =>
              `('CCH-CAP${String(n++).padStart(2, '0')}-TEST', 'Capacity Patient', 'c@example.com', '+91 98100 00000', 40, 'Male', 'Cardiology', ${doctor ?? 'NULL'}, DATE '${day}', '${time}', 'Check', '${status}')`,
          )
          .join(', ')}`),
    );
  const refused = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, 'the write should have been refused').toBeDefined();
    expect(isSlotFull(error)).toBe(true);
  };
  const live = async (time = '10:00 AM') =>
    Number(
      ((await db.execute(sql`SELECT count(*)::int AS n FROM appointments WHERE doctor_id = ${DOCTOR} AND preferred_date = ${DAY} AND preferred_time = ${time} AND status <> 'cancelled'`)) as unknown as {
        rows: { n: number }[];
      }).rows[0]!.n,
    );

  beforeAll(async () => {
    ({ database, close } = await open());
    db = database.db;
    await migrate(database);
    await seedIfEmpty(db, readSeedFile(seedFile), hospitalToday());
    // Wednesdays 09:00-12:00, 30-minute slots, two patients each.
    await db.execute(sql`DELETE FROM doctor_sessions WHERE doctor_id = ${DOCTOR}`);
    await db.execute(sql`INSERT INTO doctor_sessions (doctor_id, weekday, start_time, end_time, slot_minutes, capacity) VALUES (${DOCTOR}, 3, '09:00', '12:00', 30, 2)`);
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('takes bookings up to the capacity, one statement at a time, and refuses the next', async () => {
    await insert([{}]);
    await insert([{}]);
    expect(await live()).toBe(2);
    await refused(insert([{}]));
    expect(await live()).toBe(2);
    // A cancelled booking takes no place; a booking without a doctor holds no doctor's slot.
    await insert([{ status: 'cancelled' }, { doctor: null }]);
  });

  it('refuses a statement of many rows that overfills one of its slots, and takes one that fills none', async () => {
    await refused(insert([{ time: '10:30 AM' }, { time: '10:30 AM' }, { time: '10:30 AM' }, { time: '11:00 AM' }]));
    expect(await live('10:30 AM')).toBe(0);
    await insert([{ time: '10:30 AM' }, { time: '10:30 AM' }, { time: '11:00 AM' }]);
    expect(await live('10:30 AM')).toBe(2);
  });

  it('refuses a move into a full slot and the revival of a cancelled booking in one', async () => {
    await insert([{ time: '11:30 AM' }]);
    await refused(db.execute(sql`UPDATE appointments SET preferred_time = '10:00 AM' WHERE doctor_id = ${DOCTOR} AND preferred_date = ${DAY} AND preferred_time = '11:30 AM'`));
    await refused(db.execute(sql`UPDATE appointments SET status = 'pending' WHERE doctor_id = ${DOCTOR} AND preferred_date = ${DAY} AND status = 'cancelled'`));
    // A move within the slot it holds, or of a booking out of it, is no new place.
    await db.execute(sql`UPDATE appointments SET preferred_time = preferred_time, status = 'confirmed' WHERE doctor_id = ${DOCTOR} AND preferred_date = ${DAY} AND preferred_time = '10:00 AM' AND status <> 'cancelled'`);
  });

  it('lets changes that bring no booking into a slot through, even where the hours now take fewer', async () => {
    await db.execute(sql`UPDATE doctor_sessions SET capacity = 1 WHERE doctor_id = ${DOCTOR}`);
    await db.execute(sql`UPDATE appointments SET needs_new_time = 'hours_changed', status = 'confirmed' WHERE doctor_id = ${DOCTOR} AND preferred_date = ${DAY} AND status <> 'cancelled'`);
    expect(await live()).toBe(2);
    // A slot no session makes any more takes one patient, as every slot did before the timetable.
    await db.execute(sql`DELETE FROM doctor_sessions WHERE doctor_id = ${DOCTOR}`);
    await insert([{ time: '4:00 PM' }]);
    await refused(insert([{ time: '4:00 PM' }]));
  });
}

onBothEngines('capacity', checksCapacity);
