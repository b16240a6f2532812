export { AppointmentChartCard, type AppointmentChartCardProps } from './AppointmentChartCard.tsx';
export {
  APPOINTMENT_CHART_KINDS,
  appointmentChart,
  pieLabel,
  type AnalyticsChartOption,
  type AppointmentChart,
  type AppointmentChartKind,
  type ChartDataRow,
} from '../../shared/appointmentCharts.ts';
