import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import { bookingShown, doctorDaysData, findBooking, manageBookingArgs, slotTakenAnswer, startRescheduling, TODAY } from './manageBookingFixtures.ts';
import { layerShown } from '../../shared/layerShown.ts';

// A found booking changed by its patient: cancelled (asked once) or moved to another day and slot.
const meta = {
  title: 'Site/ManageBooking/Changes',
  component: ManageBooking,
  args: manageBookingArgs(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Cancel appointment" asks once, in an alert dialog whose first focus is the safe choice. */
export const CancelConfirm: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await layerShown(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Cancel this appointment?' }));
    await expect(dialog).toHaveAccessibleDescription(/Tuesday, 1 December 2026 at 10:30 AM will be cancelled/);
    await expect(within(dialog).getByRole('button', { name: 'Keep appointment' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Confirmed: the booking shows cancelled and read-only, and the page says so. */
export const Cancelled: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel appointment' }));
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your appointment has been cancelled.'));
    await expect(args.onCancel).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your appointment' })).toHaveFocus());
  },
};

/** Rescheduling: the booking form's date input (from today) and slot picker, the doctor's taken slots booked. */
export const Rescheduling: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await startRescheduling(canvas, userEvent);
    await expect(canvas.getByLabelText(/^New date/)).toHaveAttribute('min', TODAY);
    await waitFor(() => expect(args.onSlotQueryChange).toHaveBeenLastCalledWith({ doctorId: 1, date: '2026-12-02' }));
    await expect(canvas.getByRole('radio', { name: /9:30 AM/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /2:30 PM/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 AM' }));
    await expect(canvas.getByRole('radio', { name: '11:00 AM' })).toBeChecked();
  },
};

/** Moved: the new day and slot shown, and said; the reference stays. */
export const Rescheduled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await startRescheduling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 AM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Your appointment has been moved to Wednesday, 2 December 2026 at 11:00 AM.'),
    );
    await expect(args.onReschedule).toHaveBeenCalledWith({
      reference: 'CCH-7K4Q-M2XD',
      contact: '98765 43210',
      preferredDate: '2026-12-02',
      preferredTime: '11:00 AM',
    });
    await expect(canvas.getByText('Wednesday, 2 December 2026')).toBeVisible();
    await expect(canvas.getByText('CCH-7K4Q-M2XD')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  },
};

/** A slot taken meanwhile (409): the picker stays open, that slot now booked, and the patient picks another. */
export const SlotTaken: Story = {
  args: { onReschedule: slotTakenAnswer() },
  play: async ({ args, canvas, userEvent }) => {
    await startRescheduling(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 AM' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move appointment' }));
    const picker = canvas.getByRole('radiogroup', { name: /New time/ });
    await waitFor(() => expect(picker).toHaveAccessibleDescription('11:00 AM was just booked by someone else. Please choose another time.'));
    await expect(canvas.getByRole('radio', { name: /11:00 AM/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /11:00 AM/ })).not.toBeChecked();
    // Focus is in the picker, on the first free slot, for the next choice.
    await waitFor(() => expect(canvas.getByRole('radio', { name: '9:00 AM' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Move appointment' })).toBeEnabled();
    await expect(args.onReschedule).toHaveBeenCalledTimes(1);
  },
};

/** With the doctor's open days, the move offers only those, as the booking dialog does: a grid, then the day's slots. */
export const ReschedulingWithOpenDays: Story = {
  args: { doctorDays: doctorDaysData },
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(args.onSlotQueryChange).toHaveBeenCalledWith({ doctorId: 1, date: '' }));
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('button', { name: /^Thursday, December 3, 2026, Not available$/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Friday, December 4, 2026$/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '11:00 AM 2 places left' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() => expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ preferredDate: '2026-12-04', preferredTime: '11:00 AM' })));
  },
};
