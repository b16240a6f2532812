import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ManageBooking } from './ManageBooking.tsx';
import type { BookingLookupValues, BookingRescheduleValues, ManageBookingOutcome } from './manageBooking.ts';
import { answer, bookingData, doctorsData, lookupAnswer, takenSlotsData, TODAY } from './manageBookingFixtures.ts';
import { LAST_DAY, availabilityFixture } from '../availabilityFixtures.ts';
import { layerShown } from '../../shared/layerShown.ts';

const meta = {
  title: 'Site/ManageBooking',
  component: ManageBooking,
  excludeStories: /.*Data$/,
  args: {
    onLookup: answer(bookingData),
    onCancel: lookupAnswer({ ok: true, booking: { ...bookingData, status: 'cancelled', canChange: false } }),
    onReschedule: fn(async ({ preferredDate, preferredTime }: BookingRescheduleValues): Promise<ManageBookingOutcome> => ({
      ok: true,
      booking: { ...bookingData, preferredDate, preferredTime },
    })),
    onStopReminders: lookupAnswer({ ok: true, booking: { ...bookingData, remindersStopped: true } }),
    doctors: doctorsData,
    unavailableSlots: takenSlotsData,
    onSlotQueryChange: fn(),
    today: TODAY,
  },
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Types a reference as a patient might read it off a phone call, and the phone number, and asks. */
async function findBooking(canvas: Canvas, userEvent: UserEvent, reference = 'cch 7k4q m2xd') {
  await userEvent.type(canvas.getByLabelText(/^Booking reference/), reference);
  await userEvent.type(canvas.getByLabelText(/^Phone number or email/), '98765 43210');
  await userEvent.click(canvas.getByRole('button', { name: 'Find booking' }));
}

/** The booking found: its heading has focus. */
async function bookingShown(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', { name: 'Your appointment' });
  await waitFor(() => expect(heading).toHaveFocus());
}

async function startRescheduling(canvas: Canvas, userEvent: UserEvent, date = '2026-12-02') {
  await findBooking(canvas, userEvent);
  await bookingShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
  await userEvent.type(canvas.getByLabelText(/^New date/), date);
}

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
  args: {
    onReschedule: fn(
      async (_request: BookingRescheduleValues): Promise<ManageBookingOutcome> => ({
        ok: false,
        reason: 'slot-taken',
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
      }),
    ),
  },
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

/** Too many look-ups from here (429): how long to wait, as the server said. */
export const Throttled: Story = {
  args: {
    onLookup: lookupAnswer({ ok: false, reason: 'throttled', message: 'Too many tries. Please wait 12 minutes and try again.', waitMinutes: 12 }),
  },
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

/** Types a reference and phone number on a Hindi page and asks. */
async function findBookingInHindi(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/), 'cch 7k4q m2xd');
  await userEvent.type(canvas.getByLabelText(/^फ़ोन नंबर या ईमेल/), '98765 43210');
  await userEvent.click(canvas.getByRole('button', { name: 'बुकिंग खोजें' }));
}

/** A Hindi page, asked with nothing filled in: the form and its messages in Hindi, nothing sent. */
export const HindiEmpty: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'अपनी बुकिंग खोजें' })).toBeVisible();
    await expect(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/)).toHaveAccessibleDescription('जैसे CCH-7K4Q-M2XD');
    await userEvent.click(canvas.getByRole('button', { name: 'बुकिंग खोजें' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/)).toHaveAccessibleDescription(/कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD/),
    );
    await expect(canvas.getByLabelText(/^फ़ोन नंबर या ईमेल/)).toHaveAccessibleDescription(/कृपया बुकिंग में दिया गया फ़ोन नंबर या ईमेल लिखें/);
    await expect(args.onLookup).not.toHaveBeenCalled();
  },
};

