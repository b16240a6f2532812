// Story fixtures of the booking dialog, and the steps its stories take (opening it, filling it in, in English and
// in Hindi). Shared by its story files; not exported from the package.
import { useState } from 'react';
import type { Appointment, Department, Doctor } from '@hospital/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { layerShown } from '../../shared/layerShown.ts';
import { LAST_DAY, availabilityFixture } from '../availabilityFixtures.ts';
import { BookingDialog } from './BookingDialog.tsx';
import type { BookingDialogProps } from './bookingDialogProps.ts';
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
export function stored(values: BookingValues): Appointment {
  const { consent: _consent, ...fields } = values;
  return { ...fields, id: 501, reference: 'CCH-7K4Q-M2XD', status: 'pending', createdAt: '2026-11-26T04:30:00.000Z', remindersStopped: false };
}

/** A fixed "today", so the date picker's minimum and the story's chosen date never drift apart. */
export const TODAY = '2026-11-26';

/** The chosen doctor's open days (GET availability over 62 days), as the site passes them. */
export const doctorDaysData = { availability: availabilityFixture(1), isLoading: false, error: undefined, to: LAST_DAY };

/** Every story file's starting args: the dialog open on an empty form, and a booking the server stores. */
export const bookingDialogArgs = () => ({
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
});

/** A booking refused because its slot was taken meanwhile (the server's 409), with the time field named. */
export const slotTakenAnswer = () =>
  fn(
    async (_values: BookingValues): Promise<BookingOutcome> => ({
      ok: false,
      message: 'This time slot is already booked with the chosen doctor. Please pick another time or date.',
      code: 'slot_taken',
      fields: { preferredTime: 'Already booked' },
      codes: { preferredTime: 'slot_taken' },
    }),
  );

/** The hospital's facts as a Hindi page passes them (the site's Hindi name and address). */
export const hindiHospitalData = {
  ...hospitalData,
  name: 'सिटी केयर हॉस्पिटल',
  address: '14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ, उत्तर प्रदेश 226001',
};

/** The dialog once it has come in. Radix portals it to the end of `<body>`, outside the story's canvas. */
export const dialogIn = async (canvasElement: HTMLElement, name = 'Book an Appointment') =>
  within(await layerShown(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name })));

export type Screen = Awaited<ReturnType<typeof dialogIn>>;

export async function fillValidBooking(dialog: Screen, { consent = true } = {}) {
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

/** A Hindi page's dialog, once it has come in. */
export const hindiDialogIn = (canvasElement: HTMLElement) => dialogIn(canvasElement, 'अपॉइंटमेंट बुक करें');

export async function fillValidBookingInHindi(dialog: Screen) {
  await userEvent.type(dialog.getByLabelText(/^पूरा नाम/), 'कविता शर्मा');
  await userEvent.type(dialog.getByLabelText(/^ईमेल/), 'kavita@example.in');
  await userEvent.type(dialog.getByLabelText(/^फ़ोन नंबर/), '+91 98765 43210');
  await userEvent.clear(dialog.getByLabelText(/^उम्र/));
  await userEvent.type(dialog.getByLabelText(/^उम्र/), '42');
  await userEvent.selectOptions(dialog.getByLabelText(/^लिंग/), 'महिला');
  await userEvent.selectOptions(dialog.getByLabelText(/^डॉक्टर/), 'Dr. Rajesh Malhotra (इंटरवेंशनल कार्डियोलॉजी)');
  await userEvent.type(dialog.getByLabelText(/^पसंदीदा तारीख़/), '2026-12-02');
  await userEvent.click(dialog.getByRole('radio', { name: 'सुबह 10:30' }));
  await userEvent.type(dialog.getByLabelText(/^आने का कारण/), 'सीढ़ियाँ चढ़ते समय सीने में दर्द।');
  await userEvent.click(dialog.getByRole('checkbox', { name: /मैं सहमत हूँ/ }));
}

/** Books a valid appointment and waits for step 2, its heading focused. */
export async function book(dialog: Screen) {
  await fillValidBooking(dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Book Appointment' }));
  const heading = await dialog.findByRole('heading', { name: 'Appointment booked', level: 3 });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** The dialog behind a button that opens it, as a page has it: for closing, reopening and focus return. */
export function Reopenable(args: BookingDialogProps) {
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
