export { GANTT_SCALES, GANTT_TEXT, GanttChart, type GanttChartProps } from './GanttChart.tsx';
export { GANTT_CSV_COLUMNS, ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
