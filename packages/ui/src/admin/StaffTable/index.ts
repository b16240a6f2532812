export { StaffTable, type StaffTableProps } from './StaffTable.tsx';
export { STAFF_TABLE_TEXTS, type StaffTableTexts } from './staffTableTexts.ts';
