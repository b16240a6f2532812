import type { Appointment } from '@hospital/contract';

/** The export's columns, in order: the table's columns spelled out, one value per cell. */
export const APPOINTMENT_CSV_COLUMNS: readonly { header: string; value: (appointment: Appointment) => string | number | undefined }[] = [
  { header: 'ID', value: (a) => a.id },
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

/**
 * The appointments as CSV (RFC 4180: CRLF line ends, quotes doubled), with a header row. It starts with a byte
 * order mark so Excel reads the UTF-8 (names in Devanagari) rather than guessing a Windows code page.
 */
export function appointmentsToCsv(appointments: readonly Appointment[]): string {
  const rows = [
    APPOINTMENT_CSV_COLUMNS.map((column) => csvCell(column.header)),
    ...appointments.map((appointment) => APPOINTMENT_CSV_COLUMNS.map((column) => csvCell(column.value(appointment)))),
  ];
  return `\uFEFF${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** "appointments-2026-11-25.csv", dated by the admin's own calendar day. */
export function appointmentsCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `appointments-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
