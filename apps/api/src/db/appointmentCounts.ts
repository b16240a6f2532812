// The analytics tab's counts in SQL: the contract's countAppointments (rules/stats.ts), made by two
// aggregate queries that never bring an appointment into this process: the tallies of migration 0006 (a row for each
// status, department, doctor and slot together, a few thousand at most, kept by triggers) summed by status,
// department and slot, then three ways here; and the week's bookings by their UTC day, read from the created_at index.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import {
  APPOINTMENT_STATUSES,
  byBusiestDepartment,
  opdOutcome,
  timeSlotCounts,
  trendDays,
  type AppointmentCounts,
  type AppointmentStatus,
  type OpdOutcomes,
  type OpdTally,
  type Stats,
} from '@hospital/contract';
import type { Db } from './client.ts';
import { appointmentTallies, appointments, departments } from './schema.ts';

const DAY_MS = 86_400_000;

export async function countAppointmentsInDb(db: Db, now: Date): Promise<AppointmentCounts> {
  const groups = await db
    .select({
      status: appointmentTallies.status,
      department: appointmentTallies.department,
      slot: appointmentTallies.preferredTime,
      count: sql<number>`sum(${appointmentTallies.count})`.mapWith(Number),
    })
    .from(appointmentTallies)
    .groupBy(appointmentTallies.status, appointmentTallies.department, appointmentTallies.preferredTime);

  const days = trendDays(now);
  const firstDay = Date.parse(`${days[0]}T00:00:00Z`);
  const utcDay = sql<string>`to_char(${appointments.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const byDay = await db
    .select({ date: utcDay, count: count() })
    .from(appointments)
    .where(
      sql`${appointments.createdAt} >= CAST(${new Date(firstDay).toISOString()} AS timestamptz) AND ${appointments.createdAt} < CAST(${new Date(firstDay + days.length * DAY_MS).toISOString()} AS timestamptz)`,
    )
    .groupBy(utcDay);

  const byStatus = new Map<string, number>();
  const byDepartment = new Map<string, number>();
  const bySlot = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, n: number) => counts.set(key, (counts.get(key) ?? 0) + n);
  let total = 0;
  for (const group of groups) {
    total += group.count;
    add(byStatus, group.status, group.count);
    add(byDepartment, group.department, group.count);
    add(bySlot, group.slot, group.count);
  }
  const dayCounts = new Map(byDay.map((day) => [day.date, day.count]));
  return {
    total,
    byStatus: Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, byStatus.get(status) ?? 0])) as Record<AppointmentStatus, number>,
    byDepartment: [...byDepartment].map(([department, n]) => ({ department, count: n })).sort(byBusiestDepartment),
    byCreatedDay: days.map((date) => ({ date, count: dayCounts.get(date) ?? 0 })),
    byTimeSlot: timeSlotCounts(new Map([...bySlot].map(([slot, n]) => [slot, { count: n }]))),
    opd: await opdOutcomesInDb(db),
  };
}

/**
 * The OPD's no-shows and waits, tallied in SQL per doctor and department together (only the visits that
 * checked in or were absent: a few per doctor-day), then summed three ways and rounded by the contract's opdOutcome,
 * as the mock's opdOutcomes does over every visit. A doctor's department is the first of theirs by name (min).
 */
export async function opdOutcomesInDb(db: Db): Promise<OpdOutcomes> {
  const waited = sql`${appointments.calledAt} IS NOT NULL AND ${appointments.checkedInAt} IS NOT NULL`;
  const groups = await db
    .select({
      doctorId: appointments.doctorId,
      department: appointments.department,
      attended: sql<number>`count(*) FILTER (WHERE NOT ${appointments.walkIn} AND ${appointments.checkedInAt} IS NOT NULL)`.mapWith(Number),
      noShows: sql<number>`count(*) FILTER (WHERE NOT ${appointments.walkIn} AND ${appointments.status} = 'no_show')`.mapWith(Number),
      waitMinutes: sql<number>`coalesce(sum(extract(epoch FROM ${appointments.calledAt} - ${appointments.checkedInAt})) FILTER (WHERE ${waited}), 0) / 60`.mapWith(Number),
      called: sql<number>`count(*) FILTER (WHERE ${waited})`.mapWith(Number),
    })
    .from(appointments)
    .where(sql`${appointments.checkedInAt} IS NOT NULL OR ${appointments.status} = 'no_show'`)
    .groupBy(appointments.doctorId, appointments.department);

  const empty = (): OpdTally => ({ attended: 0, noShows: 0, waitMinutes: 0, called: 0 });
  const add = (tally: OpdTally, group: OpdTally) => {
    tally.attended += group.attended;
    tally.noShows += group.noShows;
    tally.waitMinutes += group.waitMinutes;
    tally.called += group.called;
  };
  const overall = empty();
  const byDoctor = new Map<number, OpdTally & { department: string }>();
  const byDepartment = new Map<string, OpdTally>();
  for (const group of groups) {
    add(overall, group);
    if (group.doctorId !== null) {
      let doctor = byDoctor.get(group.doctorId);
      if (!doctor) byDoctor.set(group.doctorId, (doctor = { ...empty(), department: group.department }));
      else if (group.department < doctor.department) doctor.department = group.department;
      add(doctor, group);
    }
    let department = byDepartment.get(group.department);
    if (!department) byDepartment.set(group.department, (department = empty()));
    add(department, group);
  }
  return {
    overall: opdOutcome(overall),
    byDoctor: [...byDoctor].sort(([a], [b]) => a - b).map(([doctorId, tally]) => ({ doctorId, department: tally.department, ...opdOutcome(tally) })),
    byDepartment: [...byDepartment].sort(([a], [b]) => a.localeCompare(b)).map(([department, tally]) => ({ department, ...opdOutcome(tally) })),
  };
}

/** The dashboard's totals (GET /api/stats): every appointment, the pending and the confirmed, from the tallies; the departments. */
export async function statsInDb(db: Db): Promise<Stats> {
  const sumOf = (where?: SQL) => sql<number>`coalesce(sum(${appointmentTallies.count})${where ? sql` FILTER (WHERE ${where})` : sql``}, 0)`.mapWith(Number);
  const [[totals], [{ totalDepartments } = { totalDepartments: 0 }]] = await Promise.all([
    db
      .select({
        totalAppointments: sumOf(),
        pendingAppointments: sumOf(eq(appointmentTallies.status, 'pending')),
        confirmedAppointments: sumOf(eq(appointmentTallies.status, 'confirmed')),
      })
      .from(appointmentTallies),
    db.select({ totalDepartments: count() }).from(departments),
  ]);
  return { ...(totals ?? { totalAppointments: 0, pendingAppointments: 0, confirmedAppointments: 0 }), totalDepartments };
}