/** Found, on a Hindi page: the booking in Hindi, the day and time as Hindi says them, the doctor's name marked English. */
export const HindiFound: Story = {
  globals: { locale: 'hi' },
  play: async ({ args, canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    const heading = await canvas.findByRole('heading', { name: 'आपका अपॉइंटमेंट' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.onLookup).toHaveBeenCalledWith({ reference: 'CCH-7K4Q-M2XD', contact: '98765 43210' });
    await expect(canvas.getByText('मंगलवार, 1 दिसंबर 2026')).toBeVisible();
    await expect(canvas.getByText('सुबह 10:30')).toBeVisible();
    await expect(canvas.getByText('हृदय रोग')).toBeVisible();
    await expect(canvas.getByText('पुष्टि होनी बाकी है')).toBeVisible();
    await expect(canvas.getByText('Dr. Rajesh Malhotra')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('button', { name: 'तारीख़ या समय बदलें' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeEnabled();
  },
};

/** The cancel question on a Hindi page: the visit named in Hindi, "keep" first. */
export const HindiCancelConfirm: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }));
    const dialog = await layerShown(await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'क्या यह अपॉइंटमेंट रद्द करना है?' }));
    await expect(dialog).toHaveAccessibleDescription(/मंगलवार, 1 दिसंबर 2026 को सुबह 10:30 बजे का आपका अपॉइंटमेंट रद्द हो जाएगा/);
    await expect(within(dialog).getByRole('button', { name: 'अपॉइंटमेंट रहने दें' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible();
  },
};

/** A slot taken meanwhile, on a Hindi page, on a 360px phone: the Hindi slot picker, and the message names the slot in Hindi. */
export const HindiSlotTakenMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: {
    onReschedule: fn(
      async (_request: BookingRescheduleValues): Promise<ManageBookingOutcome> => ({
        ok: false,
        reason: 'slot-taken',
        message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
      }),
    ),
  },
  play: async ({ args, canvasElement, canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await userEvent.click(await canvas.findByRole('button', { name: 'तारीख़ या समय बदलें' }));
    await userEvent.type(canvas.getByLabelText(/^नई तारीख़\s*\(/), '2026-12-02');
    await expect(canvas.getByRole('radio', { name: 'सुबह 9:30 बुक हो चुका' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'सुबह 11:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'अपॉइंटमेंट बदलें' }));
    const picker = canvas.getByRole('radiogroup', { name: /नया समय/ });
    await waitFor(() => expect(picker).toHaveAccessibleDescription('सुबह 11:00 का समय अभी-अभी किसी और ने बुक कर लिया। कृपया कोई दूसरा समय चुनें।'));
    await expect(args.onReschedule).toHaveBeenCalledWith(expect.objectContaining({ preferredDate: '2026-12-02', preferredTime: '11:00 AM' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Too many look-ups, on a Hindi page: the wait the server named, said in Hindi. */
export const HindiThrottled: Story = {
  globals: { locale: 'hi' },
  args: {
    onLookup: lookupAnswer({ ok: false, reason: 'throttled', message: 'Too many tries. Please wait 12 minutes and try again.', waitMinutes: 12 }),
  },
  play: async ({ canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('बहुत बार कोशिश की गई। कृपया 12 मिनट रुककर फिर कोशिश करें।');
  },
};

/** The booking's doctor's open days, as the page passes them once the move names the doctor. */
export const doctorDaysData = { availability: availabilityFixture(1), isLoading: false, error: undefined, to: LAST_DAY };

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

/** A booking checked in today, as the look-up answers it: its token and the patients before it. */
const checkedInData = { ...bookingData, preferredDate: TODAY, status: 'checked_in' as const, canChange: false, token: 14, ahead: 3 };

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

/** The doctor's room called the patient: the card says so, in Hindi. */
export const HindiYourTurn: Story = {
  args: { onLookup: answer({ ...checkedInData, status: 'in_consultation', ahead: 0 }) },
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await findBookingInHindi(canvas, userEvent);
    const card = await canvas.findByRole('region', { name: 'आपका टोकन' });
    await expect(within(card).getByText('आपकी बारी है — कृपया डॉक्टर के कमरे में जाएँ।')).toBeVisible();
    await expect(canvas.getByText('डॉक्टर के पास')).toBeVisible();
  },
};
