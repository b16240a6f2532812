import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { TimetableImpact } from '@hospital/contract';
import { LeaveEditor } from './LeaveEditor.tsx';

export const leaveData = [
  { id: 4, from: '2026-12-08', to: '2026-12-10', reason: 'Cardiology conference, Mumbai' },
  { id: 7, from: '2026-12-24', to: '2026-12-24', reason: 'Personal' },
];

export const impactData: TimetableImpact = {
  affected: [31],
  affectedVisits: [{ id: 31, reference: 'CCH-9D2M-K7WX', patientName: 'Mohan Lal', preferredDate: '2026-12-15', preferredTime: '9:30 AM' }],
};

const meta = {
  title: 'Admin/LeaveEditor',
  component: LeaveEditor,
  excludeStories: /.*Data$/,
  args: {
    doctorName: 'Dr. Priya Sharma',
    leave: leaveData,
    today: '2026-12-01',
    onPreview: fn(async () => impactData),
    onAdd: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof LeaveEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The coming leave with its length and reason; Remove sends the leave. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const items = within(canvas.getByRole('list', { name: 'Dr. Priya Sharma’s coming leave' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Tue 8 Dec 2026 – Thu 10 Dec 2026');
    await expect(items[0]).toHaveTextContent('3 days · Cardiology conference, Mumbai');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove leave Thu 24 Dec 2026' }));
    await expect(args.onRemove).toHaveBeenCalledWith(leaveData[1]);
  },
};

/** Adding leave: checked by the contract, then previewed, the affected booking listed, then confirmed. */
export const AddLeave: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Add leave' }));
    await step('the end may not come before the start', async () => {
      await userEvent.type(form.getByLabelText(/^From/), '2026-12-16');
      await userEvent.type(form.getByLabelText(/^To/), '2026-12-14');
      await userEvent.type(form.getByLabelText(/^Reason/), 'Family wedding');
      await userEvent.click(form.getByRole('button', { name: 'Add leave' }));
      await expect(await form.findByText('End date must not be before the start date')).toBeVisible();
      await expect(args.onPreview).not.toHaveBeenCalled();
    });
    await step('previewed and confirmed', async () => {
      await userEvent.clear(form.getByLabelText(/^From/));
      await userEvent.type(form.getByLabelText(/^From/), '2026-12-14');
      await userEvent.clear(form.getByLabelText(/^To/));
      await userEvent.type(form.getByLabelText(/^To/), '2026-12-16');
      await userEvent.click(form.getByRole('button', { name: 'Add leave' }));
      const values = { from: '2026-12-14', to: '2026-12-16', reason: 'Family wedding' };
      await waitFor(() => expect(args.onPreview).toHaveBeenCalledWith(values));
      const dialog = await pageOf(canvasElement).findByRole('dialog', { name: 'Add leave for Dr. Priya Sharma?' });
      await waitFor(() => expect(within(dialog).getByText('1 booking needs a new time.')).toBeVisible());
      await waitFor(() => expect(within(dialog).getByText('Mohan Lal')).toBeVisible());
      await expect(args.onAdd).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add leave' }));
      await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith(values));
      // Saved: the form is empty again.
      await waitFor(() => expect(form.getByLabelText(/^Reason/)).toHaveValue(''));
    });
  },
};

/** The server refused a field (a day now past): its reason under the field. */
export const ServerErrors: Story = {
  args: { serverErrors: { from: 'Date cannot be in the past' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Date cannot be in the past')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { leave: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the leave...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { leave: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No leave coming.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { leave: undefined, error: new globalThis.Error('500'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    doctorName: 'Dr. Venkata Lakshmi Narasimha Satyanarayana Chakravarthula',
    leave: [
      ...leaveData,
      { id: 9, from: '2027-01-04', to: '2027-03-31', reason: 'Sabbatical for a fellowship in paediatric cardiothoracic surgery at the All India Institute of Medical Sciences, New Delhi' },
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
