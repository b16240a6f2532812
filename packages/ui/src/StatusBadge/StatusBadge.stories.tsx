import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  APPOINTMENT_STATUSES,
  MILESTONE_STATUSES,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
  type AppointmentStatus,
} from '@hospital/contract';
import { theme } from '../theme/theme.ts';
import {
  AppointmentStatusBadge,
  MilestoneStatusBadge,
  PriorityBadge,
  ProjectStatusBadge,
  TaskStatusBadge,
} from './StatusBadge.tsx';

const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

const meta = {
  title: 'Components/StatusBadge',
  component: AppointmentStatusBadge,
  args: { status: 'confirmed', size: 'md' },
  argTypes: {
    status: { control: 'select', options: APPOINTMENT_STATUSES, table: { type: { summary: union(APPOINTMENT_STATUSES) } } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text', table: { type: { summary: 'ReactNode' } } },
  },
} satisfies Meta<typeof AppointmentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** `#DCFCE7` -> `rgb(220, 252, 231)`, the form `getComputedStyle` reports. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

type Colour = { fg: string; bg: string };

/** The badge reads `label` and wears the theme's pair for its status. */
async function expectBadge(canvas: Canvas, label: string, colour: Colour) {
  const badge = canvas.getByText(label);
  await expect(badge).toBeVisible();
  const style = getComputedStyle(badge);
  await expect(style.backgroundColor).toBe(rgb(colour.bg));
  await expect(style.color).toBe(rgb(colour.fg));
}

/** The theme's pair of each appointment status (the tokens are camelCase: `checked_in` -> `checkedIn`). */
const appointmentColours: Record<AppointmentStatus, Colour> = {
  pending: theme.color.status.appointment.pending,
  confirmed: theme.color.status.appointment.confirmed,
  cancelled: theme.color.status.appointment.cancelled,
  completed: theme.color.status.appointment.completed,
  checked_in: theme.color.status.appointment.checkedIn,
  in_consultation: theme.color.status.appointment.inConsultation,
  no_show: theme.color.status.appointment.noShow,
};

const appointmentStory = (status: AppointmentStatus, label: string): Story => ({
  args: { status },
  play: async ({ canvas }) => {
    await expectBadge(canvas, label, appointmentColours[status]);
  },
});

/** The appointment badges: confirmed green, pending yellow, cancelled red, completed blue. */
export const Confirmed: Story = appointmentStory('confirmed', 'Confirmed');
export const Pending: Story = appointmentStory('pending', 'Pending');
export const Cancelled: Story = appointmentStory('cancelled', 'Cancelled');
export const Completed: Story = appointmentStory('completed', 'Completed');

/** The OPD day: checked in teal, in consultation purple, no-show grey, each in the front desk's words. */
export const OpdDayStatuses: Story = {
  render: ({ size }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {APPOINTMENT_STATUSES.map((value) => (
        <AppointmentStatusBadge key={value} status={value} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expectBadge(canvas, 'Checked in', appointmentColours.checked_in);
    await expectBadge(canvas, 'In consultation', appointmentColours.in_consultation);
    await expectBadge(canvas, 'No-show', appointmentColours.no_show);
  },
};

/** The Kanban board's four columns; "in-progress" reads "In Progress". */
export const TaskStatuses: Story = {
  render: ({ size }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {TASK_STATUSES.map((value) => (
        <TaskStatusBadge key={value} status={value} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = theme.color.status.task;
    await expectBadge(canvas, 'Pending', colours.pending);
    await expectBadge(canvas, 'In Progress', colours.inProgress);
    await expectBadge(canvas, 'Completed', colours.completed);
    await expectBadge(canvas, 'Cancelled', colours.cancelled);
  },
};

export const MilestoneStatuses: Story = {
  render: ({ size }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {MILESTONE_STATUSES.map((value) => (
        <MilestoneStatusBadge key={value} status={value} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = theme.color.status.milestone;
    await expectBadge(canvas, 'Pending', colours.pending);
    await expectBadge(canvas, 'In Progress', colours.inProgress);
    await expectBadge(canvas, 'Completed', colours.completed);
    await expectBadge(canvas, 'Overdue', colours.overdue);
  },
};

/** Every project status, plus one the contract does not list: grey, labelled with its own words. */
export const ProjectStatuses: Story = {
  render: ({ size }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {[...PROJECT_STATUSES, 'awaiting-approval'].map((value) => (
        <ProjectStatusBadge key={value} status={value} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = theme.color.status.project;
    await expectBadge(canvas, 'Active', colours.active);
    await expectBadge(canvas, 'In Progress', colours.inProgress);
    await expectBadge(canvas, 'Completed', colours.completed);
    await expectBadge(canvas, 'On Hold', colours.onHold);
    await expectBadge(canvas, 'Cancelled', colours.cancelled);
    await expectBadge(canvas, 'Awaiting Approval', colours.unknown);
  },
};

/** Low grey, medium blue, high yellow, critical red; a screen reader hears "Priority: High". */
export const Priorities: Story = {
  render: ({ size }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {PRIORITIES.map((value) => (
        <PriorityBadge key={value} priority={value} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const label of ['Low', 'Medium', 'High', 'Critical']) {
      await expect(canvas.getByText(label)).toBeVisible();
      await expect(canvas.getByText(label).parentElement).toHaveTextContent(`Priority: ${label}`);
    }
    const tones = PRIORITIES.map((value) => canvasElement.querySelector(`[data-priority='${value}']`)?.getAttribute('data-tone'));
    await expect(tones).toEqual(['neutral', 'info', 'warning', 'danger']);
  },
};

/** An unexpected value from the API still renders, grey, with a label the admin can read. */
export const LongContent: Story = {
  render: ({ size }) => (
    <div style={{ maxWidth: '160px' }}>
      <ProjectStatusBadge status="waiting-for-municipal-fire-safety-clearance" size={size} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Waiting For Municipal Fire Safety Clearance');
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expectBadge(canvas, 'Waiting For Municipal Fire Safety Clearance', theme.color.status.project.unknown);
  },
};

/** A translated label replaces the generated one; the colour still follows the status. */
export const Hindi: Story = {
  args: { status: 'confirmed', lang: 'hi', children: 'पुष्टि हो गई' },
  play: async ({ canvas }) => {
    await expectBadge(canvas, 'पुष्टि हो गई', appointmentColours.confirmed);
    await expect(canvas.getByText('पुष्टि हो गई')).toHaveAttribute('lang', 'hi');
  },
};

/** A Kanban card's badges on a 360px phone: they wrap, nothing scrolls sideways. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <TaskStatusBadge status="in-progress" size="sm" />
      <PriorityBadge priority="critical" size="sm" />
      <MilestoneStatusBadge status="overdue" size="sm" />
      <ProjectStatusBadge status="on-hold" size="sm" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expectBadge(canvas, 'Overdue', theme.color.status.milestone.overdue);
  },
};
