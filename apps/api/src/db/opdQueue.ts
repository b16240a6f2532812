// The OPD's day in the database (issue 25): a doctor's day of visits, the token counter kept per doctor and day, and
// the no-show sweep. What the queue decides (the order, who is absent, the walk-in places) is the contract's
// rules/opdQueue.ts; this is where it meets the rows.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { hospitalToday, isNoShowBy, type DoctorCalendar } from '@hospital/contract';
import type { PatientOutbox } from '../messaging/outbox.ts';
import { messageStateOf } from '../messaging/outbox.ts';
import { slotMinuteKey } from './appointmentKeys.ts';
import { inTransaction, type Db } from './client.ts';
import { auditEvents, appointments, departments, doctors, queueCounters } from './schema.ts';
import { calendarJson, calendarOf, closuresJson, visitCalendars } from './timetable.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

/** A visit row as the contract's queue rules read it (times as ISO text). */
export function queueVisitOf(row: AppointmentRow) {
  return {
    id: row.id,
    status: row.status,
    doctorId: row.doctorId,
    department: row.department,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    walkIn: row.walkIn,
    token: row.token,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    calledAt: row.calledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    queuedAt: row.queuedAt?.toISOString() ?? null,
    needsNewTime: row.needsNewTime,
  };
}

/** The contract's times (ISO text, or null to clear) as the columns take them. */
export function timeColumns(times: Partial<Record<'checkedInAt' | 'calledAt' | 'completedAt' | 'queuedAt', string | null>>) {
  return Object.fromEntries(Object.entries(times).map(([key, value]) => [key, value === null || value === undefined ? null : new Date(value)])) as Partial<
    Record<'checkedInAt' | 'calledAt' | 'completedAt' | 'queuedAt', Date | null>
  >;
}

/** Every visit of a doctor's day (their own; not the department's bookings without a doctor), over appointments_doctor_slot_idx's columns. */
export function doctorDayVisits(db: Db, doctorId: number, date: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.doctorId, doctorId), eq(appointments.preferredDate, date)))
    .orderBy(asc(slotMinuteKey(appointments.preferredTime)), asc(appointments.id));
}

/**
 * The front desk's day: the doctor's visits and the bookings of their department without a doctor, in the order of
 * their slots.
 */
export function deskVisits(db: Db, doctorId: number, department: string | null, date: string): Promise<AppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.preferredDate, date),
        department === null
          ? eq(appointments.doctorId, doctorId)
          : or(eq(appointments.doctorId, doctorId), and(isNull(appointments.doctorId), sql`lower(${appointments.department}) = lower(${department})`)),
      ),
    )
    .orderBy(asc(slotMinuteKey(appointments.preferredTime)), asc(appointments.id));
}

/** A doctor as the OPD's day reads them: whether they work, their department, walk-in places and calendar of `date`. */
export interface DoctorDay {
  id: number;
  retired: boolean;
  departmentId: number | null;
  department: string | null;
  walkInsPerSession: number;
  calendar: DoctorCalendar;
}

export async function doctorDay(db: Db, doctorId: number, date: string): Promise<DoctorDay | undefined> {
  const day = { from: date, to: date };
  const [row] = await db
    .select({
      id: doctors.id,
      retired: doctors.retired,
      departmentId: doctors.departmentId,
      department: departments.name,
      walkInsPerSession: doctors.walkInsPerSession,
      calendar: calendarJson(sql.raw('"doctors"."id"'), day),
      closures: closuresJson(day),
    })
    .from(doctors)
    .leftJoin(departments, eq(departments.id, doctors.departmentId))
    .where(eq(doctors.id, doctorId))
    .limit(1);
  if (!row) return undefined;
  const { calendar, closures, ...doctor } = row;
  return { ...doctor, calendar: calendarOf(calendar, closures, doctor.retired) };
}

/**
 * The doctor-day's next token, taken in the caller's transaction: the counter row is upserted +1 and stays locked
 * until it commits, so a rollback leaves no gap and two instances never give one number twice. A day first counted
 * here starts after any token its visits already hold (a restored or imported day).
 */
export async function takeToken(tx: Db, doctorId: number, date: string): Promise<number> {
  const result = (await tx.execute(sql`
    INSERT INTO ${queueCounters} (doctor_id, date, last_token)
    VALUES (${doctorId}, ${date}::date, coalesce((SELECT max(a.token) FROM ${appointments} AS a WHERE a.doctor_id = ${doctorId} AND a.preferred_date = ${date}::date), 0) + 1)
    ON CONFLICT (doctor_id, date) DO UPDATE SET last_token = ${queueCounters}.last_token + 1
    RETURNING last_token`)) as unknown as { rows: { last_token: number }[] };
  return Number(result.rows[0]!.last_token);
}

