import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aggregateAppointments } from '../../shared/appointmentStats.ts';
import {
  storyAppointments,
  storyLongDepartmentAppointments,
  storyLongDepartmentNames,
  storyNow,
  storyOlderAppointments,
} from '../fixtures.ts';
import { AppointmentChartCard } from './AppointmentChartCard.tsx';

export const statsData = aggregateAppointments(storyAppointments, storyNow);
export const emptyStatsData = aggregateAppointments([], storyNow);
export const olderStatsData = aggregateAppointments(storyOlderAppointments, storyNow);
export const longNameStatsData = aggregateAppointments(storyLongDepartmentAppointments, storyNow);

const meta = {
  title: 'Analytics/AppointmentChartCard',
  component: AppointmentChartCard,
  excludeStories: /.*Data$/,
  args: { kind: 'status', stats: statsData },
  argTypes: { stats: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '640px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AppointmentChartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

type ExpectedRow = [label: string, value: number, share?: string];

interface ExpectedCard {
  title: string;
  /** Parts the chart's accessible name must contain. */
  summary: string[];
  /** Text ECharts draws inside the chart (axis labels, slice labels). */
  drawn?: string[];
  rows: ExpectedRow[];
}

/** A card as a user meets it: its heading, the chart's summary, then the numbers behind "Show data". */
async function expectCard(canvas: Canvas, expected: ExpectedCard) {
  const card = canvas.getByRole('region', { name: expected.title });
  await expect(within(card).getByRole('heading', { level: 3, name: expected.title })).toBeVisible();

  const chart = within(card).getByRole('img');
  for (const part of expected.summary) await expect(chart.getAttribute('aria-label')).toContain(part);
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  for (const text of expected.drawn ?? []) await waitFor(() => expect(chart).toHaveTextContent(text));

  const toggle = within(card).getByRole('button', { name: `Show data for ${expected.title}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(within(card).queryByRole('table')).toBeNull();
  await userEvent.click(toggle);
  await expect(toggle).toHaveAccessibleName(`Hide data for ${expected.title}`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const table = within(card).getByRole('table');
  await expect(toggle).toHaveAttribute('aria-controls', table.id);
  const bodyRows = within(table).getAllByRole('row').slice(1);
  await expect(bodyRows).toHaveLength(expected.rows.length);
  for (const [i, [label, value, share]] of expected.rows.entries()) {
    const tableRow = bodyRows[i]!;
    await expect(within(tableRow).getByRole('rowheader')).toHaveTextContent(label);
    const cells = within(tableRow).getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells).toEqual(share === undefined ? [String(value)] : [String(value), share]);
  }

  await userEvent.click(toggle);
  await expect(within(card).queryByRole('table')).toBeNull();
}

/** With nothing to count a card says so, and offers no chart and no empty table. */
async function expectEmptyCard(canvas: Canvas, title: string, text: string) {
  const card = canvas.getByRole('region', { name: title });
  await expect(within(card).getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(within(card).getByRole('heading', { level: 4, name: 'No data to show' })).toBeVisible();
  await expect(within(card).getByText(text)).toBeVisible();
  await expect(within(card).queryByRole('img')).toBeNull();
  await expect(within(card).queryByRole('button')).toBeNull();
}

/** At 360 px nothing pushes the page sideways and the chart stays inside its card. */
async function expectFitsPhone(canvas: Canvas, canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.clientWidth).toBeLessThanOrEqual(360);
  const chart = canvas.getByRole('img');
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  const svg = chart.querySelector('svg')!;
  await expect(svg.getBoundingClientRect().right).toBeLessThanOrEqual(chart.getBoundingClientRect().right + 1);
}

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const statusCard: ExpectedCard = {
  title: 'Appointments by Status',
  summary: ['Bar chart of 14 appointments by status', 'Pending: 5, Confirmed: 4, Cancelled: 2, Completed: 3'],
  // Every status has its bar, the OPD day's too (none of these is checked in yet). ECharts leaves out an axis
  // label that would overlap its neighbour ("In consultation" at this width); the data table names every bar.
  drawn: ['Pending', 'Confirmed', 'Cancelled', 'Completed', 'Checked in', 'No-show'],
  rows: [
    ['Pending', 5, '36%'],
    ['Confirmed', 4, '29%'],
    ['Cancelled', 2, '14%'],
    ['Completed', 3, '21%'],
    ['Checked in', 0, '0%'],
    ['In consultation', 0, '0%'],
    ['No-show', 0, '0%'],
  ],
};

const departmentRows: ExpectedRow[] = [
  ['Cardiology', 4, '29%'],
  ['General Medicine', 3, '21%'],
  ['Orthopaedics', 2, '14%'],
  ['Paediatrics', 2, '14%'],
  ['Dermatology', 1, '7%'],
  ['ENT', 1, '7%'],
  ['Neurology', 1, '7%'],
];

/** Bars of the four statuses in their chart colours, zeros kept so a missing status is visible. */
export const Status: Story = {
  play: ({ canvas }) => expectCard(canvas, statusCard),
};

export const StatusEmpty: Story = {
  args: { stats: emptyStatsData },
  play: ({ canvas }) =>
    expectEmptyCard(canvas, 'Appointments by Status', 'No appointments to count yet.'),
};

export const StatusMobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expectFitsPhone(canvas, canvasElement);
    await expectCard(canvas, statusCard);
  },
};

/** A pie labelled "name pct%", busiest department first; the seventh department takes the first colour again. */
export const Department: Story = {
  args: { kind: 'department' },
  play: async ({ canvas }) => {
    const legend = canvas.getByRole('list', { name: 'Appointments by Department legend' });
    const items = within(legend).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual(departmentRows.map(([label, , share]) => `${label}${share}`));
    await expectCard(canvas, {
      title: 'Appointments by Department',
      summary: ['Pie chart of 14 appointments by department', 'Cardiology: 4 (29%)', 'Neurology: 1 (7%)'],
      drawn: ['Cardiology 29%', 'General Medicine 21%'],
      rows: departmentRows,
    });
  },
};

export const DepartmentEmpty: Story = {
  args: { kind: 'department', stats: emptyStatsData },
  play: ({ canvas }) =>
    expectEmptyCard(canvas, 'Appointments by Department', 'No appointments to count yet.'),
};

/** Long wing names wrap beside the pie; the data table carries them whole. */
export const DepartmentLongNames: Story = {
  args: { kind: 'department', stats: longNameStatsData },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: 'Appointments by Department' });
    await expect(within(card).getByRole('img').getAttribute('aria-label')).toContain(`${storyLongDepartmentNames[0]}: 6 (30%)`);
    await userEvent.click(within(card).getByRole('button', { name: /show data/i }));
    await expect(within(card).getByRole('rowheader', { name: storyLongDepartmentNames[0] })).toBeVisible();
    await expect(within(card).getAllByRole('rowheader')).toHaveLength(storyLongDepartmentNames.length);
  },
};

/** On a phone the slice labels give way to the legend, which wraps long names instead of breaking them. */
export const DepartmentMobile: Story = {
  args: { kind: 'department', stats: longNameStatsData },
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expectFitsPhone(canvas, canvasElement);
    const chart = canvas.getByRole('img');
    await expect(chart).not.toHaveTextContent('30%');
    const legend = canvas.getByRole('list', { name: 'Appointments by Department legend' });
    await expect(within(legend).getAllByRole('listitem')[0]).toHaveTextContent(`${storyLongDepartmentNames[0]}30%`);
  },
};

const trendCard: ExpectedCard = {
  title: 'Daily Appointments Trend (Last 7 Days)',
  summary: [
    'Area chart of 12 appointments booked per day from Nov 19 to Nov 25',
    'Nov 19: 1, Nov 20: 0, Nov 21: 2, Nov 22: 1, Nov 23: 3, Nov 24: 2, Nov 25: 3',
  ],
  drawn: ['Nov 19', 'Nov 25'],
  rows: [
    ['Nov 19', 1],
    ['Nov 20', 0],
    ['Nov 21', 2],
    ['Nov 22', 1],
    ['Nov 23', 3],
    ['Nov 24', 2],
    ['Nov 25', 3],
  ],
};

/** Seven days including today, by the UTC date of booking: the New York booking late on Nov 24 counts on Nov 25. */
export const DailyTrend: Story = {
  args: { kind: 'dailyTrend' },
  play: ({ canvas }) => expectCard(canvas, trendCard),
};

/** Appointments exist, but none was booked this week: the trend card alone is empty. */
export const DailyTrendEmpty: Story = {
  args: { kind: 'dailyTrend', stats: olderStatsData },
  play: ({ canvas }) =>
    expectEmptyCard(
      canvas,
      'Daily Appointments Trend (Last 7 Days)',
      'No appointments were booked in the last 7 days.',
    ),
};

export const DailyTrendMobile: Story = {
  args: { kind: 'dailyTrend' },
  globals: mobile,
  play: ({ canvas, canvasElement }) => expectFitsPhone(canvas, canvasElement),
};

/** A donut with padding between slices, and a legend listing each status with its count. */
export const StatusDistribution: Story = {
  args: { kind: 'statusDistribution' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Status Distribution' });
    const legend = within(card).getByRole('list', { name: 'Status Distribution legend' });
    const items = within(legend).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual(['Pending5', 'Confirmed4', 'Cancelled2', 'Completed3', 'Checked in0', 'In consultation0', 'No-show0']);
    await expectCard(canvas, {
      title: 'Status Distribution',
      summary: ['Donut chart of 14 appointments by status', 'Pending: 5 (36%)', 'Completed: 3 (21%)'],
      rows: statusCard.rows,
    });
  },
};

export const StatusDistributionEmpty: Story = {
  args: { kind: 'statusDistribution', stats: emptyStatsData },
  play: async ({ canvas }) => {
    await expectEmptyCard(canvas, 'Status Distribution', 'No appointments to count yet.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const StatusDistributionMobile: Story = {
  args: { kind: 'statusDistribution' },
  globals: mobile,
  play: ({ canvas, canvasElement }) => expectFitsPhone(canvas, canvasElement),
};

/** Horizontal bars, busiest department at the top. */
export const DepartmentActivity: Story = {
  args: { kind: 'departmentActivity' },
  play: ({ canvas }) =>
    expectCard(canvas, {
      title: 'Department Activity',
      summary: ['Horizontal bar chart of appointments per department, busiest first', 'Cardiology: 4, General Medicine: 3'],
      drawn: ['Cardiology', 'Neurology'],
      rows: departmentRows.map(([label, value]) => [label, value, departmentRows.find(([l]) => l === label)![2]]),
    }),
};

export const DepartmentActivityEmpty: Story = {
  args: { kind: 'departmentActivity', stats: emptyStatsData },
  play: ({ canvas }) =>
    expectEmptyCard(canvas, 'Department Activity', 'No department has appointments yet.'),
};

/** Long names are clipped on the axis (whole in the summary and the table), so the bars keep their room. */
export const DepartmentActivityLongNames: Story = {
  args: { kind: 'departmentActivity', stats: longNameStatsData },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Department Activity' });
    const chart = within(card).getByRole('img');
    await expect(chart.getAttribute('aria-label')).toContain(`${storyLongDepartmentNames[0]}: 6`);
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    await expect(chart).not.toHaveTextContent(storyLongDepartmentNames[0]);
  },
};

export const DepartmentActivityMobile: Story = {
  args: { kind: 'departmentActivity', stats: longNameStatsData },
  globals: mobile,
  play: ({ canvas, canvasElement }) => expectFitsPhone(canvas, canvasElement),
};

const timeSlotCard: ExpectedCard = {
  title: 'Appointments by Time Slot',
  summary: ['Bar chart of 14 appointments by preferred time slot', '9:00 AM: 3, 9:30 AM: 0, 10:00 AM: 2', '5:00 PM: 2'],
  rows: [
    ['9:00 AM', 3],
    ['9:30 AM', 0],
    ['10:00 AM', 2],
    ['10:30 AM', 0],
    ['11:00 AM', 0],
    ['11:30 AM', 1],
    ['2:00 PM', 4],
    ['2:30 PM', 0],
    ['3:00 PM', 0],
    ['3:30 PM', 2],
    ['4:00 PM', 0],
    ['4:30 PM', 0],
    ['5:00 PM', 2],
  ],
};

/** The sixth card: which of the thirteen booking slots patients choose, in the order of the day. */
export const TimeSlot: Story = {
  args: { kind: 'timeSlot' },
  play: ({ canvas }) => expectCard(canvas, timeSlotCard),
};

export const TimeSlotEmpty: Story = {
  args: { kind: 'timeSlot', stats: emptyStatsData },
  play: ({ canvas }) =>
    expectEmptyCard(canvas, 'Appointments by Time Slot', 'No appointments to count yet.'),
};

export const TimeSlotMobile: Story = {
  args: { kind: 'timeSlot' },
  globals: mobile,
  play: ({ canvas, canvasElement }) => expectFitsPhone(canvas, canvasElement),
};
