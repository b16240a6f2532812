import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import type { BookingLookupValues, ManageBookingOutcome } from './manageBooking.ts';
import { answer, bookingData, bookingShown, checkedInData, doctorsData, findBooking, lookupAnswer, manageBookingArgs, throttledAnswer } from './manageBookingFixtures.ts';

// Finding a booking and what the page shows of it: the look-up's answers, the read-only reasons, the token on
// the day. The changes, the new-time notices, the reminders and the Hindi page have story files of their own.
const meta = {
  title: 'Site/ManageBooking',
  component: ManageBooking,
  args: manageBookingArgs(),
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens: the two fields, empty; asking with nothing filled in sends nothing. */
export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Find your booking' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Booking reference/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Booking reference/)).toHaveAccessibleDescription('For example CCH-7K4Q-M2XD');
    await userEvent.click(canvas.getByRole('button', { name: 'Find booking' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Booking reference/)).toHaveAccessibleDescription(/Enter the booking reference, e.g. CCH-7K4Q-M2XD/),
    );
    await expect(canvas.getByLabelText(/^Phone number or email/)).toHaveAccessibleDescription(/Enter the phone number or email used for the booking/);
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** A wrong reference or contact: one answer for both, and the form keeps what was typed. */
export const NotFound: Story = {
  args: { onLookup: lookupAnswer({ ok: false, reason: 'not-found' }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent, 'CCH-7K4Q-M2XE');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not find a booking with these details');
    await expect(canvas.getByLabelText(/^Booking reference/)).toHaveValue('CCH-7K4Q-M2XE');
  },
};

/** Found: the booking in the patient's words, with its reference and status, and what can be done with it. */
export const Found: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    // Sent as the contract reads it: the reference in its one written form.
    await expect(args.onLookup).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await expect(canvas.getByText('CCH-7K4Q-M2XD')).toBeVisible();
    await expect(canvas.getByText('Dr. Rajesh Malhotra')).toBeVisible();
    await expect(canvas.getByText('Tuesday, 1 December 2026')).toBeVisible();
    await expect(canvas.getByText('Pending confirmation')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
  },
};

/** Too many look-ups from here (429): how long to wait, as the server said. */
export const Throttled: Story = {
  args: { onLookup: throttledAnswer() },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 12 minutes and try again.');
  },
};

/** A visit whose day has passed: read-only, with the reason, and no way to change it. */
export const ReadOnlyPast: Story = {
  args: { onLookup: answer({ ...bookingData, preferredDate: '2026-11-20', status: 'confirmed', canChange: false }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText('The date of this appointment has passed, so it can no longer be changed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Find another booking' })).toBeVisible();
  },
};

/** A completed visit: read-only, with the reason. */
export const ReadOnlyCompleted: Story = {
  args: { onLookup: answer({ ...bookingData, preferredDate: '2026-11-20', status: 'completed', canChange: false }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await expect(canvas.getByText('This visit has taken place, so it can no longer be changed.')).toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  },
};

/** While the look-up is on its way: the button says so and cannot be pressed again. */
export const Loading: Story = {
  args: { onLookup: fn((_lookup: BookingLookupValues) => new Promise<ManageBookingOutcome>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    const busy = await canvas.findByRole('button', { name: 'Finding booking...' });
    await expect(busy).toBeDisabled();
  },
};

/** Something else went wrong (a 500, no network): a plain sentence, and the form to try again. */
export const Error: Story = {
  args: { onLookup: lookupAnswer({ ok: false, reason: 'failed' }) },
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again in a moment.');
    await expect(canvas.getByRole('button', { name: 'Find booking' })).toBeEnabled();
  },
};

/** "Find another booking" goes back to an empty form, focus in the reference. */
export const FindAnother: Story = {
  play: async ({ canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Find another booking' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Booking reference/)).toHaveFocus());
    await expect(canvas.getByLabelText(/^Booking reference/)).toHaveValue('');
  },
};

/** A 360px phone: the booking found, its details under their labels and the buttons one under another. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    const reschedule = canvas.getByRole('button', { name: 'Reschedule' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel appointment' }).getBoundingClientRect();
    await expect(cancel.top).toBeGreaterThan(reschedule.bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Long names and Hindi texts wrap; nothing pushes the page sideways. */
export const LongContent: Story = {
  args: {
    onLookup: answer({
      ...bookingData,
      patientName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
      department: 'Paediatric Interventional Cardiology and Electrophysiology',
      doctorId: 40,
    }),
    doctors: [...doctorsData, { id: 40, name: 'Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi' }],
    texts: {
      bookingHeading: 'आपकी अपॉइंटमेंट की पूरी जानकारी',
      reschedule: 'नई तारीख़ और समय चुनें',
      cancel: 'अपॉइंटमेंट रद्द करें',
      findAnother: 'कोई दूसरी बुकिंग खोजें',
      summary: { patient: 'मरीज़ का पूरा नाम', department: 'विभाग', status: 'अपॉइंटमेंट की वर्तमान स्थिति' },
    },
  },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'आपकी अपॉइंटमेंट की पूरी जानकारी' })).toHaveFocus());
    await expect(canvas.getByText('Dr. Venkataraghavan Subramaniam Iyer-Chaturvedi')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** On the day, checked in: the token card above the booking, and the look-up asked again as the queue moves. */
export const CheckedInToday: Story = {
  args: {
    refreshSeconds: 0.05,
    onLookup: fn(async (_lookup: BookingLookupValues): Promise<ManageBookingOutcome> => ({ ok: true, booking: checkedInData })),
  },
  play: async ({ args, canvas, userEvent }) => {
    await findBooking(canvas, userEvent);
    await bookingShown(canvas);
    const card = canvas.getByRole('region', { name: 'Your token' });
    await expect(card).toHaveTextContent('Token 14');
    await expect(within(card).getByText('3 patients before you')).toBeVisible();
    await expect(canvas.getByText('Checked in')).toBeVisible();
    // Asked again by itself, with the same look-up, kept in memory only.
    await waitFor(() => expect(args.onLookup).toHaveBeenCalledTimes(3));
    await expect(args.onLookup).toHaveBeenLastCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
  },
};
