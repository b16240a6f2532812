// The OPD day in the database: a doctor's day of visits, the token counter kept per doctor and day, and
// the no-show sweep. What the queue decides (the order, who is absent, the walk-in places) is the contract's
// rules/opdQueue.ts, and on which days it asks who is absent its rules/noShows.ts; this is where they meet the rows.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { hospitalToday, isNoShowBy, isNoShowCandidate, queueRuns, type DoctorCalendar, type QueueRunDay } from '@hospital/contract';
import { updateAudited } from '../audit.ts';
import type { PatientOutbox } from '../messaging/outbox.ts';
import { messageStateOf } from '../messaging/outbox.ts';
import { slotMinuteKey } from './appointmentKeys.ts';
import type { Db } from './client.ts';
import { appointments, departments, doctors, queueCounters } from './schema.ts';
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
 * A doctor's OPD day: their visits and the bookings of their department without a doctor, in the order of
 * their slots.
 */
export function opdDayVisits(db: Db, doctorId: number, department: string | null, date: string): Promise<AppointmentRow[]> {
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

/** A doctor as the OPD day reads them: whether they work, their department, walk-in places and calendar of `date`. */
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

/** Locks the doctor-day's counter row (when the day has one), so two counters calling at once call one after the other. */
export async function lockDoctorDay(tx: Db, doctorId: number, date: string): Promise<void> {
  await tx
    .select({ lastToken: queueCounters.lastToken })
    .from(queueCounters)
    .where(and(eq(queueCounters.doctorId, doctorId), eq(queueCounters.date, date)))
    .for('update');
}

/**
 * The doctors' days of `dates` on which a token was given, each with its doctor's department: the days whose queue
 * ran, as the contract's queueRuns reads them (rules/noShows.ts). Read over the token index
 * (appointments_doctor_day_token_key), never over the visits themselves.
 */
async function tokenDays(db: Db, dates: readonly string[]): Promise<QueueRunDay[]> {
  if (dates.length === 0) return [];
  const found = (await db.execute(sql`
    SELECT t.doctor_id, t.date::text AS date, dep.name AS department
    FROM (SELECT DISTINCT a.doctor_id, a.preferred_date AS date FROM ${appointments} AS a
          WHERE a.token IS NOT NULL AND a.doctor_id IS NOT NULL AND a.preferred_date IN (${sql.join(
            dates.map((date) => sql`${date}::date`),
            sql`, `,
          )})) AS t
    JOIN ${doctors} AS d ON d.id = t.doctor_id LEFT JOIN ${departments} AS dep ON dep.id = d.department_id`)) as unknown as {
    rows: { doctor_id: number; date: string; department: string | null }[];
  };
  return found.rows.map((row) => ({ doctorId: Number(row.doctor_id), date: row.date, department: row.department }));
}

/**
 * The bookings the no-show rule is asked of (the contract's isNoShowCandidate): pending or confirmed, up to `today`,
 * on a day whose queue ran. `scope` narrows it to one doctor's OPD day (the queue's and the OPD day's reads).
 * The SQL only finds where to look, a day on which a token was given (the same rule); the contract chooses.
 */
async function noShowCandidates(db: Db, today: string, scope?: { doctorId: number; date: string }): Promise<AppointmentRow[]> {
  let rows: AppointmentRow[];
  if (scope) {
    const [doctor] = await db.select({ department: departments.name }).from(doctors).leftJoin(departments, eq(departments.id, doctors.departmentId)).where(eq(doctors.id, scope.doctorId)).limit(1);
    rows = await opdDayVisits(db, scope.doctorId, doctor?.department ?? null, scope.date);
  } else {
    // Driven from the token index (a day's tokens, read as its doctor-days), each day joined over the appointments'
    // own indexes: never a scan of every pending booking.
    const found = (await db.execute(sql`
      WITH ran AS (
        SELECT t.doctor_id, t.date, lower(dep.name) AS department
        FROM (SELECT DISTINCT a.doctor_id, a.preferred_date AS date FROM ${appointments} AS a
              WHERE a.token IS NOT NULL AND a.doctor_id IS NOT NULL AND a.preferred_date <= ${today}::date) AS t
        JOIN ${doctors} AS d ON d.id = t.doctor_id LEFT JOIN ${departments} AS dep ON dep.id = d.department_id)
      SELECT a.id FROM ran JOIN ${appointments} AS a ON a.doctor_id = ran.doctor_id AND a.preferred_date = ran.date
      WHERE a.status IN ('pending', 'confirmed')
      UNION
      SELECT a.id FROM ran JOIN ${appointments} AS a ON a.preferred_date = ran.date AND a.doctor_id IS NULL AND lower(a.department) = ran.department
      WHERE a.status IN ('pending', 'confirmed')`)) as unknown as { rows: { id: number }[] };
    const ids = found.rows.map((row) => Number(row.id));
    if (ids.length === 0) return [];
    rows = await db.select().from(appointments).where(inArray(appointments.id, ids)).orderBy(asc(appointments.id));
  }
  const runs = queueRuns(await tokenDays(db, [...new Set(rows.map((row) => row.preferredDate))]));
  return rows.filter((row) => isNoShowCandidate(queueVisitOf(row), runs, today));
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
    const outcome = await updateAudited(db, 'server', {
      table: appointments,
      id: candidate.id,
      action: 'appointment.no_show',
      entity: 'appointment',
      show: (row) => ({ status: row.status }),
      // Asked again of the locked row: a check-in a moment earlier wins, and nothing is marked.
      change: (before) => (isNoShowBy(queueVisitOf(before), theirs, now) ? { set: { status: 'no_show' as const } } : { refused: {} }),
      alsoWrite: (tx, before, after) => outbox.changed(tx, messageStateOf(before), after, 'hospital', origin, now),
    });
    if (outcome.kind === 'done') marked += 1;
  }
  return marked;
}
