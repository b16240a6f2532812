export { APPOINTMENTS_PAGE_SIZE, AppointmentsTable, type AppointmentsTableProps } from './AppointmentsTable.tsx';
export {
  ALL_STATUSES,
  STATUS_FILTER_OPTIONS,
  filterAppointments,
  matchesSearch,
  parseStatusFilter,
  preferredSlot,
  type AppointmentStatusFilter,
} from './appointmentFilters.ts';
export { APPOINTMENT_CSV_COLUMNS, appointmentsCsvFileName, appointmentsToCsv } from './appointmentsCsv.ts';
