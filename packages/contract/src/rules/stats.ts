// The admin dashboard's totals and the analytics tab's counts, counted from the data (apps/api counts the same in
// SQL: src/db/appointmentCounts.ts).
import { APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS, STATS_PANEL, type AppointmentStatus } from '../constants.ts';
import type { Stats } from '../schemas.ts';
import type { AppointmentCounts } from '../schemas/queries.ts';
import { slotStartMinute } from './booking.ts';
import { opdOutcomes, type OutcomeVisit } from './opdQueue.ts';

export function appointmentTotals(appointments: readonly { status: string }[], departmentCount: number): Stats {
  const count = (status: string) => appointments.filter((appointment) => appointment.status === status).length;
  return {
    totalAppointments: appointments.length,
    pendingAppointments: count('pending'),
    confirmedAppointments: count('confirmed'),
    totalDepartments: departmentCount,
  };
}

const DAY_MS = 86_400_000;

/** The last `days` UTC calendar days ending on `now`'s, oldest first (YYYY-MM-DD). */
export function trendDays(now: Date, days: number = STATS_PANEL.trendDays): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The UTC calendar date (YYYY-MM-DD) of an ISO timestamp. A `Z` timestamp already starts with it, which spares
 * parsing a date for each of many thousands of appointments; an offset one is moved to UTC first, so
 * 2026-11-24T23:30:00-05:00 is 2026-11-25.
 */
export function utcIsoDate(timestamp: string): string {
  if (timestamp.endsWith('Z') && timestamp.charCodeAt(10) === 84 /* T */) return timestamp.slice(0, 10);
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
}

/** Busiest first; ties by name, so the order is the same on every server. */
export function byBusiestDepartment(a: { department: string; count: number }, b: { department: string; count: number }): number {
  return b.count - a.count || (a.department < b.department ? -1 : a.department > b.department ? 1 : 0);
}

/**
 * The slots' counts in the order of the day: the spec's standard slots always (a chart keeps its axis when a slot
 * has none), and every other slot a timetable made ("9:15 AM") that holds a booking.
 */
export function timeSlotCounts(counts: ReadonlyMap<string, { count: number }>): { slot: string; count: number }[] {
  const slots = new Set<string>([...HOSPITAL_TIME_SLOTS, ...counts.keys()]);
  return [...slots].sort((a, b) => slotStartMinute(a) - slotStartMinute(b)).map((slot) => ({ slot, count: counts.get(slot)?.count ?? 0 }));
}

/**
 * The analytics tab's counts in one pass over the appointments (100,000 of them in a few milliseconds: `npm run
 * bench`). `now` decides which week the trend shows.
 */
export function countAppointments(
  appointments: readonly (OutcomeVisit & { department: string; preferredTime: string; createdAt: string })[],
  now: Date,
): AppointmentCounts {
  // Counters are objects found by one lookup and bumped in place: one hash lookup per field per appointment.
  const statusCounts = new Map(APPOINTMENT_STATUSES.map((status) => [status as string, { count: 0 }]));
  const departmentCounts = new Map<string, { count: number }>();
  const slotCounts = new Map(HOSPITAL_TIME_SLOTS.map((slot) => [slot as string, { count: 0 }]));
  const days = trendDays(now).map((date) => ({ date, count: 0 }));
  const dayByDate = new Map(days.map((day) => [day.date, day]));
  // A timestamp's own date is at most a day from its UTC date (offsets reach ±14 h), so anything outside these
  // bounds, compared as plain strings, is outside the week without being parsed: most of a year's bookings.
  const firstDay = Date.parse(days[0]!.date);
  const lowest = new Date(firstDay - DAY_MS).toISOString().slice(0, 10);
  const highest = `${new Date(firstDay + days.length * DAY_MS).toISOString().slice(0, 10)}\uffff`;

  for (const appointment of appointments) {
    const status = statusCounts.get(appointment.status);
    if (status) status.count += 1;
    const department = departmentCounts.get(appointment.department);
    if (department) department.count += 1;
    else departmentCounts.set(appointment.department, { count: 1 });
    const slot = slotCounts.get(appointment.preferredTime);
    if (slot) slot.count += 1;
    else slotCounts.set(appointment.preferredTime, { count: 1 });
    const createdAt = appointment.createdAt;
    if (createdAt < lowest || createdAt > highest) continue;
    const day = dayByDate.get(utcIsoDate(createdAt));
    if (day) day.count += 1;
  }

  return {
    total: appointments.length,
    byStatus: Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, statusCounts.get(status)!.count])) as Record<AppointmentStatus, number>,
    byDepartment: [...departmentCounts].map(([department, { count }]) => ({ department, count })).sort(byBusiestDepartment),
    byCreatedDay: days,
    byTimeSlot: timeSlotCounts(slotCounts),
    opd: opdOutcomes(appointments),
  };
}
