export { GanttChart, type GanttChartProps } from './GanttChart.tsx';
export { GANTT_SCALES, GANTT_TEXT } from './ganttText.ts';
export { GANTT_CSV_COLUMNS, ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
