import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Department, Doctor } from '@hospital/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingDialog, type BookingDialogProps } from './BookingDialog.tsx';
import type { BookingOutcome } from './bookingForm.ts';

export const departmentsData: Department[] = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'Neurology' },
  { id: 5, name: 'Pediatrics' },
  { id: 4, name: 'General Medicine' },
];

export const doctorsData: Doctor[] = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology', departmentId: 1, qualifications: 'MBBS, MD, DM (Cardiology)', experience: 22 },
  { id: 3, name: 'Dr. Vikram Singh Rathore', specialization: 'Neurology', departmentId: 2, qualifications: 'MBBS, MD, DM (Neurology)', experience: 18 },
  { id: 9, name: 'Dr. Amit Khanna', specialization: 'Pediatrics', departmentId: 5, qualifications: 'MBBS, MD (Pediatrics)', experience: 14 },
];

export const takenSlotsData = ['9:30 AM', '2:30 PM'];

/** A fixed "today", so the date picker's minimum and the story's chosen date never drift apart. */
const TODAY = '2026-11-26';

const meta = {
  title: 'Site/BookingDialog',
  component: BookingDialog,
  excludeStories: /.*Data$/,
  args: {
    open: true,
    onOpenChange: fn(),
    doctors: doctorsData,
    departments: departmentsData,
    unavailableSlots: [],
    onSlotQueryChange: fn(),
    onSubmit: fn(async (): Promise<BookingOutcome> => ({ ok: true })),
    today: TODAY,
  },
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix portals the dialog to the end of `<body>`, outside the story's canvas. */
const dialogIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Book an Appointment' }));

type Screen = Awaited<ReturnType<typeof dialogIn>>;

async function fillValidBooking(dialog: Screen) {
  await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Kavita Sharma');
  await userEvent.type(dialog.getByLabelText(/^Email/), 'kavita@example.in');
  await userEvent.type(dialog.getByLabelText(/^Phone/), '+91 98765 43210');
  await userEvent.clear(dialog.getByLabelText(/^Age/));
  await userEvent.type(dialog.getByLabelText(/^Age/), '42');
  await userEvent.selectOptions(dialog.getByLabelText(/^Gender/), 'Female');
  await userEvent.selectOptions(dialog.getByLabelText(/^Doctor/), 'Dr. Rajesh Malhotra (Interventional Cardiology)');
  await userEvent.type(dialog.getByLabelText(/^Preferred Date/), '2026-12-02');
  await userEvent.click(dialog.getByRole('radio', { name: '10:30 AM' }));
  await userEvent.type(dialog.getByLabelText(/^Reason for Visit/), 'Chest pain on climbing stairs.');
}

/** The form as it opens: step 1 of 2 at 60%, the doctor optional, empty fields and age 0. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await dialogIn(canvasElement);
    await step('shows the step and progress', async () => {
      await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
    });
    await step('the doctor is optional and the date cannot be before today', async () => {
      await expect(dialog.getByLabelText(/^Doctor/)).toHaveDisplayValue('Select doctor (optional)');
      await expect(dialog.getByLabelText(/^Preferred Date/)).toHaveAttribute('min', TODAY);
      await expect(dialog.getByLabelText(/^Age/)).toHaveValue(0);
      await expect(dialog.getByLabelText(/^Gender/)).toHaveTextContent(/Male.*Female.*Other.*Prefer not to say/);
    });
  },
};

/** Submitting empty: "Date is required" on the date and the generic "Required" on the others; nothing is sent. */
export const ValidationMessages: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await expect(await dialog.findByText('Date is required')).toBeVisible();
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Reason for Visit/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Gender/)).toHaveAccessibleDescription('Required');
    await expect(dialog.getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
    await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription(/Required/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first invalid field takes focus, so a keyboard user starts where the problem is.
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveFocus();
  },
};

/** The slot picker: slots taken for the chosen doctor and day are shown as booked and cannot be chosen. */
export const TakenSlots: Story = {
  args: { defaultDoctorId: 1, unavailableSlots: takenSlotsData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Doctor/)).toHaveDisplayValue('Dr. Rajesh Malhotra (Interventional Cardiology)');
    await expect(dialog.getByRole('radio', { name: /9:30 AM/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /2:30 PM/ })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: '11:00 AM' }));
    await expect(dialog.getByRole('radio', { name: '11:00 AM' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), '2026-12-02');
    await waitFor(() => expect(args.onSlotQueryChange).toHaveBeenLastCalledWith({ doctorId: 1, date: '2026-12-02' }));
  },
};

/** While the booking is sent, the submit reads "Booking..." and is disabled; the values are the contract's. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<BookingOutcome>(() => undefined)) },
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
    });
  },
};

/** A slot taken meanwhile (the API's 409): the form keeps what was typed and says which field to change. */
export const SlotTaken: Story = {
  args: {
    onSubmit: fn(
      async (): Promise<BookingOutcome> => ({
        ok: false,
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
        fields: { preferredTime: 'Already booked' },
      }),
    ),
  },
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
    onSubmit: fn(async (): Promise<BookingOutcome> => ({ ok: false, fields: { preferredDate: 'Date cannot be in the past' } })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Preferred Date/)).toHaveAccessibleDescription('Date cannot be in the past'));
    await expect(dialog.getByLabelText(/^Preferred Date/)).toHaveFocus();
  },
};

/** While doctors and departments load, the choices say so; the form still opens. */
export const Loading: Story = {
  args: { doctors: undefined, departments: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Department/)).toHaveDisplayValue('Loading departments...');
  },
};

/** A department preselected by a department page, given in any case. */
export const DepartmentPreselected: Story = {
  args: { defaultDepartment: 'pediatrics' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Department/)).toHaveDisplayValue('Pediatrics'));
  },
};

/** Long names in the doctor list wrap inside the field instead of widening the dialog. */
export const LongContent: Story = {
  args: {
    doctors: [
      ...doctorsData,
      {
        id: 40,
        name: 'Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi',
        specialization: 'Paediatric Interventional Cardiology and Electrophysiology',
        departmentId: 1,
        qualifications: 'MBBS, MD, DM',
        experience: 30,
      },
    ],
  },
};

/** A 360px phone: the dialog is a bottom sheet and the fields stack. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

function Reopenable(args: BookingDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book Appointment
      </button>
      <BookingDialog {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Cancel and the close icon dismiss it; reopened, the form starts empty again. */
export const CancelAndClose: Story = {
  render: (args) => <Reopenable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    let dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Kavita');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    dialog = await dialogIn(canvasElement);
    await expect(dialog.getByLabelText(/^Full Name/)).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
