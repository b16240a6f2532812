import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminStatCards } from './AdminStatCards.tsx';

export const statsData = { totalAppointments: 1240, pendingAppointments: 37, confirmedAppointments: 112, totalDepartments: 14 };

const meta = {
  title: 'Admin/AdminStatCards',
  component: AdminStatCards,
  excludeStories: /.*Data$/,
  args: { stats: statsData },
} satisfies Meta<typeof AdminStatCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four figures in the spec's order, counts in Indian grouping. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Total Appointments', 'Pending', 'Confirmed', 'Departments']);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['1,240', '37', '112', '14']);
  },
};

export const Loading: Story = { args: { stats: undefined, loading: true } };

export const Error: Story = {
  args: { stats: undefined, error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { stats: { totalAppointments: 12_345_678, pendingAppointments: 1_234_567, confirmedAppointments: 9_876_543, totalDepartments: 140 } },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
