export { HoursTable, type HoursRow, type HoursTableProps } from './HoursTable.tsx';
