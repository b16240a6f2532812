// Loading the seed into an empty database, emptying it again (db:reset), and reading it all back in the seed's
// shape (the contract tests compare what the server stored with what they sent).
import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { OPD_QUEUE, agedSeed, databaseSchema, type Database as SeedData } from '@hospital/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inTransaction, type Db } from './client.ts';
import * as rows from './rows.ts';
import * as schema from './schema.ts';

/** Reads and validates a seed file; a bad seed is refused with the path of its first problem. */
export function readSeedFile(file: string): SeedData {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Refusing to seed: ${file} is not valid JSON (${(error as Error).message}).`, { cause: error });
  }
  const result = databaseSchema.safeParse(raw);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new Error(`Refusing to seed: ${file} does not match the data schema at ${first?.path.join('.') || '(root)'}: ${first?.message}.`);
  }
  return raw as SeedData;
}

const SERIAL_TABLES = ['users', 'departments', 'doctors', 'doctor_sessions', 'doctor_leave', 'closures', 'appointments', 'gallery_images', 'news_events', 'testimonials', 'projects', 'tasks', 'milestones', 'task_dependencies'];

const date = (iso: string) => new Date(iso);
const optionalDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

async function insertInChunks<T extends object>(db: Db, table: Parameters<Db['insert']>[0], values: T[]): Promise<void> {
  for (let start = 0; start < values.length; start += 1000) {
    await db.insert(table).values(values.slice(start, start + 1000) as never);
  }
}

/**
 * Loads the seed when the database has no users yet, moved on to `today` (the hospital's day, by the server's clock:
 * rules/demoSeed.ts); true when it did. One transaction: all or nothing.
 */
export async function seedIfEmpty(db: Db, written: SeedData, today: string): Promise<boolean> {
  const [{ users } = { users: 0 }] = await db.select({ users: count() }).from(schema.users);
  if (users > 0) return false;
  const seed = agedSeed(written, today);
  await inTransaction(db, async (t) => {
    await insertInChunks(t, schema.users, seed.users.map((u) => ({ ...u, lastSignInAt: optionalDate(u.lastSignInAt), createdAt: date(u.createdAt) })));
    await insertInChunks(t, schema.departments, departmentRows(seed, { withHeads: true }));
    await insertInChunks(
      t,
      schema.doctors,
      seed.doctors.map((d) => ({ ...d, departmentId: d.departmentId ?? null, image: d.image ?? null, languages: d.languages ?? [], retired: d.retired ?? false, featured: d.featured ?? false, walkInsPerSession: d.walkInsPerSession ?? OPD_QUEUE.walkInsPerSession })),
    );
    // The timetables before the appointments: the database's capacity check reads the sessions.
    await insertInChunks(t, schema.doctorSessions, seed.doctor_sessions);
    await insertInChunks(t, schema.doctorLeave, seed.doctor_leave);
    await insertInChunks(t, schema.closures, seed.closures);
    await insertInChunks(
      t,
      schema.appointments,
      seed.appointments.map((a) => ({
        ...a,
        doctorId: a.doctorId ?? null,
        needsNewTime: a.needsNewTime ?? null,
        createdAt: date(a.createdAt),
        token: a.token ?? null,
        walkIn: a.walkIn ?? false,
        checkedInAt: optionalDate(a.checkedInAt),
        calledAt: optionalDate(a.calledAt),
        completedAt: optionalDate(a.completedAt),
        queuedAt: optionalDate(a.queuedAt),
      })),
    );
    await insertInChunks(t, schema.galleryImages, seed.gallery_images.map((g) => ({ ...g, createdAt: date(g.createdAt) })));
    await insertInChunks(
      t,
      schema.newsEvents,
      seed.news_events.map((n) => ({ ...n, imageUrl: n.imageUrl ?? null, eventDate: optionalDate(n.eventDate), createdAt: date(n.createdAt), updatedAt: date(n.updatedAt) })),
    );
    await insertInChunks(t, schema.testimonials, seed.testimonials);
    await insertInChunks(t, schema.projects, seed.projects.map((p) => ({ ...p, createdAt: date(p.createdAt) })));
    await insertInChunks(t, schema.tasks, seed.tasks.map((k) => ({ ...k, createdAt: date(k.createdAt), updatedAt: date(k.updatedAt) })));
    await insertInChunks(t, schema.milestones, seed.milestones.map((m) => ({ ...m, createdAt: date(m.createdAt) })));
    await insertInChunks(t, schema.taskDependencies, seed.task_dependencies);
    await moveSequencesPastIds(t, SERIAL_TABLES);
  });
  return true;
}

/**
 * A production database's start (NODE_ENV=production): the seed's departments only, which the site's pages
 * describe, and none of the demo's people, records or accounts; nor the demo doctors' names as heads. When the
 * database has no departments yet; true when it loaded them. One transaction: all or nothing.
 */
export async function seedDepartmentsIfEmpty(db: Db, seed: SeedData): Promise<boolean> {
  const [{ departments } = { departments: 0 }] = await db.select({ departments: count() }).from(schema.departments);
  if (departments > 0) return false;
  await inTransaction(db, async (t) => {
    await insertInChunks(t, schema.departments, departmentRows(seed, { withHeads: false }));
    await moveSequencesPastIds(t, ['departments']);
  });
  return true;
}

function departmentRows(seed: SeedData, { withHeads }: { withHeads: boolean }) {
  return seed.departments.map((d) => ({ ...d, description: d.description ?? null, headDoctor: withHeads ? (d.headDoctor ?? null) : null }));
}

/** Explicit ids leave the sequences at 1: move each past the largest id, so the next insert gets a new one. */
async function moveSequencesPastIds(t: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await t.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1), (SELECT MAX(id) FROM ${table}) IS NOT NULL)`));
  }
}

