export { DoctorsTable, type DoctorsTableProps } from './DoctorsTable.tsx';
export { NEXT_SESSION_DAYS, nextSession, nextSessionText, sortDoctors, weeklyDaysText, type NextSession } from './doctorRows.ts';
