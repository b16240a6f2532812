// The appointment tallies (migration 0006): a row for each status, department, doctor (or none) and slot together,
// kept by triggers on appointments in the writer's own transaction. Whatever writes the table (the migration's
// count of the rows already there, bookings, staff's status changes, a patient's cancel and move, bulk inserts,
// updates and deletes of many rows, a TRUNCATE, bookings and changes at once in separate transactions), the tallies
// are exactly what counting the table by those four columns gives; and the list's totals and the statistics read
// from them answer what counting the rows answers. On PGlite, the default, and on PostgreSQL 15, the production one.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, API_PATHS, APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS, appointmentsQuerySchema, hospitalToday, type Appointment, type AppointmentPage } from '@hospital/contract';
import { DEMO_ADMIN, TEST_BOOKING_LIMITS, seedFile } from '../../../api-contract/harness.ts';
import { createApp } from '../src/app.ts';
import { appointmentCondition } from '../src/db/appointmentQuery.ts';
import { inTransaction, migrate, MIGRATIONS_FOLDER, type Database, type Db } from '../src/db/client.ts';
import { appointments } from '../src/db/schema.ts';
import { readSeedFile } from '../src/db/seed.ts';
import { createLogger } from '../src/log.ts';
import { fillAppointments } from './appointmentFill.ts';
import { legacySeed, weekdaysFrom } from './legacyData.ts';
import { onBothEngines, type ThrowawayDatabase } from './throwawayDatabases.ts';

/** The spec's slots as an SQL array of text (the column was an enum of them before migration 0007). */
const SLOTS = `ARRAY[${HOSPITAL_TIME_SLOTS.map((slot) => `'${slot}'`).join(', ')}]::text[]`;

/** The migration before the tallies: the database as it was when 0006 arrives. */
const BEFORE_TALLIES = '0005_appointment_list_indexes';

/** A copy of the migrations folder that ends with `lastTag`. */
function migrationsUpTo(lastTag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), 'hospital-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  for (const entry of journal.entries.slice(last + 1)) rmSync(join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

interface Combination {
  status: string;
  department: string;
  doctor_id: number | null;
  preferred_time: string;
  count: number;
}

const ORDER = sql.raw(`ORDER BY status::text, department, doctor_id NULLS FIRST, preferred_time::text`);

async function rowsOf(db: Db, query: SQL): Promise<Combination[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((row) => ({
    status: String(row.status),
    department: String(row.department),
    doctor_id: row.doctor_id === null ? null : Number(row.doctor_id),
    preferred_time: String(row.preferred_time),
    count: Number(row.count),
  }));
}

const tallied = (db: Db) => rowsOf(db, sql`SELECT status, department, doctor_id, preferred_time, count FROM appointment_tallies ${ORDER}`);
const counted = (db: Db) =>
  rowsOf(db, sql`SELECT status, department, doctor_id, preferred_time, count(*) AS count FROM appointments GROUP BY status, department, doctor_id, preferred_time ${ORDER}`);

/** The tallies are the table counted by the four columns: every combination, no other, no zero, each count exact. */
async function expectExact(db: Db): Promise<Combination[]> {
  const expected = await counted(db);
  expect(await tallied(db)).toEqual(expected);
  return expected;
}

/** A day `days` ahead or the first weekday after it: the migration gave every doctor the standard week, Monday to Friday all day. */
const futureDate = (days: number) => weekdaysFrom(addDays(hospitalToday(), days))[0]!;
/** `count` such days from `days` ahead, each a different one. */
const futureDates = (days: number, count: number) => weekdaysFrom(addDays(hospitalToday(), days), count);

const booking = (overrides: Record<string, unknown> = {}) => ({
  patientName: 'Meena Kumari Saxena',
  email: 'meena.saxena@example.in',
  phone: '+91 98390 11223',
  age: 47,
  gender: 'Female',
  department: 'Neurology',
  doctorId: 4,
  preferredDate: futureDate(40),
  preferredTime: '10:00 AM',
  reasonForVisit: 'Migraine twice a week since the monsoon.',
  consent: true,
  ...overrides,
});

