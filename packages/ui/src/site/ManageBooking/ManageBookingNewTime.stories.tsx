import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import { answer, bookingData, bookingShown, doctorDaysData, findBooking, manageBookingArgs } from './manageBookingFixtures.ts';
import { LAST_DAY } from '../availabilityFixtures.ts';

// A booking the hospital's calendar moved under (leave, a closure, new hours, a doctor retired): the notice, and
// the move open at once on the doctor's open days.
const meta = {
  title: 'Site/ManageBooking/NeedsNewTime',
  component: ManageBooking,
  args: manageBookingArgs(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The doctor went on leave on the booked day: said plainly, and the move is open at once on the doctor's open days. */
export const NeedsNewTimeLeave: Story = {
  args: { onLookup: answer({ ...bookingData, preferredDate: '2026-12-03', needsNewTime: 'doctor_leave' }), doctorDays: doctorDaysData },
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByRole('heading', { name: 'Your appointment needs a new time' })).toBeVisible();
    await expect(canvas.getByText('Your doctor is on leave that day; please choose another time.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose a new date and time' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Friday, November 27, 2026$/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '10:00 AM 2 places left' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move appointment' }));
    await waitFor(() => expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ preferredDate: '2026-11-27', preferredTime: '10:00 AM' })));
    // Moved: the notice goes with the answer, which no longer needs a new time.
    await expect(await canvas.findByText(/Your appointment has been moved to/)).toBeVisible();
    await expect(canvas.queryByText('Your doctor is on leave that day; please choose another time.')).toBeNull();
  },
};

/** The OPD closed on the day (a holiday), and the doctor's hours changed: each said in its own words. */
export const NeedsNewTimeClosedAndHours: Story = {
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'opd_closed' }), doctorDays: doctorDaysData },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText('The OPD is closed that day; please choose another time.')).toBeVisible();
  },
};

/** New hours no longer hold the booked time. */
export const NeedsNewTimeHoursChanged: Story = {
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'hours_changed' }), doctorDays: doctorDaysData },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText(/The doctor's hours have changed/)).toBeVisible();
    await expect(canvas.getByRole('grid')).toBeVisible();
  },
};

/** The doctor no longer holds an OPD here: no move to offer; call the hospital or cancel. */
export const NeedsNewTimeDoctorRetired: Story = {
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'doctor_retired' }), hospitalPhone: { text: '+91 522 400 1010', href: 'tel:+915224001010' } },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText(/Your doctor no longer holds an OPD here/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call the hospital: +91 522 400 1010' })).toHaveAttribute('href', 'tel:+915224001010');
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toBeVisible();
  },
};

/** The doctor's open days still loading when the move opens. */
export const NeedsNewTimeDaysLoading: Story = {
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'doctor_leave' }), doctorDays: { availability: undefined, isLoading: true, to: LAST_DAY } },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText("Loading the doctor's open days...")).toBeVisible();
  },
};

/** On a phone. */
export const NeedsNewTimeMobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'doctor_leave' }), doctorDays: doctorDaysData },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A Hindi page: the notice and the doctor's open days in Hindi. */
export const HindiNeedsNewTime: Story = {
  globals: { locale: 'hi' },
  args: { onLookup: answer({ ...bookingData, needsNewTime: 'doctor_leave' }), doctorDays: doctorDaysData },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^बुकिंग संदर्भ/), 'CCH-7K4Q-M2XD');
    await userEvent.type(canvas.getByLabelText(/^फ़ोन नंबर या ईमेल/), '98765 43210');
    await userEvent.click(canvas.getByRole('button', { name: /^बुकिंग खोजें$/ }));
    await expect(await canvas.findByText('उस दिन आपके डॉक्टर छुट्टी पर हैं; कृपया कोई दूसरा समय चुनें।')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'आपके अपॉइंटमेंट के लिए नया समय चाहिए' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'नवंबर 2026' })).toBeVisible();
  },
};
