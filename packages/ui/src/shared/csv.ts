import { downloadTextFile } from './downloadFile.ts';

/** One column of a CSV export: its header and how a row's value is read. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

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
 * The rows as CSV (RFC 4180: CRLF line ends, quotes doubled) with a header row. It starts with a byte order mark
 * so Excel reads the UTF-8 (names in Devanagari) rather than guessing a Windows code page.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row)))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** "appointments-2026-11-25.csv" from "appointments": dated by the person's own calendar day, as they see it. */
export function csvFileName(name: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadTextFile(csv, fileName, 'text/csv;charset=utf-8');
}