/** Empties every table (records, sessions, throttles, audit): `npm run db:reset` then seeds again. */
export async function emptyDatabase(db: Db): Promise<void> {
  const names = [...SERIAL_TABLES, 'queue_counters', 'messages', 'sessions', 'known_devices', 'attempt_counters', 'audit_events'].map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
  // The queue's jobs for the messages just emptied (pg-boss's schema exists once a server has run): a job would find
  // no row and finish, but a message id used again would be sent by the old job.
  await db.execute(sql.raw(`DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job WHERE name = 'patient-message'; END IF; END $$`));
}

/** Everything the seed holds, read back in its shape. */
export async function exportData(db: Db): Promise<SeedData> {
  const all = async <T extends PgTable>(table: T) => (await db.select().from(table as PgTable).orderBy(sql`id`)) as T['$inferSelect'][];
  const users = await all(schema.users);
  return {
    users: users.map((u) => ({ ...rows.toUser(u), passwordHash: u.passwordHash })),
    departments: (await all(schema.departments)).map(rows.toDepartment),
    doctors: (await all(schema.doctors)).map(rows.toDoctor),
    doctor_sessions: (await all(schema.doctorSessions)).map(rows.toDoctorSession),
    doctor_leave: (await all(schema.doctorLeave)).map(rows.toDoctorLeave),
    closures: (await all(schema.closures)).map(rows.toClosure),
    appointments: (await all(schema.appointments)).map(rows.toAppointment),
    gallery_images: (await all(schema.galleryImages)).map(rows.toGalleryImage),
    news_events: (await all(schema.newsEvents)).map(rows.toNewsEvent),
    testimonials: (await all(schema.testimonials)).map(rows.toTestimonial),
    projects: (await all(schema.projects)).map(rows.toProject),
    tasks: (await all(schema.tasks)).map(rows.toTask),
    milestones: (await all(schema.milestones)).map(rows.toMilestone),
    task_dependencies: (await all(schema.taskDependencies)).map(rows.toTaskDependency),
  };
}
