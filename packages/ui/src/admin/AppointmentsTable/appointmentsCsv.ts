import type { Appointment } from '@hospital/contract';
import { csvFileName, toCsv, type CsvColumn } from '../../shared/csv.ts';

/** The export's columns, in order: the table's columns spelled out, one value per cell. */
export const APPOINTMENT_CSV_COLUMNS: readonly CsvColumn<Appointment>[] = [
  { header: 'ID', value: (a) => a.id },
  { header: 'Reference', value: (a) => a.reference },
  { header: 'Patient Name', value: (a) => a.patientName },
  { header: 'Age', value: (a) => a.age },
  { header: 'Gender', value: (a) => a.gender },
  { header: 'Email', value: (a) => a.email },
  { header: 'Phone', value: (a) => a.phone },
  { header: 'Department', value: (a) => a.department },
  { header: 'Doctor ID', value: (a) => a.doctorId },
  { header: 'Preferred Date', value: (a) => a.preferredDate },
  { header: 'Preferred Time', value: (a) => a.preferredTime },
  { header: 'Status', value: (a) => a.status },
  { header: 'Reason for Visit', value: (a) => a.reasonForVisit },
  { header: 'Booked At', value: (a) => a.createdAt },
];

/** The appointments as CSV, with a header row, in the shared export dialect (BOM, CRLF, formula-safe cells). */
export function appointmentsToCsv(appointments: readonly Appointment[]): string {
  return toCsv(APPOINTMENT_CSV_COLUMNS, appointments);
}

/** "appointments-2026-11-25.csv", dated by the admin's own calendar day. */
export function appointmentsCsvFileName(now: Date): string {
  return csvFileName('appointments', now);
}
