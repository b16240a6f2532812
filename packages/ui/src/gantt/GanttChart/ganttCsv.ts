import type { Task } from '@hospital/contract';
import { csvFileName, toCsv, type CsvColumn } from '../../shared/csv.ts';

/** Export to Excel's columns: the chart's columns, then the dates the bars are drawn from. */
export const GANTT_CSV_COLUMNS: readonly CsvColumn<Task>[] = [
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

/** The tasks as CSV with a header row, in the same dialect as every export (BOM, CRLF, formula-safe cells). */
export function tasksToCsv(tasks: readonly Task[]): string {
  return toCsv(GANTT_CSV_COLUMNS, tasks);
}

/** "project-tasks-2026-11-25.csv", dated by the viewer's own calendar day. */
export function ganttCsvFileName(now: Date): string {
  return csvFileName('project-tasks', now);
}
