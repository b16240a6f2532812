// The appointments table's query in the dashboard's URL (?q=rao&status=pending&needsNewTime=1&sort=-preferredDate&page=2), so a
// reload, Back or a shared link shows the same page of the same search. Defaults are left out of the URL, and any
// other parameter (the tab) is kept. Pure functions, tested in appointmentQueryParams.test.ts.
import { APPOINTMENT_PAGE, APPOINTMENT_QUERY_LIMITS } from '@hospital/contract';
import { parseStatusFilter, type AppointmentsTableQuery } from '@hospital/ui';
import { parseSortParam, sortParam } from '../../api/appointmentsQuery.ts';

/** The URL's parameter for each part of the query. */
export const APPOINTMENT_QUERY_PARAMS = { q: 'q', status: 'status', needsNewTime: 'needsNewTime', sort: 'sort', page: 'page' } as const satisfies Record<keyof AppointmentsTableQuery, string>;

/** A page number from the URL: a whole number from 1 to the most the API takes; anything else is page 1. */
function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= APPOINTMENT_PAGE.maxPage ? page : 1;
}

/** The query a URL asks for; missing or unusable values are the defaults (everything, in booking order, page 1). */
export function parseAppointmentQuery(search: URLSearchParams): AppointmentsTableQuery {
  return {
    // Cut to what the API takes, so a hand-made link searches rather than being refused.
    q: (search.get(APPOINTMENT_QUERY_PARAMS.q) ?? '').trim().slice(0, APPOINTMENT_QUERY_LIMITS.q),
    status: parseStatusFilter(search.get(APPOINTMENT_QUERY_PARAMS.status)),
    // The API's own form: only "1" filters.
    needsNewTime: search.get(APPOINTMENT_QUERY_PARAMS.needsNewTime) === '1',
    sort: parseSortParam(search.get(APPOINTMENT_QUERY_PARAMS.sort)),
    page: parsePage(search.get(APPOINTMENT_QUERY_PARAMS.page)),
  };
}

/** The URL's parameters for a query, keeping the others; defaults are removed rather than written. */
export function withAppointmentQuery(search: URLSearchParams, query: AppointmentsTableQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  const put = (name: string, value: string | undefined) => (value === undefined ? next.delete(name) : next.set(name, value));
  put(APPOINTMENT_QUERY_PARAMS.q, query.q.trim() || undefined);
  put(APPOINTMENT_QUERY_PARAMS.status, query.status === 'all' ? undefined : query.status);
  put(APPOINTMENT_QUERY_PARAMS.needsNewTime, query.needsNewTime ? '1' : undefined);
  put(APPOINTMENT_QUERY_PARAMS.sort, sortParam(query.sort));
  put(APPOINTMENT_QUERY_PARAMS.page, query.page > 1 ? String(query.page) : undefined);
  return next;
}
