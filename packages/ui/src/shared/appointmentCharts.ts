import { STATS_PANEL } from '@hospital/contract';
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
// Type only: the axis option types are exported by the full entry alone; nothing of it reaches the bundle.
import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import { theme } from '../theme/theme.ts';
import { roundedPercent, type AppointmentStats } from './appointmentStats.ts';

/** Only the charts and components registered in `EChart.tsx`: a series of any other type would not draw. */
export type AnalyticsChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | XAXisComponentOption
  | YAXisComponentOption
>;

type AxisOption = XAXisComponentOption & YAXisComponentOption;

export type AppointmentChartKind =
  | 'status'
  | 'department'
  | 'dailyTrend'
  | 'statusDistribution'
  | 'departmentActivity'
  | 'timeSlot';

/** One row of a card's data table and of the donut's legend. */
export interface ChartDataRow {
  label: string;
  value: number;
  /** Whole percent of the total, for the pie and the donut. */
  percent?: number;
  colour?: string;
}

export interface AppointmentChart {
  title: string;
  /** The heading of the data table's first column. */
  labelHeader: string;
  /** The statistics panel's two chart heights: 250 or 300 px. */
  heightPx: (typeof STATS_PANEL.chartHeightsPx)[number];
  /** Spans both columns on large screens. */
  fullWidth: boolean;
  /** The card shows its empty state instead of a chart of zeros. */
  isEmpty: boolean;
  emptyText: string;
  rows: ChartDataRow[];
  /** A legend under the chart: each row's colour with its count, or with its share. */
  legend?: 'count' | 'percent';
  /** The chart's accessible name: what it shows and every number, for people who cannot see it. */
  summary: string;
  option: AnalyticsChartOption;
}

const [SHORT, TALL] = STATS_PANEL.chartHeightsPx;

const textStyle = { fontFamily: theme.font.family.body, color: theme.color.text, fontSize: 13 };
const axisLabel = { color: theme.color.textMuted, fontSize: 13 };
const splitLine = { lineStyle: { color: theme.color.border } };
const countAxis: AxisOption = { type: 'value', minInterval: 1, axisLabel, splitLine };
// `containLabel`: the axis labels count inside the chart's box, so none is cut off at a card's edge.
const grid = { left: 8, right: 16, top: 16, bottom: 8, containLabel: true };

/** Below this chart width the category labels of vertical bars turn, so all of them fit a phone. */
const NARROW_CHART_PX = 480;

/** Counts as the admin area writes them, Indian grouping: 2,12,480. */
export const countFormat = new Intl.NumberFormat('en-IN');

function plural(count: number): string {
  return `${countFormat.format(count)} appointment${count === 1 ? '' : 's'}`;
}

function listed(rows: readonly ChartDataRow[], withPercent = false): string {
  return rows
    .map((row) => `${row.label}: ${countFormat.format(row.value)}${withPercent && row.percent !== undefined ? ` (${row.percent}%)` : ''}`)
    .join(', ');
}

const PIE_LABEL_NAME_MAX = 24;

/**
 * The pie's slice label, "Cardiology 40%": the name and the whole percent the spec asks for. A name longer than
 * a wing's usual one is shortened, so the percent always shows; the tooltip and data table have it whole.
 */
export function pieLabel(row: Pick<ChartDataRow, 'label' | 'percent'>): string {
  const name = row.label.length > PIE_LABEL_NAME_MAX ? `${row.label.slice(0, PIE_LABEL_NAME_MAX - 1).trimEnd()}…` : row.label;
  return `${name} ${row.percent ?? 0}%`;
}

function categoryBars(
  rows: readonly ChartDataRow[],
  seriesName: string,
  orientation: 'vertical' | 'horizontal',
  /** How far vertical bars' labels turn on a narrow chart: more for many short labels. */
  narrowRotate = 40,
): AnalyticsChartOption {
  const category: AxisOption = {
    type: 'category',
    data: rows.map((row) => row.label),
    axisLabel: {
      ...axisLabel,
      // Long department names: clipped on the axis, whole in the tooltip and the data table.
      ...(orientation === 'horizontal' ? { width: 110, overflow: 'truncate' } : { interval: 0, hideOverlap: true }),
    },
    axisTick: { alignWithLabel: true },
    // Top of the list first, as it is read.
    inverse: orientation === 'horizontal',
  };
  const base: AnalyticsChartOption = {
    textStyle,
    grid,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: orientation === 'vertical' ? category : countAxis,
    yAxis: orientation === 'vertical' ? countAxis : category,
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: 48,
        data: rows.map((row) => ({
          value: row.value,
          ...(row.colour ? { itemStyle: { color: row.colour, borderRadius: orientation === 'vertical' ? [4, 4, 0, 0] : [0, 4, 4, 0] } } : {}),
        })),
      },
    ],
  };
  if (orientation === 'horizontal') return base;
  return {
    baseOption: base,
    media: [{ query: { maxWidth: NARROW_CHART_PX }, option: { xAxis: { axisLabel: { rotate: narrowRotate } } } }],
  };
}

