// The analytics tab's counts in SQL (issue 22): the contract's countAppointments (rules/stats.ts), made by two
// aggregate queries that never bring an appointment into this process: the tallies of migration 0006 (a row for each
// status, department, doctor and slot together, a few thousand at most, kept by triggers) summed by status,
// department and slot, then three ways here; and the week's bookings by their UTC day, read from the created_at index.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { APPOINTMENT_STATUSES, byBusiestDepartment, timeSlotCounts, trendDays, type AppointmentCounts, type AppointmentStatus } from '@hospital/contract';
import type { Db } from './client.ts';
import { appointmentTallies, appointments } from './schema.ts';

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
  };
}

/** The dashboard's totals (GET /api/stats): every appointment, the pending and the confirmed, from the tallies. */
export async function appointmentTotalsInDb(db: Db): Promise<{ totalAppointments: number; pendingAppointments: number; confirmedAppointments: number }> {
  const sumOf = (where?: SQL) => sql<number>`coalesce(sum(${appointmentTallies.count})${where ? sql` FILTER (WHERE ${where})` : sql``}, 0)`.mapWith(Number);
  const [totals] = await db
    .select({
      totalAppointments: sumOf(),
      pendingAppointments: sumOf(eq(appointmentTallies.status, 'pending')),
      confirmedAppointments: sumOf(eq(appointmentTallies.status, 'confirmed')),
    })
    .from(appointmentTallies);
  return totals ?? { totalAppointments: 0, pendingAppointments: 0, confirmedAppointments: 0 };
}
