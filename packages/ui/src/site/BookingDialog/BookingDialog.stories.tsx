import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import { bookingDialogArgs, dialogIn, doctorsData, fillValidBooking, Reopenable, takenSlotsData, TODAY } from './bookingDialogFixtures.tsx';

// Step 1 of the booking dialog: the form as it opens, its checks, the slot picker and the layouts. What follows a
// submit, the doctor's open days and the Hindi page have story files of their own.
const meta = {
  title: 'Site/BookingDialog',
  component: BookingDialog,
  args: bookingDialogArgs(),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/**
 * Today at 10:15: the slots that have begun are not offered at all (the servers would refuse them), not shown as
 * "Booked", which would be untrue; the rest of the day is.
 */
export const TodayMorningPassed: Story = {
  args: { defaultDoctorId: 1, offeredSlots: ['10:30 AM', '11:00 AM', '11:30 AM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), TODAY);
    await expect(dialog.queryByRole('radio', { name: /9:00 AM/ })).toBeNull();
    await expect(dialog.queryByRole('radio', { name: /10:00 AM/ })).toBeNull();
    await expect(dialog.getByRole('radio', { name: '10:30 AM' })).toBeEnabled();
    dialog.getByRole('radiogroup').scrollIntoView({ block: 'center' });
  },
};

/** Every slot of the chosen day has begun: none is offered, and the field says to choose another day. */
export const NoTimesLeftToday: Story = {
  args: { defaultDoctorId: 1, offeredSlots: [] },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Preferred Date/), TODAY);
    await expect(dialog.getByText('No times are left on this day. Please choose another day.')).toBeVisible();
    await expect(dialog.queryAllByRole('radio')).toHaveLength(0);
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
