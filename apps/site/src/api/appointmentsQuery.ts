// How the admin table's query is asked of the API: one page at a time, and the CSV of every match.
// Pure functions, tested in appointmentsQuery.test.ts.
import { API_PATHS, APPOINTMENT_PAGE, appointmentSortText, parseAppointmentSort, type AppointmentSort } from '@hospital/contract';
import type { AppointmentsTableQuery } from '@hospital/ui';
import { withQuery } from './client.ts';

/** A sort as the API (and the page's URL) writes it: `preferredDate`, or `-preferredDate` for the other way. */
export function sortParam(sort: AppointmentSort | null): string | undefined {
  return sort ? appointmentSortText(sort) : undefined;
}

/** A sort from its written form; null for none or anything the API does not sort by. */
export function parseSortParam(value: string | null | undefined): AppointmentSort | null {
  return (value && parseAppointmentSort(value)) || null;
}

/** The filters and order of the query, as query parameters; "everything" leaves a key out. */
function filterParams(query: AppointmentsTableQuery) {
  return {
    q: query.q.trim() || undefined,
    status: query.status === 'all' ? undefined : query.status,
    needsNewTime: query.needsNewTime ? '1' : undefined,
    sort: sortParam(query.sort),
  };
}

/**
 * The SWR key (and request path) of one page. `page` and `pageSize` are always there: without any of its keys
 * `GET /api/appointments` answers every appointment, which is what a page must never ask for.
 */
export function appointmentPageKey(query: AppointmentsTableQuery, pageSize: number = APPOINTMENT_PAGE.defaultSize): string {
  return withQuery(API_PATHS.appointments, { ...filterParams(query), page: query.page, pageSize });
}

/** The path of the CSV of every appointment the query's filters match, in its order (no paging). */
export function appointmentsExportPath(query: AppointmentsTableQuery): string {
  return withQuery(API_PATHS.appointmentsExport, filterParams(query));
}
