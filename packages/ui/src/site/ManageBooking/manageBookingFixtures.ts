// Story fixtures of the manage-booking widget: a booking as its patient sees it, and callbacks that answer with an
// outcome. Not exported from the package.
import type { ManagedBooking } from '@hospital/contract';
import { fn } from 'storybook/test';
import type { BookingLookupValues, ManageBookingOutcome } from './manageBooking.ts';

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

/** A look-up (or cancellation) that answers with `outcome`. */
export const lookupAnswer = (outcome: ManageBookingOutcome) => fn(async (_lookup: BookingLookupValues): Promise<ManageBookingOutcome> => outcome);
export const answer = (booking: ManagedBooking) => lookupAnswer({ ok: true, booking });
