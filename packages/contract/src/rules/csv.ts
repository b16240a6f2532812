// CSV exports, one dialect for every export and both servers: RFC 4180 (CRLF, quotes doubled), a byte order mark
// so Excel reads the UTF-8 (names in Devanagari) rather than guessing a Windows code page, and formula-safe cells.
import type { Appointment } from '../schemas/appointments.ts';

/** One column of a CSV export: its header and how a row's value is read. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** What an export starts with, before its header row. */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula starts with one of these (OWASP, "CSV injection"). The reason for a
 * visit is typed by anyone on the public booking form, so "=HYPERLINK(...)" must open as text on the admin's PC.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text prefixed with an apostrophe, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row, with its line end. */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
}

/** One row, with its line end: a server streams an export a line at a time. */
export function csvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
}

/** The rows as one CSV text: the byte order mark, the header row, the rows. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return CSV_BOM + csvHeaderLine(columns) + rows.map((row) => csvLine(columns, row)).join('');
}

/** The appointments export's columns, in order: the admin table's columns spelled out, one value per cell. */
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

/** "appointments-2026-11-25.csv": the export's file name, dated by the hospital's calendar day it was made. */
export function appointmentsCsvFileName(today: string): string {
  return `appointments-${today}.csv`;
}