/** Locks the doctor-day's counter row (when the day has one), so two desks calling at once call one after the other. */
export async function lockDoctorDay(tx: Db, doctorId: number, date: string): Promise<void> {
  await tx
    .select({ lastToken: queueCounters.lastToken })
    .from(queueCounters)
    .where(and(eq(queueCounters.doctorId, doctorId), eq(queueCounters.date, date)))
    .for('update');
}

/**
 * The bookings still pending or confirmed on a doctor-day whose queue ran (it has a counter row: someone was given a
 * token) up to `today`: the doctor's own and, for a booking without a doctor, those of a department one of whose
 * doctors ran a queue that day. A day the desk kept on paper has no counter row and is never swept. `scope` narrows
 * it to one doctor-day (the queue's and the desk's reads).
 */
async function noShowCandidates(db: Db, today: string, scope?: { doctorId: number; date: string }): Promise<AppointmentRow[]> {
  const ran = scope ? sql`q.doctor_id = ${scope.doctorId} AND q.date = ${scope.date}::date AND q.date <= ${today}::date` : sql`q.date <= ${today}::date`;
  // Driven from the counter rows (a few a doctor-day), each joined over the appointments' own indexes: never a scan of
  // every pending booking, though the waiting hall's board asks every few seconds.
  const found = (await db.execute(sql`
    SELECT a.id FROM ${queueCounters} AS q JOIN ${appointments} AS a ON a.doctor_id = q.doctor_id AND a.preferred_date = q.date
    WHERE ${ran} AND a.status IN ('pending', 'confirmed')
    UNION
    SELECT a.id FROM ${queueCounters} AS q JOIN ${doctors} AS d ON d.id = q.doctor_id JOIN ${departments} AS dep ON dep.id = d.department_id
      JOIN ${appointments} AS a ON a.preferred_date = q.date AND a.doctor_id IS NULL AND lower(a.department) = lower(dep.name)
    WHERE ${ran} AND a.status IN ('pending', 'confirmed')`)) as unknown as { rows: { id: number }[] };
  const ids = found.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(appointments).where(inArray(appointments.id, ids)).orderBy(asc(appointments.id));
}

/**
 * Marks absent every booking of a queue-run day that isNoShowBy says nobody came for, each in its own transaction
 * (locked and asked again, so a check-in a moment earlier wins), audited with no user ('appointment.no_show') and
 * told to the outbox as a hospital's change. Answers how many it marked.
 */
export async function sweepNoShows(
  db: Db,
  outbox: PatientOutbox,
  now: Date,
  { scope, origin = '' }: { scope?: { doctorId: number; date: string }; origin?: string } = {},
): Promise<number> {
  const today = hospitalToday(now);
  const candidates = await noShowCandidates(db, today, scope);
  if (candidates.length === 0) return 0;
  // One calendar read per doctor (or department) and day.
  const calendars = new Map<string, DoctorCalendar[]>();
  let marked = 0;
  for (const candidate of candidates) {
    const key = `${candidate.doctorId ?? `dep:${candidate.department.toLowerCase()}`}|${candidate.preferredDate}`;
    let theirs = calendars.get(key);
    if (!theirs) calendars.set(key, (theirs = await visitCalendars(db, candidate, candidate.preferredDate)));
    if (!isNoShowBy(queueVisitOf(candidate), theirs, now)) continue;
    const done = await inTransaction(db, async (tx) => {
      const [before] = await tx.select().from(appointments).where(eq(appointments.id, candidate.id)).for('update');
      if (!before || !isNoShowBy(queueVisitOf(before), theirs, now)) return false;
      const [after] = await tx.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, before.id)).returning();
      await tx.insert(auditEvents).values({
        userId: null,
        username: null,
        address: null,
        action: 'appointment.no_show',
        entity: 'appointment',
        entityId: before.id,
        before: { status: before.status },
        after: { status: after!.status },
      });
      await outbox.changed(tx, messageStateOf(before), after!, 'hospital', origin, now);
      return true;
    });
    if (done) marked += 1;
  }
  return marked;
}

/** Whether a doctor-day has a counter row (for tests and the desk). */
export async function queueRan(db: Db, doctorId: number, date: string): Promise<boolean> {
  const rows = await db.select({ doctorId: queueCounters.doctorId }).from(queueCounters).where(and(eq(queueCounters.doctorId, doctorId), eq(queueCounters.date, date))).limit(1);
  return rows.length > 0;
}
