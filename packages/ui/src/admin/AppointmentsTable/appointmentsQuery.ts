// What the appointments table asks the server for, and how its sortable columns name the server's sort keys.
// Pure functions, tested in appointmentsQuery.test.ts.
import type { AppointmentSort, AppointmentSortKey } from '@hospital/contract';
import type { DataTableSort } from '../../DataTable/index.ts';
import { ALL_STATUSES, type AppointmentStatusFilter } from './appointmentFilters.ts';

/**
 * The table's state, which its caller keeps (the site keeps it in the URL) and turns into the server's query
 * (`AppointmentsQueryInput`): the search, the status filter, the needs-new-time filter, the order and the page.
 */
export interface AppointmentsTableQuery {
  /** The search the list was asked for, trimmed; '' for none. */
  q: string;
  status: AppointmentStatusFilter;
  /** Only the live bookings marked as needing a new time (leave, a closure, new hours, a doctor retired). */
  needsNewTime: boolean;
  /** null: the server's own order, by id (the order the bookings came in). */
  sort: AppointmentSort | null;
  /** 1-based. */
  page: number;
}

/** Everything, in booking order, from the first page. */
export const DEFAULT_APPOINTMENTS_QUERY: AppointmentsTableQuery = { q: '', status: ALL_STATUSES, needsNewTime: false, sort: null, page: 1 };

/** Each sortable column's key (DataTable's) and the server's sort key for it; Reason and Actions do not sort. */
export const APPOINTMENT_COLUMN_SORT_KEYS = {
  patient: 'patientName',
  reference: 'reference',
  contact: 'email',
  department: 'department',
  date: 'preferredDate',
  status: 'status',
} as const satisfies Record<string, AppointmentSortKey>;

export type AppointmentSortColumn = keyof typeof APPOINTMENT_COLUMN_SORT_KEYS;

const COLUMN_BY_SORT_KEY = new Map<AppointmentSortKey, AppointmentSortColumn>(
  Object.entries(APPOINTMENT_COLUMN_SORT_KEYS).map(([column, key]) => [key, column as AppointmentSortColumn]),
);

/** The server's sort as the table shows it; null when no column shows it (none, or by id or booking time). */
export function columnSort(sort: AppointmentSort | null): DataTableSort | null {
  const column = sort ? COLUMN_BY_SORT_KEY.get(sort.key) : undefined;
  if (!sort || column === undefined) return null;
  return { key: column, direction: sort.direction === 'desc' ? 'descending' : 'ascending' };
}

/** The server's sort for a click on a column's header; null for a column the server cannot sort by. */
export function sortForColumn(sort: DataTableSort): AppointmentSort | null {
  const key = (APPOINTMENT_COLUMN_SORT_KEYS as Record<string, AppointmentSortKey | undefined>)[sort.key];
  if (key === undefined) return null;
  return { key, direction: sort.direction === 'descending' ? 'desc' : 'asc' };
}
