import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppointmentStatsPanel } from './AppointmentStatsPanel.tsx';
import { storyAppointments, storyLongDepartmentAppointments, storyNow, storyServerCounts } from '../fixtures.ts';

const meta = {
  title: 'Analytics/AppointmentStatsPanel',
  component: AppointmentStatsPanel,
  args: { appointments: storyAppointments, now: storyNow },
  argTypes: { appointments: { control: false }, counts: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AppointmentStatsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const titles = [
  'Appointments by Status',
  'Appointments by Department',
  'Daily Appointments Trend (Last 7 Days)',
  'Status Distribution',
  'Department Activity',
  'Appointments by Time Slot',
];

function cards(canvas: Canvas) {
  return titles.map((name) => canvas.getByRole('region', { name }));
}

/** Six cards in the spec's order, each a chart; two columns on a large screen, the trend across both. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const all = cards(canvas);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(titles);
    for (const card of all) await expect(within(card).getByRole('img')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg')).toHaveLength(6));

    const [status, department, trend] = all.map((card) => card.getBoundingClientRect());
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeGreaterThanOrEqual(1024);
    await expect(department!.top).toBeCloseTo(status!.top, 0);
    await expect(department!.left).toBeGreaterThan(status!.right);
    await expect(trend!.width).toBeGreaterThan(status!.width * 2);
    // Heights of the spec: 300 px, and 250 px for the donut.
    const heights = all.map((card) => within(card).getByRole('img').getBoundingClientRect().height);
    await expect(heights).toEqual([300, 300, 300, 250, 300, 300]);
  },
};

/**
 * The admin dashboard's way: the server's counts (a million appointments, counted in SQL), drawn as they are. No
 * appointment reaches the browser.
 */
export const FromServerCounts: Story = {
  args: { appointments: undefined, now: undefined, counts: storyServerCounts },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [status, department, trend] = cards(canvas);
    await expect(within(status!).getByRole('img')).toHaveAccessibleName(/^Bar chart of 10,00,000 appointments by status\./);
    await userEvent.click(within(status!).getByRole('button', { name: 'Show data for Appointments by Status' }));
    const statusNames: Record<string, string> = { checked_in: 'Checked in', in_consultation: 'In consultation', no_show: 'No-show' };
    const counted = Object.entries(storyServerCounts.byStatus).map(([name, count]) => [
      statusNames[name] ?? name.charAt(0).toUpperCase() + name.slice(1),
      new Intl.NumberFormat('en-IN').format(count),
    ]);
    for (const [name, count] of counted) {
      const row = within(status!).getByRole('row', { name: new RegExp(`^${name} `) });
      await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(count!);
    }
    // The server's department order (busiest first) is the pie's, and the trend is its week.
    await expect(within(department!).getByRole('img')).toHaveAccessibleName(/by department\. General Medicine: 1,82,400 \(18%\), Cardiology: 1,41,250 \(14%\)/);
    await expect(within(trend!).getByRole('img')).toHaveAccessibleName(/from Nov 19 to Nov 25\./);
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg')).toHaveLength(6));
  },
};

/** No appointments at all: every card says so on its own. */
export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvas }) => {
    for (const card of cards(canvas)) {
      await expect(within(card).getByRole('heading', { name: 'No data to show' })).toBeVisible();
    }
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** Eight long wing names: cards keep to their column. */
export const LongContent: Story = {
  args: { appointments: storyLongDepartmentAppointments },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg')).toHaveLength(6));
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A 360 px phone: one column, every card as wide as the panel. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    const all = cards(canvas);
    const widths = new Set(all.map((card) => Math.round(card.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    const tops = all.map((card) => card.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg')).toHaveLength(6));
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
