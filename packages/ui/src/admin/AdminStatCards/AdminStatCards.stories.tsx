import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Total Appointments', 'Pending', 'Confirmed', 'Departments']);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['1,240', '37', '112', '14']);
  },
};

/** Four busy placeholders, and a status beside them (not inside, where it might never be read) that says so. */
export const Loading: Story = {
  args: { stats: undefined, isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading the figures...');
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(values).toEqual(['Loading', 'Loading', 'Loading', 'Loading']);
  },
};

export const Error: Story = {
  args: { stats: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    // A load failure is news, not the answer to an action: a polite status, not an alert.
    await expect(canvas.getByRole('status')).toHaveTextContent('The figures could not be loaded.');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(['—', '—', '—', '—']);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { stats: { totalAppointments: 12_345_678, pendingAppointments: 1_234_567, confirmedAppointments: 9_876_543, totalDepartments: 140 } },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
