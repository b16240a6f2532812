export { AppointmentStatsPanel, type AppointmentStatsPanelProps } from './AppointmentStatsPanel.tsx';
export {
  aggregateAppointments,
  capitalise,
  defaultStatsColours,
  paletteColour,
  roundedPercent,
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
