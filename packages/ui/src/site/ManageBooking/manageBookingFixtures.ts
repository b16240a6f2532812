// Story fixtures of the manage-booking widget: a booking as its patient sees it, callbacks that answer with an
// outcome, and the steps its stories take (finding the booking, in English and in Hindi). Shared by its story
// files; not exported from the package.
import type { ManagedBooking } from '@hospital/contract';
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LAST_DAY, availabilityFixture } from '../availabilityFixtures.ts';
import type { ManageBooking } from './ManageBooking.tsx';
import type { BookingLookupValues, BookingRescheduleValues, ManageBookingOutcome } from './manageBooking.ts';

export const doctorsData = [
  { id: 1, name: 'Dr. Rajesh Malhotra' },
  { id: 3, name: 'Dr. Vikram Singh Rathore' },
];

/** A booking as the server shows it to its patient: no contact details, no reason, and whether it can change. */
export const bookingData: ManagedBooking = {
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Kavita Sharma',
  department: 'Cardiology',
  doctorId: 1,
  preferredDate: '2026-12-01',
  preferredTime: '10:30 AM',
  status: 'pending',
  language: 'en',
  remindersStopped: false,
  canChange: true,
};

export const takenSlotsData = ['9:30 AM', '2:30 PM'];

/** A fixed "today", so what counts as past never drifts. */
export const TODAY = '2026-11-26';

/** The booking's doctor's open days, as the page passes them once the move names the doctor. */
export const doctorDaysData = { availability: availabilityFixture(1), isLoading: false, error: undefined, to: LAST_DAY };

/** A booking checked in today, as the look-up answers it: its token and the patients before it. */
export const checkedInData: ManagedBooking = { ...bookingData, preferredDate: TODAY, status: 'checked_in', canChange: false, token: 14, ahead: 3 };

/** A look-up (or cancellation) that answers with `outcome`. */
export const lookupAnswer = (outcome: ManageBookingOutcome) => fn(async (_lookup: BookingLookupValues): Promise<ManageBookingOutcome> => outcome);
export const answer = (booking: ManagedBooking) => lookupAnswer({ ok: true, booking });

/** Too many look-ups from here (the server's 429), with the wait it named. */
export const throttledAnswer = () =>
  lookupAnswer({ ok: false, reason: 'throttled', message: 'Too many tries. Please wait 12 minutes and try again.', waitMinutes: 12 });

/** A move refused because the slot was taken meanwhile (the server's 409). */
export const slotTakenAnswer = () =>
  fn(
    async (_request: BookingRescheduleValues): Promise<ManageBookingOutcome> => ({
      ok: false,
      reason: 'slot-taken',
      message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
    }),
  );

/** Every story file's starting args: a booking that is found, and each change answered as the server would. */
export const manageBookingArgs = () => ({
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
});

type PlayContext = Parameters<NonNullable<StoryObj<typeof ManageBooking>['play']>>[0];
type Canvas = PlayContext['canvas'];
type UserEvent = PlayContext['userEvent'];

/** Types a reference as a patient might read it off a phone call, and the phone number, and asks. */
export async function findBooking(canvas: Canvas, userEvent: UserEvent, reference = 'cch 7k4q m2xd') {
  await userEvent.type(canvas.getByLabelText(/^Booking reference/), reference);
  await userEvent.type(canvas.getByLabelText(/^Phone number or email/), '98765 43210');
  await userEvent.click(canvas.getByRole('button', { name: 'Find booking' }));
}

/** The booking found: its heading has focus. */
export async function bookingShown(canvas: Canvas) {
  const heading = await canvas.findByRole('heading', { name: 'Your appointment' });
  await waitFor(() => expect(heading).toHaveFocus());
}

export async function startRescheduling(canvas: Canvas, userEvent: UserEvent, date = '2026-12-02') {
  await findBooking(canvas, userEvent);
  await bookingShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Reschedule' }));
  await userEvent.type(canvas.getByLabelText(/^New date/), date);
}

/** Types a reference and phone number on a Hindi page and asks. */
export async function findBookingInHindi(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(canvas.getByLabelText(/^बुकिंग संदर्भ संख्या/), 'cch 7k4q m2xd');
  await userEvent.type(canvas.getByLabelText(/^फ़ोन नंबर या ईमेल/), '98765 43210');
  await userEvent.click(canvas.getByRole('button', { name: 'बुकिंग खोजें' }));
}