function checksTallies(open: () => Promise<ThrowawayDatabase>) {
  let database: Database;
  let close: () => Promise<void>;
  let app: ReturnType<typeof createApp>['app'];
  let cookie: string;
  let db: Db;
  /** Every appointment's visit as the release before the timetable stored it (the slot an enum). */
  let beforeMigrations: Record<string, unknown>[];
  const visitsOf = async (on: Db) =>
    ((await on.execute(sql`SELECT id, doctor_id, preferred_date::text AS date, preferred_time::text AS time, status::text AS status FROM appointments ORDER BY id`)) as unknown as {
      rows: Record<string, unknown>[];
    }).rows;

  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const asAdmin = (method: string, path: string, body?: unknown) => send(method, path, body, { cookie });

  async function book(overrides: Record<string, unknown> = {}): Promise<Appointment> {
    const response = await send('POST', API_PATHS.appointments, booking(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Appointment;
  }

  beforeAll(async () => {
    ({ database, close } = await open());
    db = database.db;
    // The database as it stood before the tallies, with rows in it: seeded, filled, and some bookings without a doctor.
    const before = migrationsUpTo(BEFORE_TALLIES);
    try {
      if (database.kind === 'pglite') await migratePglite(db as never, { migrationsFolder: before.folder });
      else await migratePg(db as never, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    // The seed's people, departments and doctors as that release stored them (the seed loader writes today's tables).
    await legacySeed(db, readSeedFile(seedFile));
    await fillAppointments(db, 3000);
    await db.execute(sql`UPDATE appointments SET doctor_id = NULL WHERE id % 97 = 0`);
    beforeMigrations = await visitsOf(db);
    await migrate(database);
    // Forty-five bookings with one phone and e-mail: more than a day's limit allows a patient.
    ({ app } = createApp({ database, log: createLogger('silent'), bookingLimits: TEST_BOOKING_LIMITS }));
    const login = await send('POST', API_PATHS.login, DEMO_ADMIN);
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().find((value) => value.startsWith('hospital_session='))!.split(';')[0]!;
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('counts the rows already there when the migration runs', async () => {
    const combinations = await expectExact(db);
    expect(combinations.reduce((sum, row) => sum + row.count, 0)).toBe(3000);
    expect(combinations.some((row) => row.doctor_id === null)).toBe(true);
    // One row for bookings without a doctor in a combination: NULLS NOT DISTINCT.
    const keys = combinations.map((row) => JSON.stringify([row.status, row.department, row.doctor_id, row.preferred_time]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every appointment through the timetable’s migration (0007): its slot now text, the visit order index on it', async () => {
    expect(beforeMigrations).toHaveLength(3000);
    expect(await visitsOf(db)).toEqual(beforeMigrations);
    const { rows } = (await db.execute(
      sql`SELECT data_type FROM information_schema.columns WHERE table_name = 'appointments' AND column_name = 'preferred_time'`,
    )) as unknown as { rows: { data_type: string }[] };
    expect(rows[0]?.data_type).toBe('text');
    const { rows: indexes } = (await db.execute(sql`SELECT indexname FROM pg_indexes WHERE tablename = 'appointments' ORDER BY indexname`)) as unknown as { rows: { indexname: string }[] };
    const names = indexes.map((row) => row.indexname);
    expect(names).toContain('appointments_visit_order_idx');
    expect(names).toContain('appointments_doctor_slot_idx');
    expect(names).not.toContain('appointments_doctor_slot_live_key');
    // Every doctor the database had got the hours their pages stated: none of these visits lost its slot.
    const { rows: sessions } = (await db.execute(sql`SELECT count(DISTINCT doctor_id)::int AS doctors, count(*)::int AS sessions FROM doctor_sessions`)) as unknown as {
      rows: { doctors: number; sessions: number }[];
    };
    expect(sessions[0]!.doctors).toBe(readSeedFile(seedFile).doctors.length);
    expect(sessions[0]!.sessions).toBe(sessions[0]!.doctors * 11);
  });

  it('follows bookings, staff status changes, and a patient cancelling and moving a booking', async () => {
    const first = await book();
    const withoutDoctor = await book({ doctorId: undefined, department: 'Urology', preferredTime: '4:30 PM' });
    await expectExact(db);
    // A slot taken twice is refused; its failed insert leaves the tallies as they were.
    expect((await send('POST', API_PATHS.appointments, booking())).status).toBe(409);
    await expectExact(db);

    // Along the steps a visit may take (the contract's VISIT_STEPS).
    for (const status of ['confirmed', 'cancelled', 'pending', 'completed'] as const) {
      const response = await asAdmin('PATCH', API_PATHS.appointmentStatus(withoutDoctor.id), { status });
      expect(response.status).toBe(200);
      await expectExact(db);
    }
    // The same status again: an update that changes no combination.
    expect((await asAdmin('PATCH', API_PATHS.appointmentStatus(withoutDoctor.id), { status: 'completed' })).status).toBe(200);
    await expectExact(db);

    const moved = await send('POST', API_PATHS.bookingReschedule, { reference: first.reference, contact: first.email, preferredDate: futureDate(41), preferredTime: '2:30 PM' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    await expectExact(db);
    const [row] = await db.select().from(appointments).where(eq(appointments.id, first.id));
    expect(row!.preferredTime).toBe('2:30 PM');

    const cancelled = await send('POST', API_PATHS.bookingCancel, { reference: first.reference, contact: first.phone });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await expectExact(db);
    expect((await tallied(db)).find((t) => t.status === 'cancelled' && t.doctor_id === 4 && t.preferred_time === '2:30 PM')?.count).toBeGreaterThan(0);
  });

  it('follows bulk inserts, updates of many rows, deletes and a TRUNCATE, and drops combinations that reach 0', async () => {
    // 2,000 rows in one statement, over every doctor, slot and status, on days of their own.
    await db.execute(sql`
      INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time, reason_for_visit, status)
      SELECT 'CCH-BULK-' || k, 'Bulk Patient', 'bulk@example.com', '+91 98100 00000', 40, 'Male', dep.name, d.id,
        DATE '2030-01-01' + (k / 156), (${sql.raw(SLOTS)})[(k / 12) % 13 + 1], 'Bulk', (enum_range(NULL::appointment_status))[k % 4 + 1]
      FROM generate_series(0, 1999) AS k JOIN doctors d ON d.id = k % 12 + 1 JOIN departments dep ON dep.id = d.department_id`);
    await expectExact(db);
    await db.execute(sql`UPDATE appointments SET status = 'confirmed' WHERE status = 'pending' AND id % 3 = 0`);
    await expectExact(db);
    await db.execute(sql`UPDATE appointments SET department = 'Urology', doctor_id = NULL, preferred_time = '9:00 AM' WHERE id % 11 = 0 AND status = 'cancelled'`);
    await expectExact(db);
    // Changes nothing the tallies keep.
    await db.execute(sql`UPDATE appointments SET reason_for_visit = reason_for_visit || '.' WHERE id % 5 = 0`);
    await expectExact(db);
    await db.execute(sql`UPDATE appointments SET id = id WHERE false`);
    await expectExact(db);

    // Every booking of one combination deleted: its row goes.
    const [some] = await tallied(db);
    await db.execute(
      sql`DELETE FROM appointments WHERE status = ${some!.status} AND department = ${some!.department} AND doctor_id IS NOT DISTINCT FROM ${some!.doctor_id} AND preferred_time = ${some!.preferred_time}`,
    );
    expect((await expectExact(db)).find((row) => row.status === some!.status && row.department === some!.department && row.doctor_id === some!.doctor_id && row.preferred_time === some!.preferred_time)).toBeUndefined();
    await db.execute(sql`DELETE FROM appointments WHERE id % 7 = 0`);
    await expectExact(db);

    // A transaction that fails leaves the tallies as they were.
    const before = await tallied(db);
    await expect(
      inTransaction(db, async (tx) => {
        await tx.execute(sql`UPDATE appointments SET status = 'completed'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await tallied(db)).toEqual(before);
  });

  it('keeps exact under bookings and changes at once, each in its own transaction', async () => {
    const results = await Promise.all([
      // One doctor's slot on twenty days, and one slot taken by five at once: a single tally row for all of them.
      ...futureDates(60, 20).map((day) => send('POST', API_PATHS.appointments, booking({ doctorId: 6, department: 'Gynecology', preferredTime: '11:30 AM', preferredDate: day }))),
      ...Array.from({ length: 5 }, () => send('POST', API_PATHS.appointments, booking({ doctorId: 6, department: 'Gynecology', preferredTime: '11:30 AM', preferredDate: futureDate(90) }))),
      // Twenty without a doctor in a combination that did not exist: its first row is inserted by several at once.
      ...futureDates(1, 20).map((day) => send('POST', API_PATHS.appointments, booking({ doctorId: undefined, department: 'Pathology', preferredTime: '5:00 PM', preferredDate: day }))),
    ]);
    expect(results.filter((response) => response.status === 201)).toHaveLength(20 + 1 + 20);
    expect(results.filter((response) => response.status === 409)).toHaveLength(4);
    await expectExact(db);

    // Twenty transactions at once, each one statement that changes many combinations others change too, holding its
    // rows a moment before committing: inserts, then status changes both ways with moves, then deletes. (Every
    // route writes one statement of appointments in a transaction; several such statements in one transaction,
    // in different orders, may deadlock with each other on the tallies, and PostgreSQL rolls one of them back.)
    const hold = async (tx: Db) => {
      if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_sleep(0.05)`);
    };
    const atOnce = (work: (tx: Db, i: number) => Promise<void>) =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          inTransaction(db, async (tx) => {
            await work(tx, i);
            await hold(tx);
          }),
        ),
      );
    await atOnce(async (tx, i) => {
      await tx.execute(sql`
        INSERT INTO appointments (reference, patient_name, email, phone, age, gender, department, doctor_id, preferred_date, preferred_time, reason_for_visit, status)
        SELECT 'CCH-PAR' || ${i}::text || '-' || k, 'Parallel Patient', 'p@example.com', '+91 98100 00000', 40, 'Male', 'Cardiology', NULL,
          DATE '2026-03-01', (${sql.raw(SLOTS)})[(k + ${i}) % 13 + 1], 'Parallel', (enum_range(NULL::appointment_status))[k % 4 + 1]
        FROM generate_series(1, 30) AS k`);
    });
    await expectExact(db);
    // Rows of the fill, whose doctors' slots are all different: any status may be set on them.
    const { rows } = (await db.execute(sql`SELECT id FROM appointments WHERE id > 100 ORDER BY id LIMIT 200`)) as unknown as { rows: { id: number }[] };
    const ids = rows.map((row) => Number(row.id));
    const mine = (i: number) => ids.filter((_, k) => k % 20 === i);
    await atOnce(async (tx, i) => {
      const [a, b, c, d, moved] = mine(i);
      await tx.execute(sql`
        UPDATE appointments SET
          status = CASE WHEN id = ${moved!} THEN status ELSE ${APPOINTMENT_STATUSES[i % 4]!}::appointment_status END,
          preferred_time = CASE WHEN id = ${moved!} THEN '3:00 PM' ELSE preferred_time END,
          doctor_id = CASE WHEN id = ${moved!} THEN NULL ELSE doctor_id END
        WHERE id IN (${sql.join([a!, b!, c!, d!, moved!], sql`, `)})`);
    });
    await expectExact(db);
    await atOnce(async (tx, i) => {
      await tx.execute(sql`DELETE FROM appointments WHERE id IN (${sql.join(mine(i).slice(5), sql`, `)})`);
    });
    await expectExact(db);
  });

  it('answers the list’s totals and the statistics as counting the rows does', async () => {
    const countWhere = async (where?: SQL) => (await db.select({ n: count() }).from(appointments).where(where))[0]!.n;
    const totalOf = async (query: Record<string, string>) => {
      const response = await asAdmin('GET', `${API_PATHS.appointments}?${new URLSearchParams(query)}`);
      expect(response.status).toBe(200);
      const { total } = (await response.json()) as AppointmentPage;
      expect(total, JSON.stringify(query)).toBe(await countWhere(appointmentCondition(appointmentsQuerySchema.parse(query))));
      return total;
    };
    expect(await totalOf({ page: '1' })).toBeGreaterThan(3000);
    expect(await totalOf({ status: 'pending' })).toBeGreaterThan(0);
    expect(await totalOf({ status: 'pending', doctorId: '6', department: 'Gynecology' })).toBeGreaterThan(0);
    expect(await totalOf({ department: 'Pathology' })).toBeGreaterThan(0);
    expect(await totalOf({ doctorId: '6', sort: '-createdAt', page: '2' })).toBeGreaterThan(0);
    expect(await totalOf({ doctorId: '999' })).toBe(0);
    expect(await totalOf({ department: 'a\u0000b' })).toBe(0);
    // A search and a date range are counted on the rows.
    expect(await totalOf({ q: 'parallel' })).toBeGreaterThan(0);
    expect(await totalOf({ from: '2026-03-01', to: '2026-03-01', status: 'pending' })).toBeGreaterThan(0);

    const stats = (await (await asAdmin('GET', API_PATHS.stats)).json()) as Record<string, number>;
    expect(stats).toMatchObject({
      totalAppointments: await countWhere(),
      pendingAppointments: await countWhere(sql`status = 'pending'`),
      confirmedAppointments: await countWhere(sql`status = 'confirmed'`),
    });
    const counts = (await (await asAdmin('GET', API_PATHS.appointmentCounts)).json()) as {
      total: number;
      byStatus: Record<string, number>;
      byDepartment: { department: string; count: number }[];
      byTimeSlot: { slot: string; count: number }[];
    };
    expect(counts.total).toBe(await countWhere());
    for (const status of APPOINTMENT_STATUSES) expect(counts.byStatus[status]).toBe(await countWhere(sql`status = ${status}`));
    const { rows: departments } = (await db.execute(sql`SELECT department, count(*)::int AS count FROM appointments GROUP BY department`)) as unknown as {
      rows: { department: string; count: number }[];
    };
    expect(Object.fromEntries(counts.byDepartment.map((row) => [row.department, row.count]))).toEqual(Object.fromEntries(departments.map((row) => [row.department, row.count])));
    for (const { slot, count: n } of counts.byTimeSlot) expect(n).toBe(await countWhere(sql`preferred_time = ${slot}`));
  });

  it('empties with a TRUNCATE of appointments', async () => {
    await db.execute(sql`TRUNCATE appointments CASCADE`);
    expect(await tallied(db)).toEqual([]);
    await book({ preferredDate: futureDate(3) });
    expect(await expectExact(db)).toHaveLength(1);
  });
}

onBothEngines('tallies', checksTallies);
