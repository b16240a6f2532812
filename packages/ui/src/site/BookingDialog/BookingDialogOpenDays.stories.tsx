import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { BookingDialog } from './BookingDialog.tsx';
import { bookingDialogArgs, dialogIn, doctorDaysData, hindiDialogIn, hindiHospitalData } from './bookingDialogFixtures.tsx';
import { LAST_DAY } from '../availabilityFixtures.ts';

// With a doctor chosen, the date is a month grid of that doctor's open days (GET availability): the days, the
// places left, a full day, and the read loading, failing or finding no day.
const meta = {
  title: 'Site/BookingDialog/OpenDays',
  component: BookingDialog,
  args: bookingDialogArgs(),
} satisfies Meta<typeof BookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With a doctor chosen, the date is a month grid of that doctor's open days only: Sundays and the day on leave
 * cannot be picked; the day's slots show the places left and a taken one is booked; the booking sends the day and
 * slot chosen.
 */
export const DoctorOpenDays: Story = {
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ args, canvasElement, userEvent, step }) => {
    const dialog = await dialogIn(canvasElement);
    await step('the grid replaces the date input', async () => {
      await expect(dialog.queryByLabelText(/^Preferred Date/, { selector: 'input' })).toBeNull();
      await expect(dialog.getByRole('grid', { name: 'November 2026' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Sunday, November 29, 2026, Not available$/ })).toHaveAttribute('aria-disabled', 'true');
      await expect(dialog.getByRole('radiogroup', { name: /Preferred Time/ })).toHaveAccessibleDescription("Choose one of the doctor's open days above to see its times.");
    });
    await step('a day by keyboard, then a slot with places left', async () => {
      dialog.getByRole('button', { name: /^Thursday, November 26, 2026$/ }).focus();
      // A week on is 3 December, the doctor's leave; the day before it is open.
      await userEvent.keyboard('{ArrowDown}{ArrowLeft}{Enter}');
      await expect(dialog.getByRole('grid', { name: 'December 2026' })).toBeVisible();
      await expect(dialog.getByRole('radio', { name: '9:30 AM 1 place left' })).toBeEnabled();
      await expect(dialog.getByRole('radio', { name: /2:30 PM Booked/ })).toBeDisabled();
      await userEvent.click(dialog.getByRole('radio', { name: '10:30 AM 2 places left' }));
    });
    await step('books that day and slot', async () => {
      await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Kavita Sharma');
      await userEvent.type(dialog.getByLabelText(/^Email/), 'kavita@example.in');
      await userEvent.type(dialog.getByLabelText(/^Phone/), '+91 98765 43210');
      await userEvent.clear(dialog.getByLabelText(/^Age/));
      await userEvent.type(dialog.getByLabelText(/^Age/), '42');
      await userEvent.selectOptions(dialog.getByLabelText(/^Gender/), 'Female');
      await userEvent.selectOptions(dialog.getByLabelText(/^Department/), 'Cardiology');
      await userEvent.type(dialog.getByLabelText(/^Reason for Visit/), 'Chest pain on climbing stairs.');
      await userEvent.click(dialog.getByRole('checkbox', { name: /I agree/ }));
      await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ doctorId: 1, preferredDate: '2026-12-02', preferredTime: '10:30 AM' })));
    });
  },
};

/** A day whose every slot is taken says when the next open time is and takes it in one press. */
export const DoctorDayFull: Story = {
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Next month' }));
    await userEvent.click(dialog.getByRole('button', { name: /^Tuesday, December 1, 2026, Fully booked$/ }));
    await expect(dialog.getByText('All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:00 AM.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Choose Wed 2 Dec, 9:00 AM' }));
    await expect(dialog.getByRole('radio', { name: /^9:00 AM/ })).toBeChecked();
    await waitFor(() => expect(dialog.getByRole('radio', { name: /^9:00 AM/ })).toHaveFocus());
  },
};

/** The doctor's days still loading: the grid's place says so; the rest of the form can be filled meanwhile. */
export const DoctorDaysLoading: Story = {
  args: { defaultDoctorId: 1, doctorDays: { availability: undefined, isLoading: true, to: LAST_DAY } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText("Loading the doctor's open days...")).toBeVisible();
  },
};

/** The read failed: the grid's place says so and offers to try again. */
export const DoctorDaysError: Story = {
  args: { defaultDoctorId: 1, doctorDays: { availability: undefined, isLoading: false, error: new globalThis.Error('500'), onRetry: fn(), to: LAST_DAY } },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText("The doctor's open days could not be loaded.")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.doctorDays?.onRetry).toHaveBeenCalled();
  },
};

/** A doctor with no open day in the window (a long leave): said plainly, no grid to search. */
export const DoctorNoOpenDays: Story = {
  args: { defaultDoctorId: 1, doctorDays: { ...doctorDaysData, availability: { doctorId: 1, days: [] } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.getByText(/This doctor has no open day in the coming weeks/)).toBeVisible();
  },
};

/** On a phone the grid fits the dialog. */
export const DoctorOpenDaysMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    const grid = dialog.getByRole('grid');
    grid.scrollIntoView({ block: 'center' });
    await expect(grid.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** A Hindi page: the grid, the places left and the full day's notice in Hindi. */
export const HindiDoctorOpenDays: Story = {
  globals: { locale: 'hi' },
  args: { defaultDoctorId: 1, doctorDays: doctorDaysData, hospital: hindiHospitalData },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await hindiDialogIn(canvasElement);
    await expect(dialog.getByRole('grid', { name: 'नवंबर 2026' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'अगला महीना' }));
    await userEvent.click(dialog.getByRole('button', { name: /^बुधवार, 2 दिसंबर 2026$/ }));
    await expect(dialog.getByRole('radio', { name: /^सुबह 9:30 1 जगह बाकी$/ })).toBeEnabled();
    await expect(dialog.getByRole('radio', { name: /^सुबह 9:00 2 जगहें बाकी$/ })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: /^मंगलवार, 1 दिसंबर 2026, पूरा बुक$/ }));
    await expect(dialog.getByText(/के सभी समय बुक हो चुके हैं। अगला खाली समय/)).toBeVisible();
  },
};
