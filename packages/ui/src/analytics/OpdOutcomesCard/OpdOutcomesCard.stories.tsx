import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OpdOutcomesCard } from './OpdOutcomesCard.tsx';
import { storyOpd, storyOpdDoctors, storyOpdEmpty, storyOpdLong, storyOpdLongDoctors } from '../opdFixtures.ts';

const meta = {
  title: 'Analytics/OpdOutcomesCard',
  component: OpdOutcomesCard,
  args: { opd: storyOpd, doctors: storyOpdDoctors, onRetry: fn() },
  argTypes: { opd: { control: false }, doctors: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpdOutcomesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures overall, then per doctor and per department, highest no-show rate first; unknown figures as "–". */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: 'No-shows and waiting time' });
    await expect(within(card).getByText('12.3%')).toBeVisible();
    await expect(within(card).getByText('23.6 min')).toBeVisible();
    const byDoctor = within(card).getByRole('table', { name: /By doctor/ });
    const rows = within(byDoctor).getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Dr. Priya Sharma');
    await expect(rows[0]!).toHaveTextContent('18.3%');
    // A doctor the list no longer has (retired) by number; a rate with nothing behind it as a dash.
    await expect(within(byDoctor).getByRole('rowheader', { name: 'Doctor #9' })).toBeVisible();
    await userEvent.click(within(byDoctor).getByRole('button', { name: /Average wait/ }));
    const sorted = within(byDoctor).getAllByRole('row').slice(1);
    await expect(sorted[0]!).toHaveTextContent('12.4 min');
    const byDepartment = within(card).getByRole('table', { name: /By department/ });
    await expect(within(byDepartment).getAllByRole('row')).toHaveLength(6);
  },
};

/** The doctors' names still loading: rows by number until they come. */
export const DoctorsLoading: Story = {
  args: { doctors: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'Doctor #1' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { opd: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the OPD figures...')).toBeVisible();
  },
};

/** No queue has run yet: said plainly, with what the figures will count. */
export const Empty: Story = {
  args: { opd: storyOpdEmpty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No OPD figures yet' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { opd: undefined, error: new globalThis.Error('500') },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load the OPD figures' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Fourteen doctors with long names and departments. */
export const LongContent: Story = {
  args: { opd: storyOpdLong, doctors: storyOpdLongDoctors },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const byDoctor = canvas.getByRole('table', { name: /By doctor/ });
    await expect(within(byDoctor).getAllByRole('row')).toHaveLength(15);
  },
};

/** On a phone: the figures stack and the tables scroll sideways within the card. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
