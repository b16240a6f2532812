import type { Task } from '@hospital/contract';
import { csvCell } from '../../admin/AppointmentsTable/index.ts';

/** Export to Excel's columns: the chart's columns, then the dates the bars are drawn from. */
export const GANTT_CSV_COLUMNS: readonly { header: string; value: (task: Task) => string | number | null | undefined }[] = [
  { header: 'ID', value: (t) => t.id },
  { header: 'Task Name', value: (t) => t.name },
  { header: 'Activity', value: (t) => t.activity },
  { header: 'Sub Activity', value: (t) => t.subActivity },
  { header: 'Progress', value: (t) => t.progress },
  { header: 'Status', value: (t) => t.status },
  { header: 'Priority', value: (t) => t.priority },
  { header: 'Start Date', value: (t) => t.startDate },
  { header: 'End Date', value: (t) => t.endDate },
  { header: 'Actual Start Date', value: (t) => t.actualStartDate },
  { header: 'Actual End Date', value: (t) => t.actualEndDate },
  { header: 'Location', value: (t) => t.location },
  { header: 'Contractor', value: (t) => t.contractor },
];

/** The tasks as CSV with a header row, in the same dialect as the appointments export (BOM, CRLF, formula-safe cells). */
export function tasksToCsv(tasks: readonly Task[]): string {
  const rows = [
    GANTT_CSV_COLUMNS.map((column) => csvCell(column.header)),
    ...tasks.map((task) => GANTT_CSV_COLUMNS.map((column) => csvCell(column.value(task)))),
  ];
  return `\uFEFF${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** "project-tasks-2026-11-25.csv", dated by the viewer's own calendar day. */
export function ganttCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `project-tasks-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
