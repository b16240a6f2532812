import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Closure, TimetableImpact } from '@hospital/contract';
import { ClosuresEditor } from './ClosuresEditor.tsx';

export const closuresData: Closure[] = [
  { id: 1, date: '2026-11-08', name: 'Diwali' },
  { id: 2, date: '2027-01-26', name: 'Republic Day' },
  { id: 3, date: '2026-12-25', name: 'Christmas' },
];

export const impactData: TimetableImpact = {
  affected: [5, 6, 7],
  affectedVisits: [
    { id: 5, reference: 'CCH-1A2B-3C4D', patientName: 'Kiran Patel', preferredDate: '2027-03-14', preferredTime: '9:00 AM' },
    { id: 6, reference: 'CCH-5E6F-7G8H', patientName: 'Anita Joshi', preferredDate: '2027-03-14', preferredTime: '11:30 AM' },
    { id: 7, reference: 'CCH-9J0K-1M2N', patientName: 'Farhan Ali', preferredDate: '2027-03-14', preferredTime: '2:00 PM' },
  ],
};

const meta = {
  title: 'Admin/ClosuresEditor',
  component: ClosuresEditor,
  excludeStories: /.*Data$/,
  args: {
    closures: closuresData,
    today: '2026-12-01',
    onPreview: fn(async () => impactData),
    onAdd: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof ClosuresEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The coming closures by date (a past one is not shown); Remove sends the closure. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const items = within(canvas.getByRole('list', { name: 'Coming closures' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Fri 25 Dec 2026', 'Tue 26 Jan 2027']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Republic Day, Tue 26 Jan 2027' }));
    await expect(args.onRemove).toHaveBeenCalledWith(closuresData[1]);
  },
};

/** Adding a closure on a day with bookings: they are listed first; Cancel leaves it unsaved. */
export const AddClosure: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Add closure' }));
    await userEvent.type(form.getByLabelText(/^Date/), '2027-03-14');
    await userEvent.type(form.getByLabelText(/^Name/), 'Holi');
    await userEvent.click(form.getByRole('button', { name: 'Add closure' }));
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Close the OPD that day?' });
    await waitFor(() => expect(within(dialog).getByText('3 bookings need a new time.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onAdd).not.toHaveBeenCalled();
    // Still there to try again.
    await expect(form.getByLabelText(/^Name/)).toHaveValue('Holi');
  },
};

export const Loading: Story = {
  args: { closures: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the closures...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { closures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No closure coming.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { closures: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    closures: [
      ...closuresData,
      { id: 4, date: '2027-03-04', name: 'Maha Shivaratri and the annual fire-safety inspection of the whole hospital building' },
      { id: 5, date: '2027-03-22', name: 'Holi' },
      { id: 6, date: '2027-04-14', name: 'Dr. B. R. Ambedkar Jayanti' },
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
