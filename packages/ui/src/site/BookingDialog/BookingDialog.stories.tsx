import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Appointment, Department, Doctor } from '@hospital/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BookingDialog, type BookingDialogProps } from './BookingDialog.tsx';
import type { BookingOutcome, BookingValues } from './bookingForm.ts';

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

/** The hospital's facts as the site passes them (apps/site/src/content/site.ts). */
export const hospitalData = {
  name: 'City Care Hospital',
  address: '14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
  phone: { display: '+91 522 400 1010', tel: '+915224001010' },
  emergencyNumber: '101',
};

/** What the server stores for a booking: the fields sent, less the consent, with a reference and status. */
function stored(values: BookingValues): Appointment {
  const { consent: _consent, ...fields } = values;
  return { ...fields, id: 501, reference: 'CCH-7K4Q-M2XD', status: 'pending', createdAt: '2026-11-26T04:30:00.000Z' };
}

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
    onSubmit: fn(async (values: BookingValues): Promise<BookingOutcome> => ({ ok: true, appointment: stored(values) })),
    today: TODAY,
    hospital: hospitalData,
    onAddToCalendar: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix portals the dialog to the end of `<body>`, outside the story's canvas. */
const dialogIn = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Book an Appointment' }));

type Screen = Awaited<ReturnType<typeof dialogIn>>;

async function fillValidBooking(dialog: Screen, { consent = true } = {}) {
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
  if (consent) await userEvent.click(dialog.getByRole('checkbox', { name: /I agree/ }));
}

/** The form as it opens: step 1 of 2 at 60%, the doctor optional, empty fields and age 0, consent not given. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await dialogIn(canvasElement);
    await step('shows the step and progress', async () => {
      await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '60');
    });
    await step('asks for consent, unticked, with the privacy page a new tab away', async () => {
      const consent = dialog.getByRole('checkbox', {
        name: /^I agree that City Care Hospital may store these details \(opens in a new tab\) to arrange my appointment/,
      });
      await expect(consent).not.toBeChecked();
      await expect(consent).toBeRequired();
      const privacy = dialog.getByRole('link', { name: /store these details/ });
      await expect(privacy).toHaveAttribute('href', '/privacy');
      await expect(privacy).toHaveAttribute('target', '_blank');
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
    await expect(dialog.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription('Please agree to continue');
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
    });
  },
};

/** Everything filled but the consent: "Please agree to continue" under it and nothing sent; ticked, it is sent. */
export const ConsentRequired: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await fillValidBooking(dialog, { consent: false });
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    const consent = dialog.getByRole('checkbox', { name: /I agree/ });
    await waitFor(() => expect(consent).toHaveAccessibleDescription('Please agree to continue'));
    await expect(dialog.getByText('Please agree to continue')).toBeVisible();
    await expect(consent).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(consent);
    await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ consent: true })));
  },
};

/** Books a valid appointment and waits for step 2, its heading focused. */
async function book(dialog: Screen) {
  await fillValidBooking(dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
  const heading = await dialog.findByRole('heading', { name: 'Appointment booked', level: 3 });
  await waitFor(() => expect(heading).toHaveFocus());
}

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
  args: {
    onSubmit: fn(
      async (_values: BookingValues): Promise<BookingOutcome> => ({
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
    onSubmit: fn(async (_values: BookingValues): Promise<BookingOutcome> => ({ ok: false, fields: { preferredDate: 'Date cannot be in the past' } })),
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
