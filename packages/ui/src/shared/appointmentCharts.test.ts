import { describe, expect, it } from 'vitest';
import { STATS_PANEL } from '@hospital/contract';
import { aggregateAppointments, type AppointmentForStats } from './appointmentStats.ts';
import { APPOINTMENT_CHART_KINDS, appointmentChart, pieLabel } from './appointmentCharts.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const one = (department: string, status: AppointmentForStats['status'] = 'pending'): AppointmentForStats => ({
  status,
  department,
  preferredTime: '9:00 AM',
  createdAt: '2026-11-25T04:30:00.000Z',
});
const stats = aggregateAppointments([one('Cardiology'), one('Cardiology', 'confirmed'), one('ENT', 'completed')], now);

describe('pieLabel', () => {
  it('is the name and the rounded percent', () => {
    expect(pieLabel({ label: 'Cardiology', percent: 67 })).toBe('Cardiology 67%');
  });

  it('shortens a very long name so the percent still shows', () => {
    const label = pieLabel({ label: 'Obstetrics, Gynaecology and Reproductive Medicine', percent: 30 });
    expect(label).toBe('Obstetrics, Gynaecology… 30%');
  });
});

describe('appointmentChart', () => {
  it('gives the six cards in the spec order with its titles', () => {
    expect(APPOINTMENT_CHART_KINDS.map((kind) => appointmentChart(kind, stats).title)).toEqual([
      'Appointments by Status',
      'Appointments by Department',
      'Daily Appointments Trend (Last 7 Days)',
      'Status Distribution',
      'Department Activity',
      'Appointments by Time Slot',
    ]);
  });

  it('uses only the spec heights, and spans the trend across both columns', () => {
    for (const kind of APPOINTMENT_CHART_KINDS) {
      expect(STATS_PANEL.chartHeightsPx).toContain(appointmentChart(kind, stats).heightPx);
    }
    expect(appointmentChart('dailyTrend', stats).fullWidth).toBe(true);
    expect(appointmentChart('status', stats).fullWidth).toBe(false);
  });

  it('draws the pie with outer radius 80 and the donut with inner radius 40 and padding angle 5', () => {
    const pie = appointmentChart('department', stats).option;
    const donut = appointmentChart('statusDistribution', stats).option;
    const pieSeries = (pie.baseOption as { series: { radius: unknown }[] }).series[0]!;
    const donutSeries = (donut.series as { radius: unknown; padAngle: unknown }[])[0]!;
    expect(pieSeries.radius).toBe(80);
    expect(donutSeries.radius).toEqual([40, 80]);
    expect(donutSeries.padAngle).toBe(5);
  });

  it('labels pie slices with the same rounded percent as the table', () => {
    const pie = appointmentChart('department', stats).option;
    const series = (pie.baseOption as { series: { label: { formatter: (p: { dataIndex: number }) => string } }[] }).series[0]!;
    expect(series.label.formatter({ dataIndex: 0 })).toBe('Cardiology 67%');
    expect(series.label.formatter({ dataIndex: 1 })).toBe('ENT 33%');
  });

  it('summarises every number for a screen reader', () => {
    expect(appointmentChart('status', stats).summary).toBe(
      'Bar chart of 3 appointments by status. Pending: 1, Confirmed: 1, Cancelled: 0, Completed: 1, Checked in: 0, In consultation: 0, No-show: 0.',
    );
    expect(appointmentChart('department', stats).summary).toBe(
      'Pie chart of 3 appointments by department. Cardiology: 2 (67%), ENT: 1 (33%).',
    );
    expect(appointmentChart('dailyTrend', stats).summary).toMatch(/^Area chart of 3 appointments booked per day from Nov 19 to Nov 25\./);
  });

  it('is empty with no appointments, and the trend alone when none is from this week', () => {
    const none = aggregateAppointments([], now);
    for (const kind of APPOINTMENT_CHART_KINDS) expect(appointmentChart(kind, none).isEmpty).toBe(true);
    const old = aggregateAppointments([{ ...one('ENT'), createdAt: '2026-10-01T10:00:00.000Z' }], now);
    expect(APPOINTMENT_CHART_KINDS.filter((kind) => appointmentChart(kind, old).isEmpty)).toEqual(['dailyTrend']);
  });

  it('colours status bars by status and department bars by the cycled palette', () => {
    const bars = appointmentChart('status', stats).option.baseOption as {
      series: { data: { itemStyle: { color: string } }[] }[];
    };
    expect(bars.series[0]!.data.map((d) => d.itemStyle.color)).toEqual(stats.byStatus.map((s) => s.colour));
  });
});
