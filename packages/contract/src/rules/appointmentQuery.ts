// The appointments list's search, filters, order and pages, as plain functions: the mock applies them
// to its rows, apps/api says the same in SQL (apps/api/src/db/appointmentQuery.ts), and the contract suite holds
// both to them.
import type { Appointment } from '../schemas/appointments.ts';
import type { AppointmentExportQuery, AppointmentPage, AppointmentSort, AppointmentsQuery } from '../schemas/queries.ts';
import { slotStartMinute } from './booking.ts';

/** A reference search needs this many letters and digits, so a short name ("Ram") does not match random references. */
export const MIN_REFERENCE_SEARCH = 4;

/** The keys that make the list a page: with none of them, `GET /api/appointments` answers every appointment. */
const QUERY_KEYS = ['q', 'status', 'doctorId', 'department', 'from', 'to', 'needsNewTime', 'sort', 'page', 'pageSize'] as const;

/** Whether a query string asks for a page (any of the list's keys, even empty) rather than the whole list. */
export function isAppointmentPageQuery(query: Readonly<Record<string, unknown>>): boolean {
  return QUERY_KEYS.some((key) => query[key] !== undefined);
}

/** The search as it is compared with names, e-mails, phones and departments: trimmed, lower case; '' for none. */
export function searchText(q: string | undefined): string {
  return (q ?? '').trim().toLowerCase();
}

/**
 * The search as it is compared with a booking reference, as a patient reads one over the phone: upper case,
 * spaces and dashes left out ("cch 7k4q" → "CCH7K4Q"); undefined when it is too short to mean a reference.
 */
export function referenceSearchText(q: string | undefined): string | undefined {
  const needle = (q ?? '').toUpperCase().replace(/[\s-]/g, '');
  return needle.length >= MIN_REFERENCE_SEARCH ? needle : undefined;
}

/** Whether an appointment matches the search: part of its name, e-mail, phone, department or reference. */
export function matchesAppointmentSearch(appointment: Appointment, q: string | undefined): boolean {
  const text = searchText(q);
  if (text === '') return true;
  if ([appointment.patientName, appointment.email, appointment.phone, appointment.department].some((field) => field.toLowerCase().includes(text))) return true;
  const reference = referenceSearchText(q);
  return reference !== undefined && appointment.reference.replaceAll('-', '').includes(reference);
}

/** Whether a booking still waits for a new time: marked by a timetable change, and still coming (pending or confirmed). */
export function needsNewTimeNow(appointment: Pick<Appointment, 'status' | 'needsNewTime'>): boolean {
  return appointment.needsNewTime != null && (appointment.status === 'pending' || appointment.status === 'confirmed');
}

/** Whether an appointment passes every filter of the query. */
export function matchesAppointmentQuery(appointment: Appointment, query: AppointmentExportQuery): boolean {
  return (
    (query.status === undefined || appointment.status === query.status) &&
    (query.doctorId === undefined || appointment.doctorId === query.doctorId) &&
    (query.department === undefined || appointment.department === query.department) &&
    (query.from === undefined || appointment.preferredDate >= query.from) &&
    (query.to === undefined || appointment.preferredDate <= query.to) &&
    (query.needsNewTime === undefined || needsNewTimeNow(appointment)) &&
    matchesAppointmentSearch(appointment, query.q)
  );
}

/** Texts in any case together ("dr. rao" beside "Dr. Rao"), then by code point, as `lower(…) COLLATE "C"` orders them. */
const byText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The order of a sort: by its key, then by id (in the same direction). */
export function compareAppointments(sort: AppointmentSort | undefined): (a: Appointment, b: Appointment) => number {
  const key = sort?.key ?? 'id';
  const sign = sort?.direction === 'desc' ? -1 : 1;
  const byKey = (a: Appointment, b: Appointment): number => {
    switch (key) {
      case 'id':
        return a.id - b.id;
      case 'preferredDate':
        return byText(a.preferredDate, b.preferredDate) || slotStartMinute(a.preferredTime) - slotStartMinute(b.preferredTime);
      default:
        return byText(a[key], b[key]);
    }
  };
  return (a, b) => sign * (byKey(a, b) || a.id - b.id);
}

/** Every appointment the filters pass, in the query's order (the CSV export). */
export function selectAppointments(appointments: readonly Appointment[], query: AppointmentExportQuery): Appointment[] {
  return appointments.filter((appointment) => matchesAppointmentQuery(appointment, query)).sort(compareAppointments(query.sort));
}

/** One page of the list. */
export function appointmentPage(appointments: readonly Appointment[], query: AppointmentsQuery): AppointmentPage {
  const selected = selectAppointments(appointments, query);
  const start = (query.page - 1) * query.pageSize;
  return { items: selected.slice(start, start + query.pageSize), total: selected.length, page: query.page, pageSize: query.pageSize };
}
