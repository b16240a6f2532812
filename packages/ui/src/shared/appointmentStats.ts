// What the analytics panel draws, made from the counts of appointments: the server's (`GET /api/stats/appointments`,
// counted in SQL) or, for stories and the benchmark, the contract's `countAppointments` over a list. Counting is the
// contract's; this file adds what only a screen needs: names, colours, percents and day labels.
import {
  APPOINTMENT_STATUSES,
  STATS_PANEL,
  countAppointments,
  trendDays,
  type Appointment,
  type AppointmentCounts,
  type AppointmentStatus,
  type OpdOutcomes,
} from '@hospital/contract';
import { appointmentStatusLabel } from '../StatusBadge/index.ts';
import { theme } from '../theme/theme.ts';

/**
 * Only the fields the statistics read, so callers (and the benchmark) need not build whole appointments: the OPD's
 * figures (no-shows, the wait) read the queue's fields when a visit has them.
 */
export type AppointmentForStats = Pick<Appointment, 'status' | 'department' | 'preferredTime' | 'createdAt'> &
  Partial<Pick<Appointment, 'doctorId' | 'walkIn' | 'checkedInAt' | 'calledAt'>>;


export interface StatusCount {
  status: AppointmentStatus;
  /** The status in the front desk's words, as the charts show it: "Pending", "In consultation", "No-show". */
  name: string;
  value: number;
  colour: string;
}

export interface DepartmentCount {
  name: string;
  value: number;
  /** Share of all appointments, rounded to a whole percent for the pie's labels. */
  percent: number;
  colour: string;
}

export interface DayCount {
  /** The UTC calendar date, YYYY-MM-DD. */
  date: string;
  /** Short month and day in US English: "Nov 25". */
  label: string;
  value: number;
}

export interface TimeSlotCount {
  slot: string;
  value: number;
}

export interface AppointmentStats {
  total: number;
  /** Every status, in the contract's order, zeros included. */
  byStatus: StatusCount[];
  /** Busiest department first; palette colours cycled in that order. */
  byDepartment: DepartmentCount[];
  /** The last seven calendar days, oldest first, ending today (UTC). */
  dailyTrend: DayCount[];
  /** Every booking slot in the day's order, zeros included. */
  byTimeSlot: TimeSlotCount[];
  /** The OPD's no-show rate and wait from check-in to the call, overall, by doctor and by department. */
  opd: OpdOutcomes;
}

export interface StatsColours {
  status: Readonly<Record<AppointmentStatus, string>>;
  palette: readonly string[];
}

const chartStatus = theme.color.chart.appointment;

/**
 * ECharts paints SVG attributes, not CSS, so it gets the theme's concrete colours rather than `var(--…)`. The
 * theme's keys are camelCase (CSS variable names); the statuses' are the API's.
 */
export const defaultStatsColours: StatsColours = {
  status: {
    pending: chartStatus.pending,
    confirmed: chartStatus.confirmed,
    cancelled: chartStatus.cancelled,
    completed: chartStatus.completed,
    checked_in: chartStatus.checkedIn,
    in_consultation: chartStatus.inConsultation,
    no_show: chartStatus.noShow,
  },
  palette: theme.color.chart.palette,
};

const dayLabelFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "Nov 25" for the UTC calendar date 2026-11-25. */
function dayLabel(date: string): string {
  return dayLabelFormat.format(new Date(`${date}T00:00:00.000Z`));
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The palette colour of the series at `index`: six colours, then round again. */
export function paletteColour(index: number, palette: readonly string[] = defaultStatsColours.palette): string {
  return palette[index % palette.length] ?? '';
}

/** Whole percent of `part` in `whole`; 0 when there is nothing to share. */
export function roundedPercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** The UTC calendar date (YYYY-MM-DD) of an ISO timestamp: the contract's rule, which the servers count by too. */
export { utcIsoDate } from '@hospital/contract';

/** The last `days` calendar days ending on `now`'s UTC date, oldest first, each at zero. */
export function trendWindow(now: Date, days: number = STATS_PANEL.trendDays): DayCount[] {
  return trendDays(now, days).map((date) => ({ date, label: dayLabel(date), value: 0 }));
}

/**
 * Everything the statistics panel draws, from counts made elsewhere (the server's, or `countAppointments`). The
 * departments keep the counts' order (busiest first, ties by name) and take the palette's colours in it; the
 * trend keeps its days, oldest first.
 */
export function statsFromCounts(counts: AppointmentCounts, colours: StatsColours = defaultStatsColours): AppointmentStats {
  const { total } = counts;
  return {
    total,
    byStatus: APPOINTMENT_STATUSES.map((status) => ({
      status,
      name: appointmentStatusLabel(status),
      value: counts.byStatus[status],
      colour: colours.status[status],
    })),
    byDepartment: counts.byDepartment.map(({ department, count }, i) => ({
      name: department,
      value: count,
      percent: roundedPercent(count, total),
      colour: paletteColour(i, colours.palette),
    })),
    dailyTrend: counts.byCreatedDay.map(({ date, count }) => ({ date, label: dayLabel(date), value: count })),
    byTimeSlot: counts.byTimeSlot.map(({ slot, count }) => ({ slot, value: count })),
    opd: counts.opd,
  };
}

/**
 * The statistics of a list of appointments held in the browser (stories, `npm run bench:stats`): the contract's
 * count in one pass (100,000 of them in a few milliseconds), then `statsFromCounts`. `now` decides which week the
 * trend shows. The admin dashboard no longer does this: the server counts.
 */
export function aggregateAppointments(
  appointments: readonly AppointmentForStats[],
  now: Date,
  colours: StatsColours = defaultStatsColours,
): AppointmentStats {
  return statsFromCounts(countAppointments(appointments, now), colours);
}
