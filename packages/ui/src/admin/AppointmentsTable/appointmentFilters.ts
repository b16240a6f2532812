// The status filter's choices and the date column's reading of a slot. Searching, filtering, sorting and paging
// are the server's (the contract's rules in rules/appointmentQuery.ts, SQL on apps/api): a browser never
// holds every appointment to do them.
import { APPOINTMENT_STATUSES, needsNewTimeNow, nextStatuses, type Appointment, type AppointmentStatus, type NewTimeReason } from '@hospital/contract';
import { appointmentStatusLabel } from '../../StatusBadge/index.ts';

/** The status filter's value: one status, or every appointment. */
export type AppointmentStatusFilter = AppointmentStatus | 'all';

export const ALL_STATUSES: AppointmentStatusFilter = 'all';

/**
 * The filter's choices in the spec's order: All Status, Pending, Confirmed, Cancelled, Completed, then the OPD
 * day's: Checked in, In consultation, No-show.
 */
export const STATUS_FILTER_OPTIONS: readonly { value: AppointmentStatusFilter; label: string }[] = [
  { value: ALL_STATUSES, label: 'All Status' },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: appointmentStatusLabel(status) })),
];

/** A status filter value from anything (a URL, a select); unknown values mean all. */
export function parseStatusFilter(value: string | null | undefined): AppointmentStatusFilter {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AppointmentStatus) : ALL_STATUSES;
}

/**
 * The preferred slot as one instant, for the date column ("2026-11-16" at "2:30 PM"). The day is a calendar day
 * with no zone, so it is read as UTC: the same day wherever the admin sits.
 */
export function preferredSlot({ preferredDate, preferredTime }: { preferredDate: string; preferredTime: string }): Date {
  const [year = NaN, month = NaN, day = NaN] = preferredDate.split('-').map(Number);
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(preferredTime.trim());
  if (!match) return new Date(Date.UTC(year, month - 1, day));
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return new Date(Date.UTC(year, month - 1, day, hour, Number(match[2])));
}

/** Why a booking needs a new time, as the row says it under "Needs new time". */
export const NEW_TIME_REASON_TEXTS: Record<NewTimeReason, string> = {
  doctor_leave: 'Doctor on leave',
  opd_closed: 'OPD closed that day',
  hours_changed: 'Outside the new hours',
  doctor_retired: 'Doctor retired',
};

/** The row's marker: the reason when the booking is live and marked, else undefined (a cancelled one needs nothing). */
export function newTimeReasonText(appointment: Pick<Appointment, 'status' | 'needsNewTime'>): string | undefined {
  return needsNewTimeNow(appointment) && appointment.needsNewTime ? NEW_TIME_REASON_TEXTS[appointment.needsNewTime] : undefined;
}

/**
 * A row's status choices: its own status first, then only the steps the contract allows from it (the server refuses
 * the rest: a cancelled visit is not completed, a walk-in has no booking to confirm). Checking in is not a step
 * here: it gives a token, so it is the front desk's (the OPD day tab). While a change is on its way the chosen status
 * is shown, so it is offered too.
 */
export function statusOptions(appointment: Pick<Appointment, 'status' | 'walkIn' | 'token'>, picked?: AppointmentStatus) {
  const statuses = nextStatuses(appointment);
  if (picked !== undefined && !statuses.includes(picked)) statuses.push(picked);
  return statuses.map((status) => ({ value: status, label: appointmentStatusLabel(status) }));
}
