export { AppointmentStatsPanel, type AppointmentStatsPanelProps, type AppointmentStatsSource } from './AppointmentStatsPanel.tsx';
export {
  aggregateAppointments,
  capitalise,
  defaultStatsColours,
  paletteColour,
  roundedPercent,
  statsFromCounts,
  trendWindow,
  utcIsoDate,
  type AppointmentForStats,
  type AppointmentStats,
  type DayCount,
  type DepartmentCount,
  type StatsColours,
  type StatusCount,
  type TimeSlotCount,
} from '../../shared/appointmentStats.ts';
