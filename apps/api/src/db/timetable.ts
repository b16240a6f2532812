// The OPD timetable in SQL: the doctors' calendars (weekly sessions, leave, the OPD's closures) as the
// contract's rules/timetable.ts reads them, each read in one query with whatever else its route needs, and the places
// taken in a doctor's slots counted in the database (over appointments_doctor_slot_idx). The capacity itself is kept
// by the database (migration 0007's keep_slot_capacity): a booking past it fails with appointments_slot_capacity.
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DoctorCalendar, WeeklySession } from '@hospital/contract';
import type { Db } from './client.ts';
import { databaseErrorSummary } from './errors.ts';
import { appointments, closures, doctorLeave, doctorSessions, doctors } from './schema.ts';

/** The constraint name migration 0007's capacity check raises with. */
export const SLOT_CAPACITY_CONSTRAINT = 'appointments_slot_capacity';

/** Whether a write failed because a doctor's slot already held as many patients as it takes. */
export function isSlotFull(error: unknown): boolean {
  const { code, constraint } = databaseErrorSummary(error);
  return code === '23514' && constraint === SLOT_CAPACITY_CONSTRAINT;
}

/** The days a calendar is read for: the leave and closures that touch them. */
export interface DayRange {
  from: string;
  to: string;
}

/** A doctor's weekly sessions as JSON (the contract's WeeklySession), for a doctor id expression. */
export const weeklyJson = (doctorId: SQL): SQL => sql`coalesce((
  SELECT json_agg(json_build_object('weekday', s.weekday, 'start', s.start_time, 'end', s.end_time, 'slotMinutes', s.slot_minutes, 'capacity', s.capacity) ORDER BY s.weekday, s.start_time)
  FROM ${doctorSessions} AS s WHERE s.doctor_id = ${doctorId}), '[]'::json)`;

/** A doctor's leave touching the range as JSON ({ from, to }). */
export const leaveJson = (doctorId: SQL, range: DayRange): SQL => sql`coalesce((
  SELECT json_agg(json_build_object('from', l.from_date, 'to', l.to_date) ORDER BY l.from_date)
  FROM ${doctorLeave} AS l WHERE l.doctor_id = ${doctorId} AND l.to_date >= ${range.from}::date AND l.from_date <= ${range.to}::date), '[]'::json)`;

/** The OPD's closures in the range as JSON ({ date, name }). */
export const closuresJson = (range: DayRange): SQL => sql`coalesce((
  SELECT json_agg(json_build_object('date', c.date, 'name', c.name) ORDER BY c.date)
  FROM ${closures} AS c WHERE c.date BETWEEN ${range.from}::date AND ${range.to}::date), '[]'::json)`;

/** A doctor's whole calendar in the range as one JSON object: { weekly, leave } (closures are read once, apart). */
export const calendarJson = (doctorId: SQL, range: DayRange): SQL => sql`json_build_object('weekly', ${weeklyJson(doctorId)}, 'leave', ${leaveJson(doctorId, range)})`;

/** JSON as it arrives: parsed by node-postgres and PGlite alike, but a string if a driver leaves it one. */
export const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** A doctor's calendar from its JSON and the closures' (a retired doctor works no more: no sessions). */
export function calendarOf(json: unknown, closuresOf: unknown, retired = false): DoctorCalendar {
  const { weekly, leave } = parsedJson<{ weekly: WeeklySession[]; leave: { from: string; to: string }[] }>(json);
  return { weekly: retired ? [] : weekly, leave, closures: parsedJson<{ date: string; name: string }[]>(closuresOf) };
}

/** The live bookings from `today` on that a timetable change may fall on, as the contract's timetableImpact reads them. */
export async function comingBookings(db: Db, where: { doctorIds?: readonly number[]; date?: string; today: string }) {
  return db
    .select({
      id: appointments.id,
      reference: appointments.reference,
      patientName: appointments.patientName,
      preferredDate: appointments.preferredDate,
      preferredTime: appointments.preferredTime,
      status: appointments.status,
      doctorId: appointments.doctorId,
    })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ['pending', 'confirmed']),
        where.date === undefined ? gte(appointments.preferredDate, where.today) : eq(appointments.preferredDate, where.date),
        where.doctorIds === undefined ? undefined : inArray(appointments.doctorId, [...where.doctorIds]),
      ),
    )
    .orderBy(asc(appointments.preferredDate), asc(appointments.id));
}

/**
 * The calendars a visit is checked against on its day, in one query: its doctor's alone, or every calendar of its
 * department's doctors when it has none (the contract's visitTimetableProblems).
 */
export async function visitCalendars(db: Db, visit: { doctorId: number | null; department: string }, day: string): Promise<DoctorCalendar[]> {
  const range = { from: day, to: day };
  const calendars =
    visit.doctorId === null
      ? sql`coalesce((SELECT json_agg(${calendarJson(sql`d.id`, range)} ORDER BY d.id) FROM ${doctors} AS d JOIN departments AS dep ON dep.id = d.department_id
          WHERE lower(dep.name) = lower(${visit.department}) AND NOT d.retired), '[]'::json)`
      : sql`(SELECT json_agg(CASE WHEN d.retired THEN json_build_object('weekly', '[]'::json, 'leave', '[]'::json) ELSE ${calendarJson(sql`d.id`, range)} END) FROM ${doctors} AS d WHERE d.id = ${visit.doctorId})`;
  const [row] = await db
    .select({ calendars: sql<unknown>`coalesce(${calendars}, '[]'::json)`, closures: closuresJson(range) })
    .from(sql`(SELECT 1) AS one`);
  return parsedJson<unknown[]>(row?.calendars ?? []).map((calendar) => calendarOf(calendar, row?.closures ?? []));
}

/**
 * The availability read in one prepared statement, one round trip: the doctor (and whether retired), their calendar
 * over the range, the closures in it, and the places taken in each of their slots in it, counted by day and time over
 * appointments_doctor_slot_idx (never who holds them; never a walk-in, who takes no booked place). Parameters: id, from, to.
 */
export function availabilityStatement(db: Db) {
  // Qualified by hand: drizzle writes a column of the selected table unqualified in a select field's SQL, where the
  // subqueries' own ids would take it.
  const doctorId = sql.raw('"doctors"."id"');
  const range = { from: sql.placeholder('from'), to: sql.placeholder('to') } as unknown as DayRange;
  return db
    .select({
      retired: doctors.retired,
      calendar: calendarJson(doctorId, range),
      closures: closuresJson(range),
      taken: sql<unknown>`coalesce((
        SELECT json_agg(json_build_array(t.day, t.slot, t.n))
        FROM (SELECT a.preferred_date::text AS day, a.preferred_time AS slot, count(*)::integer AS n FROM ${appointments} AS a
          WHERE a.doctor_id = ${doctorId} AND a.preferred_date BETWEEN ${range.from}::date AND ${range.to}::date AND a.status <> 'cancelled' AND NOT a.walk_in
          GROUP BY a.preferred_date, a.preferred_time) AS t), '[]'::json)`,
    })
    .from(doctors)
    .where(eq(doctors.id, sql.placeholder('id')))
    .limit(1)
    .prepare('availability');
}
