import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import { answer, bookingData, bookingShown, findBooking, findBookingInHindi, lookupAnswer, manageBookingArgs } from './manageBookingFixtures.ts';

// A booking's reminders: stopped by its patient, already off, refused, and none on a cancelled booking.
const meta = {
  title: 'Site/ManageBooking/Reminders',
  component: ManageBooking,
  args: manageBookingArgs(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Stop reminders" (the words the e-mails name): a plain secondary action with a line saying what it does; pressed
 * with the keyboard, it sends the same reference and contact, and the page says the reminders are off.
 */
export const StopReminders: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText(/If you stop it, you will still get confirmations and notices of any change/)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Stop reminders' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStopReminders).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Reminders are off for this visit. You will still hear from us if the booking changes.'),
    );
    await expect(canvas.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Your appointment' })).toHaveFocus());
    // The visit itself can still be moved or cancelled.
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
  },
};

/** A booking whose patient stopped its reminders earlier: the line says so, and there is nothing to press. */
export const RemindersStopped: Story = {
  args: { onLookup: answer({ ...bookingData, remindersStopped: true }) },
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText('Reminders are off for this visit. You will still hear from us if the booking changes.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
    await expect(args.onStopReminders).not.toHaveBeenCalled();
  },
};

/** A refusal (the booking was cancelled meanwhile): said as the other changes are, and the booking turns read-only. */
export const StopRemindersRefused: Story = {
  args: { onStopReminders: lookupAnswer({ ok: false, reason: 'locked' }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop reminders' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/can no longer be changed/);
    await expect(canvas.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
  },
};

/** A cancelled booking has no reminder left: neither the button nor the line. */
export const RemindersOnCancelledBooking: Story = {
  args: { onLookup: answer({ ...bookingData, status: 'cancelled', canChange: false, remindersStopped: true }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.queryByRole('button', { name: 'Stop reminders' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Reminders are off/)).not.toBeInTheDocument();
  },
};

/** "रिमाइंडर बंद करें" on a Hindi page, as the Hindi e-mails name it, then the Hindi line. */
export const HindiStopReminders: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'आपका अपॉइंटमेंट' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'रिमाइंडर बंद करें' }));
    await expect(args.onStopReminders).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('इस मुलाक़ात के रिमाइंडर बंद हैं।'));
  },
};

/** A Hindi booking whose reminders are off, at phone width. */
export const HindiRemindersStoppedMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { onLookup: answer({ ...bookingData, language: 'hi', remindersStopped: true }) },
  play: async ({ canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await expect(await canvas.findByText(/इस मुलाक़ात के रिमाइंडर बंद हैं।/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'रिमाइंडर बंद करें' })).not.toBeInTheDocument();
  },
};
