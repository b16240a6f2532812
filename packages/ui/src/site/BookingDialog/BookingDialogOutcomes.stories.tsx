import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import { book, bookingDialogArgs, dialogIn, fillValidBooking, Reopenable, slotTakenAnswer } from './bookingDialogFixtures.tsx';
import type { BookingOutcome, BookingValues } from './bookingForm.ts';

// What follows a submit: the booking on its way, stored (step 2 and its buttons), or refused by the server.
const meta = {
  title: 'Site/BookingDialog/Outcomes',
  component: BookingDialog,
  args: bookingDialogArgs(),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the booking is sent, the submit reads "Booking..." and is disabled; the values are the contract's. */
export const Submitting: Story = {
  args: { onSubmit: fn((_values: BookingValues) => new Promise<BookingOutcome>(() => undefined)) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    const busy = await dialog.findByRole('button', { name: 'Booking...' });
    await expect(busy).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      patientName: 'Kavita Sharma',
      email: 'kavita@example.in',
      phone: '+91 98765 43210',
      age: 42,
      gender: 'Female',
      // Choosing the doctor filled the empty department with theirs.
      department: 'Cardiology',
      doctorId: 1,
      preferredDate: '2026-12-02',
      preferredTime: '10:30 AM',
      reasonForVisit: 'Chest pain on climbing stairs.',
      consent: true,
      // The contract's default: the form shows no language field; the site sends the page's own.
      language: 'en',
    });
  },
};

/** Step 2 of 2: once the booking is stored the dialog shows its confirmation at 100%, the reference announced. */
export const Booked: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await step('step 2 of 2, and the booking announced with its reference', async () => {
      await expect(dialog.getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuenow', '100');
      await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Appointment booked. Your reference is CCH-7K4Q-M2XD.'));
      await expect(dialog.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    });
    await step('the booking as stored, with the chosen doctor named', async () => {
      await expect(dialog.getByText('CCH-7K4Q-M2XD')).toBeVisible();
      await expect(dialog.getByText('Dr. Rajesh Malhotra')).toBeVisible();
      await expect(dialog.getByText('Wednesday, 2 December 2026')).toBeVisible();
      await expect(dialog.getByText('Pending confirmation')).toBeVisible();
    });
  },
};

/** Step 2's buttons reach the calendar file, print and the manage page; "Done" closes the dialog. */
export const BookedActions: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledWith(expect.stringContaining('UID:CCH-7K4Q-M2XD@citycarehospital'), 'CCH-7K4Q-M2XD.ics');
    await userEvent.click(dialog.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', '/appointments/manage');
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Step 2 on a 360px phone: the confirmation in the bottom sheet, its buttons one under another. */
export const BookedMobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await book(dialog);
    await expect(dialog.getByText('CCH-7K4Q-M2XD')).toBeVisible();
  },
};

/** A slot taken meanwhile (the API's 409): the form keeps what was typed and says which field to change. */
export const SlotTaken: Story = {
  args: { onSubmit: slotTakenAnswer() },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('already booked with the chosen doctor');
    await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription(/Already booked/);
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('Kavita Sharma');
    await expect(dialog.getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
  },
};

/** The server's field messages (a 400) appear on their fields. */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn(async (_values: BookingValues): Promise<BookingOutcome> => ({
      ok: false,
      fields: { preferredDate: 'Date cannot be in the past' },
      codes: { preferredDate: 'date_in_past' },
    })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Preferred Date/)).toHaveAccessibleDescription('Date cannot be in the past'));
    await expect(dialog.getByLabelText(/^Preferred Date/)).toHaveFocus();
  },
};

/** After "Done", focus is back on the button that opened the dialog, and the next opening starts a new booking. */
export const DoneThenBookAgain: Story = {
  render: (args) => <Reopenable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Book Appointment' });
    await userEvent.click(opener);
    let dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    dialog = await dialogIn(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  },
};
