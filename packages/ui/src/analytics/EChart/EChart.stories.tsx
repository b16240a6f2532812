import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { theme } from '../../theme/theme.ts';
import type { AnalyticsChartOption } from '../../shared/appointmentCharts.ts';
import { EChart } from './EChart.tsx';

const statusSummary = 'Appointments by status: Pending 4, Confirmed 6, Completed 3, Cancelled 1.';

const statusBarsData: AnalyticsChartOption = {
  animation: false,
  textStyle: { fontFamily: theme.font.family.body, color: theme.color.text },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: ['Pending', 'Confirmed', 'Completed', 'Cancelled'] },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    {
      type: 'bar',
      name: 'Appointments',
      data: [
        { value: 4, itemStyle: { color: theme.color.chart.appointment.pending } },
        { value: 6, itemStyle: { color: theme.color.chart.appointment.confirmed } },
        { value: 3, itemStyle: { color: theme.color.chart.appointment.completed } },
        { value: 1, itemStyle: { color: theme.color.chart.appointment.cancelled } },
      ],
    },
  ],
};

const meta = {
  title: 'Analytics/EChart',
  component: EChart,
  excludeStories: /.*Data$/,
  args: { option: statusBarsData, summary: statusSummary, heightPx: 250 },
  argTypes: { option: { control: false } },
} satisfies Meta<typeof EChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** One picture to assistive technology: `role="img"` named by the summary, the drawing itself hidden. */
async function expectChart(canvas: Canvas, summary: string, drawn: readonly string[]) {
  const chart = canvas.getByRole('img', { name: summary });
  await expect(chart).toBeVisible();
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  await expect(chart.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  for (const text of drawn) await waitFor(() => expect(chart).toHaveTextContent(text));
  return chart;
}

/** Bars of appointments by status, as tall as asked. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const chart = await expectChart(canvas, statusSummary, ['Pending', 'Cancelled']);
    await expect(Math.round(chart.getBoundingClientRect().height)).toBe(args.heightPx);
  },
};

const departmentSummary = 'Appointments by department: Cardiology 40%, Orthopaedics 35%, Pediatrics 25%.';

export const Pie: Story = {
  args: {
    summary: departmentSummary,
    heightPx: 300,
    option: {
      animation: false,
      textStyle: { fontFamily: theme.font.family.body, color: theme.color.text },
      series: [
        {
          type: 'pie',
          name: 'Appointments',
          radius: 80,
          data: [
            { name: 'Cardiology', value: 8, itemStyle: { color: theme.color.chart.palette[0] } },
            { name: 'Orthopaedics', value: 7, itemStyle: { color: theme.color.chart.palette[1] } },
            { name: 'Pediatrics', value: 5, itemStyle: { color: theme.color.chart.palette[2] } },
          ],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expectChart(canvas, departmentSummary, ['Cardiology', 'Pediatrics']);
  },
};

const longDepartments = [
  'Obstetrics, Gynaecology and Reproductive Medicine',
  'Cardiothoracic and Vascular Surgery',
  'Physical Medicine and Rehabilitation',
  'Gastroenterology and Hepatology',
  'Neurology and Neurosurgery',
  'Ear, Nose and Throat',
];
const longSummary = `Appointments by department: ${longDepartments.map((name, index) => `${name} ${12 - index * 2}`).join(', ')}.`;

/** Long department names and a long summary: the bars lie down and the names are cut on the axis, not the card. */
export const LongContent: Story = {
  args: {
    summary: longSummary,
    heightPx: 300,
    option: {
      animation: false,
      textStyle: { fontFamily: theme.font.family.body, color: theme.color.text },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: longDepartments, axisLabel: { width: 110, overflow: 'truncate' } },
      series: [{ type: 'bar', name: 'Appointments', data: longDepartments.map((_, index) => 12 - index * 2) }],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const chart = await expectChart(canvas, longSummary, []);
    await waitFor(() => expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(longDepartments.length));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const chart = await expectChart(canvas, statusSummary, ['Pending']);
    const viewportWidth = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(viewportWidth);
  },
};
