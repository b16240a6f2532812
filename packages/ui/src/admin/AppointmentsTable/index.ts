export {
  APPOINTMENT_SEARCH_DEBOUNCE_MS,
  APPOINTMENTS_PAGE_SIZE,
  AppointmentsTable,
  type AppointmentsTableProps,
} from './AppointmentsTable.tsx';
export {
  ALL_STATUSES,
  NEW_TIME_REASON_TEXTS,
  STATUS_FILTER_OPTIONS,
  newTimeReasonText,
  parseStatusFilter,
  preferredSlot,
  type AppointmentStatusFilter,
} from './appointmentFilters.ts';
export {
  APPOINTMENT_COLUMN_SORT_KEYS,
  DEFAULT_APPOINTMENTS_QUERY,
  columnSort,
  sortForColumn,
  type AppointmentSortColumn,
  type AppointmentsTableQuery,
} from './appointmentsQuery.ts';
