import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { slotText, type TimetableImpact } from '@hospital/contract';
import { TimetableChangeDialog } from './TimetableChangeDialog.tsx';

export const impactData: TimetableImpact = {
  affected: [57, 41],
  affectedVisits: [
    { id: 57, reference: 'CCH-7K4Q-M2XD', patientName: 'Ramesh Gupta', preferredDate: '2026-12-08', preferredTime: '9:30 AM' },
    { id: 41, reference: 'CCH-3F9A-P1QZ', patientName: 'Sunita Devi', preferredDate: '2026-12-07', preferredTime: '4:00 PM' },
  ],
};

const meta = {
  title: 'Admin/TimetableChangeDialog',
  component: TimetableChangeDialog,
  excludeStories: /.*Data$/,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Add leave for Dr. Priya Sharma?',
    description: 'Mon 7 Dec 2026 – Tue 8 Dec 2026 (2 days): Conference',
    confirmLabel: 'Add leave',
    impact: impactData,
  },
} satisfies Meta<typeof TimetableChangeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** The bookings in the order they are called: by day, then time. Cancel has the first focus. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('2 bookings need a new time.')).toBeVisible());
    const items = within(dialog.getByRole('list', { name: 'Bookings that need a new time' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Sunita Devi');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Add leave' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Asking the server: Confirm waits. */
export const Loading: Story = {
  args: { impact: undefined, isChecking: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('Checking the bookings it falls on...')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Add leave' })).toBeDisabled();
  },
};

/** No booking falls on the change. */
export const Empty: Story = {
  args: { impact: { affected: [], affectedVisits: [] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(dialogOf(canvasElement).getByText('No booking falls on it.')).toBeVisible());
  },
};

/** Retiring: the confirm button is the destructive one; while saving it is busy. */
export const Saving: Story = {
  args: { tone: 'danger', title: 'Retire Dr. Arjun Mehta?', confirmLabel: 'Retire doctor', description: undefined, saving: true },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('button', { name: 'Retire doctor' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongContent: Story = {
  args: {
    impact: {
      affected: Array.from({ length: 14 }, (_, index) => index + 1),
      affectedVisits: Array.from({ length: 14 }, (_, index) => ({
        id: index + 1,
        reference: `CCH-${String(1000 + index)}-WXYZ`,
        patientName: index === 3 ? 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula' : `Patient ${index + 1}`,
        preferredDate: '2026-12-07',
        preferredTime: slotText(9 * 60 + index * 30),
      })),
    },
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