function pie(rows: readonly ChartDataRow[], seriesName: string, donut: boolean): AnalyticsChartOption {
  const visible = rows.filter((row) => row.value > 0);
  const option: AnalyticsChartOption = {
    textStyle,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        type: 'pie',
        name: seriesName,
        radius: donut ? [STATS_PANEL.donutInnerRadius, STATS_PANEL.pieOuterRadius] : STATS_PANEL.pieOuterRadius,
        ...(donut ? { padAngle: STATS_PANEL.donutPaddingAngle, label: { show: false }, labelLine: { show: false } } : {
          label: {
            // ECharts would compute its own percent; the rounded one of the data table keeps both in agreement.
            formatter: ({ dataIndex }: { dataIndex: number }) => pieLabel(visible[dataIndex] ?? { label: '' }),
            color: theme.color.text,
            // No fixed width: ECharts then narrows each label to the room between the pie and the card's edge.
            overflow: 'break',
          },
          labelLine: { length: 8, length2: 6 },
          labelLayout: { hideOverlap: true },
        }),
        data: visible.map((row) => ({ name: row.label, value: row.value, itemStyle: { color: row.colour } })),
      },
    ],
  };
  if (donut) return option;
  return {
    baseOption: option,
    // On a phone a pie of radius 80 leaves about 50 px either side: labels would break mid-word, so the legend
    // under the chart carries the names and percentages there.
    media: [
      {
        query: { maxWidth: NARROW_CHART_PX },
        option: { series: [{ label: { show: false }, labelLine: { show: false } }] },
      },
    ],
  };
}

/** Title, numbers, summary and ECharts option of each of the panel's six cards. */
export function appointmentChart(kind: AppointmentChartKind, stats: AppointmentStats): AppointmentChart {
  const noAppointments = stats.total === 0;
  const statusRows = stats.byStatus.map((s) => ({
    label: s.name,
    value: s.value,
    percent: roundedPercent(s.value, stats.total),
    colour: s.colour,
  }));
  const departmentRows = stats.byDepartment.map((d) => ({
    label: d.name,
    value: d.value,
    percent: d.percent,
    colour: d.colour,
  }));

  switch (kind) {
    case 'status':
      return {
        title: 'Appointments by Status',
        labelHeader: 'Status',
        heightPx: TALL,
        fullWidth: false,
        isEmpty: noAppointments,
        emptyText: 'No appointments to count yet.',
        rows: statusRows,
        summary: `Bar chart of ${plural(stats.total)} by status. ${listed(statusRows)}.`,
        option: categoryBars(statusRows, 'Appointments', 'vertical'),
      };
    case 'department':
      return {
        title: 'Appointments by Department',
        labelHeader: 'Department',
        heightPx: TALL,
        fullWidth: false,
        isEmpty: noAppointments,
        emptyText: 'No appointments to count yet.',
        rows: departmentRows,
        legend: 'percent',
        summary: `Pie chart of ${plural(stats.total)} by department. ${listed(departmentRows, true)}.`,
        option: pie(departmentRows, 'Appointments', false),
      };
    case 'dailyTrend': {
      const rows = stats.dailyTrend.map((day) => ({ label: day.label, value: day.value }));
      const inWeek = rows.reduce((sum, row) => sum + row.value, 0);
      const first = rows[0]?.label ?? '';
      const last = rows.at(-1)?.label ?? '';
      return {
        title: 'Daily Appointments Trend (Last 7 Days)',
        labelHeader: 'Day',
        heightPx: TALL,
        fullWidth: true,
        isEmpty: inWeek === 0,
        emptyText: 'No appointments were booked in the last 7 days.',
        rows,
        summary: `Area chart of ${plural(inWeek)} booked per day from ${first} to ${last}. ${listed(rows)}.`,
        option: {
          textStyle,
          grid,
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', boundaryGap: false, data: rows.map((row) => row.label), axisLabel },
          yAxis: countAxis,
          series: [
            {
              type: 'line',
              name: 'Appointments',
              data: rows.map((row) => row.value),
              smooth: true,
              symbolSize: 6,
              itemStyle: { color: theme.color.chart.palette[0] },
              lineStyle: { width: 2 },
              areaStyle: { opacity: 0.2 },
            },
          ],
        },
      };
    }
    case 'statusDistribution':
      return {
        title: 'Status Distribution',
        labelHeader: 'Status',
        heightPx: SHORT,
        fullWidth: false,
        isEmpty: noAppointments,
        emptyText: 'No appointments to count yet.',
        rows: statusRows,
        legend: 'count',
        summary: `Donut chart of ${plural(stats.total)} by status. ${listed(statusRows, true)}.`,
        option: pie(statusRows, 'Appointments', true),
      };
    case 'departmentActivity':
      return {
        title: 'Department Activity',
        labelHeader: 'Department',
        heightPx: TALL,
        fullWidth: false,
        isEmpty: noAppointments,
        emptyText: 'No department has appointments yet.',
        rows: departmentRows,
        summary: `Horizontal bar chart of appointments per department, busiest first. ${listed(departmentRows)}.`,
        option: categoryBars(departmentRows, 'Appointments', 'horizontal'),
      };
    case 'timeSlot': {
      const rows = stats.byTimeSlot.map((slot) => ({
        label: slot.slot,
        value: slot.value,
        colour: theme.color.chart.palette[2],
      }));
      return {
        title: 'Appointments by Time Slot',
        labelHeader: 'Time slot',
        heightPx: TALL,
        // Thirteen slots need the width; it also fills the last row of the grid.
        fullWidth: true,
        isEmpty: noAppointments,
        emptyText: 'No appointments to count yet.',
        rows,
        summary: `Bar chart of ${plural(stats.total)} by preferred time slot, in the order of the day. ${listed(rows)}.`,
        option: categoryBars(rows, 'Appointments', 'vertical', 90),
      };
    }
  }
}

/** The six cards in the order the panel shows them. */
export const APPOINTMENT_CHART_KINDS: readonly AppointmentChartKind[] = [
  'status',
  'department',
  'dailyTrend',
  'statusDistribution',
  'departmentActivity',
  'timeSlot',
];
