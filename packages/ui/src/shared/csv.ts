// The browser's side of CSV exports. The dialect itself (cells, rows, byte order mark) is the contract's, so an
// export made here (the Gantt's tasks) and one a server streams (the appointments) read the same in a spreadsheet.
import { downloadTextFile } from './downloadFile.ts';

export { csvCell, toCsv, type CsvColumn } from '@hospital/contract';

/** "appointments-2026-11-25.csv" from "appointments": dated by the person's own calendar day, as they see it. */
export function csvFileName(name: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  downloadTextFile(csv, fileName, 'text/csv;charset=utf-8');
}
