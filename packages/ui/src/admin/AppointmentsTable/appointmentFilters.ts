import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { statusLabel } from '../../StatusBadge/index.ts';

/** The status filter's value: one status, or every appointment. */
export type AppointmentStatusFilter = AppointmentStatus | 'all';

export const ALL_STATUSES: AppointmentStatusFilter = 'all';

/** The filter's choices in the spec's order: All Status, Pending, Confirmed, Cancelled, Completed. */
export const STATUS_FILTER_OPTIONS: readonly { value: AppointmentStatusFilter; label: string }[] = [
  { value: ALL_STATUSES, label: 'All Status' },
  ...APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** A status filter value from anything (a URL, a select); unknown values mean all. */
export function parseStatusFilter(value: string | null | undefined): AppointmentStatusFilter {
  return (APPOINTMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as AppointmentStatus) : ALL_STATUSES;
}

/** A reference search needs this many letters and digits, so a short name ("Ram") does not match random references. */
export const MIN_REFERENCE_SEARCH = 4;

/**
 * Whether the search is part of the booking's reference, as a patient reads it over the phone: any case, dashes
 * and spaces optional ("cch7k4q", "7K4Q M2XD", "CCH-7K4Q-M2XD").
 */
export function matchesReference(reference: string, search: string): boolean {
  const needle = search.toUpperCase().replace(/[\s-]/g, '');
  if (needle.length < MIN_REFERENCE_SEARCH) return false;
  return reference.toUpperCase().replaceAll('-', '').includes(needle);
}

/**
 * Whether the search text appears in the patient's name, e-mail or department, ignoring case (spec: Admin
 * dashboard), or in the booking's reference (docs/adr/0011). Surrounding spaces are ignored, and an empty search
 * matches every appointment.
 */
export function matchesSearch(appointment: Appointment, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  if (needle === '') return true;
  return (
    [appointment.patientName, appointment.email, appointment.department].some((text) => text.toLocaleLowerCase('en-IN').includes(needle)) ||
    matchesReference(appointment.reference, needle)
  );
}

/** The appointments that match both the search and the status filter, in the given order. */
export function filterAppointments(
  appointments: readonly Appointment[],
  search: string,
  status: AppointmentStatusFilter,
): Appointment[] {
  return appointments.filter(
    (appointment) => (status === ALL_STATUSES || appointment.status === status) && matchesSearch(appointment, search),
  );
}

/**
 * The preferred slot as one instant for sorting ("2026-11-16" at "2:30 PM"). The day is a calendar day with no
 * zone, so it is read as UTC: the order is the same wherever the admin sits.
 */
export function preferredSlot({ preferredDate, preferredTime }: { preferredDate: string; preferredTime: string }): Date {
  const [year = NaN, month = NaN, day = NaN] = preferredDate.split('-').map(Number);
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(preferredTime.trim());
  if (!match) return new Date(Date.UTC(year, month - 1, day));
  const hour = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return new Date(Date.UTC(year, month - 1, day, hour, Number(match[2])));
}
