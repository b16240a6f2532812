export {
  APPOINTMENT_SEARCH_DEBOUNCE_MS,
  APPOINTMENTS_PAGE_SIZE,
  AppointmentsTable,
  type AppointmentsTableProps,
} from './AppointmentsTable.tsx';
export { ALL_STATUSES, STATUS_FILTER_OPTIONS, parseStatusFilter, preferredSlot, type AppointmentStatusFilter } from './appointmentFilters.ts';
export {
  APPOINTMENT_COLUMN_SORT_KEYS,
  DEFAULT_APPOINTMENTS_QUERY,
  columnSort,
  sortForColumn,
  type AppointmentSortColumn,
  type AppointmentsTableQuery,
} from './appointmentsQuery.ts';
