import type { GanttScale } from '@hospital/contract';

export const GANTT_SCALES: readonly { value: GanttScale; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

export const GANTT_TEXT = {
  empty: 'No Tasks Found',
  showMoreColumns: 'Show More Columns',
  addTask: 'Add Task',
  signInToEdit: 'Sign in to edit',
  export: 'Export',
  exportPdf: 'Export to PDF',
  exportExcel: 'Export to Excel',
  import: 'Import',
  importExcel: 'Import from Excel',
  importMsProject: 'Import from MS Project',
  importNotAvailable: 'Not available yet',
  today: 'Today',
  timeline: 'Timeline',
  loading: 'Loading tasks...',
  error: 'Unable to load tasks',
  errorHint: 'Please try again later.',
} as const;
