import { APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS, STATS_PANEL, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { theme } from '../theme/theme.ts';

/** Only the fields the statistics read, so callers (and the benchmark) need not build whole appointments. */
export type AppointmentForStats = Pick<Appointment, 'status' | 'department' | 'preferredTime' | 'createdAt'>;

export interface StatusCount {
  status: AppointmentStatus;
  /** The status with its first letter capitalised, as the charts show it. */
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
  /** All four statuses, in the contract's order, zeros included. */
  byStatus: StatusCount[];
  /** Busiest department first; palette colours cycled in that order. */
  byDepartment: DepartmentCount[];
  /** The last seven calendar days, oldest first, ending today (UTC). */
  dailyTrend: DayCount[];
  /** Every booking slot in the day's order, zeros included. */
  byTimeSlot: TimeSlotCount[];
}

export interface StatsColours {
  status: Readonly<Record<AppointmentStatus, string>>;
  palette: readonly string[];
}

/** ECharts paints SVG attributes, not CSS, so it gets the theme's concrete colours rather than `var(--…)`. */
export const defaultStatsColours: StatsColours = {
  status: theme.color.chart.appointment,
  palette: theme.color.chart.palette,
};

const DAY_MS = 86_400_000;

const dayLabelFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

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

/**
 * The UTC calendar date (YYYY-MM-DD) of an ISO timestamp. A `Z` timestamp already starts with it, which spares
 * parsing a date for each of many thousands of appointments; an offset one is moved to UTC first, so
 * 2026-11-24T23:30:00-05:00 is 2026-11-25.
 */
export function utcIsoDate(timestamp: string): string {
  if (timestamp.endsWith('Z') && timestamp.charCodeAt(10) === 84 /* T */) return timestamp.slice(0, 10);
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10);
}

/** The last `days` calendar days ending on `now`'s UTC date, oldest first, each at zero. */
export function trendWindow(now: Date, days: number = STATS_PANEL.trendDays): DayCount[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(today - (days - 1 - i) * DAY_MS);
    return { date: day.toISOString().slice(0, 10), label: dayLabelFormat.format(day), value: 0 };
  });
}

/**
 * Everything the statistics panel draws, in one pass over the appointments (100,000 of them in a few
 * milliseconds: `npm run bench`). `now` decides which week the trend shows.
 */
export function aggregateAppointments(
  appointments: readonly AppointmentForStats[],
  now: Date,
  colours: StatsColours = defaultStatsColours,
): AppointmentStats {
  // Counters are objects found by one lookup and bumped in place: one hash lookup per field per appointment,
  // which is what keeps 100,000 appointments within the benchmark's budget.
  const statusCounts = new Map(APPOINTMENT_STATUSES.map((status) => [status as string, { value: 0 }]));
  const departmentCounts = new Map<string, { value: number }>();
  const slotCounts = new Map(HOSPITAL_TIME_SLOTS.map((slot) => [slot as string, { value: 0 }]));
  const dailyTrend = trendWindow(now);
  const dayByDate = new Map(dailyTrend.map((day) => [day.date, day]));
  // A timestamp's own date is at most a day from its UTC date (offsets reach ±14 h), so anything outside these
  // bounds, compared as plain strings, is outside the week without being parsed: most of a year's bookings.
  const firstDay = Date.parse(dailyTrend[0]!.date);
  const lowest = new Date(firstDay - DAY_MS).toISOString().slice(0, 10);
  const highest = `${new Date(firstDay + dailyTrend.length * DAY_MS).toISOString().slice(0, 10)}\uffff`;

  for (const appointment of appointments) {
    const status = statusCounts.get(appointment.status);
    if (status) status.value += 1;
    const department = departmentCounts.get(appointment.department);
    if (department) department.value += 1;
    else departmentCounts.set(appointment.department, { value: 1 });
    const slot = slotCounts.get(appointment.preferredTime);
    if (slot) slot.value += 1;
    const createdAt = appointment.createdAt;
    if (createdAt < lowest || createdAt > highest) continue;
    // Compared as ISO date strings, as the spec says.
    const day = dayByDate.get(utcIsoDate(createdAt));
    if (day) day.value += 1;
  }

  const total = appointments.length;
  return {
    total,
    byStatus: APPOINTMENT_STATUSES.map((status) => ({
      status,
      name: capitalise(status),
      value: statusCounts.get(status)!.value,
      colour: colours.status[status],
    })),
    byDepartment: [...departmentCounts]
      .map(([name, { value }]) => [name, value] as const)
      // Busiest first so the eye meets the largest slice and the top bar first; ties by name for a stable order.
      .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB, 'en'))
      .map(([name, value], i) => ({
        name,
        value,
        percent: roundedPercent(value, total),
        colour: paletteColour(i, colours.palette),
      })),
    dailyTrend,
    byTimeSlot: HOSPITAL_TIME_SLOTS.map((slot) => ({ slot, value: slotCounts.get(slot)!.value })),
  };
}
