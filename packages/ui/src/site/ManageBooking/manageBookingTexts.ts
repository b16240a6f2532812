// Everything the manage-booking widget says, in one place for translation: its `UiTexts` group, English here and
// Hindi in manageBookingTexts.hi.ts.
import { API_MESSAGES, tooManyLookupsMessage, type NewTimeReason } from '@hospital/contract';
import type { BookingIssue } from '../BookingDialog/index.ts';
import type { BookingSummaryTexts } from '../BookingSummary/index.ts';

/** The fields of the look-up and of the move. */
export type ManageBookingField = 'reference' | 'contact' | 'preferredDate' | 'preferredTime';

/** Why a booking shows read-only. */
export type ReadOnlyReason = 'cancelled' | 'completed' | 'past' | 'locked';

export interface ManageBookingTexts {
  /** The title of the page that holds the widget ("Manage your appointment"): it comes with the widget's words. */
  pageTitle: string;
  findHeading: string;
  findIntro: string;
  referenceLabel: string;
  referenceHint: string;
  contactLabel: string;
  contactHint: string;
  find: string;
  finding: string;
  /** One answer for a wrong reference and a wrong contact alike. */
  notFound: string;
  notFoundHint: string;
  /** When the server's answer says nothing more useful. */
  failed: string;
  /** Too many look-ups from here (429): wait `minutes`, or a while when the answer did not say. */
  tooManyTries: (minutes: number | undefined) => string;
  /** The marker after a required field's label: "(required)". */
  required: string;
  /** The cancel question's close icon. */
  close: string;
  /** A field's message in the page's language, from what the schema or the server said (`bookingIssueOf`). */
  fieldError: (field: ManageBookingField, issue: BookingIssue) => string;
  bookingHeading: string;
  reschedule: string;
  cancel: string;
  findAnother: string;
  cancelTitle: string;
  cancelDescription: (when: string) => string;
  keepAppointment: string;
  confirmCancel: string;
  cancelling: string;
  cancelled: string;
  rescheduleHeading: string;
  newDate: string;
  newTime: string;
  newTimeHint: string;
  /** Shown when every slot of the chosen day has begun. */
  noTimesLeft: string;
  confirmMove: string;
  moving: string;
  keepTime: string;
  moved: (when: string) => string;
  /** On the slot picker after a 409: the slot went to someone else while the patient chose. */
  slotTaken: (slot: string) => string;
  readOnly: Readonly<Record<ReadOnlyReason, string>>;
  /** Why the hospital asks for a new time (the booking's `needsNewTime`), said plainly above the booking. */
  needsNewTime: Readonly<Record<NewTimeReason, string>>;
  /** The notice's heading: "Please choose a new time". */
  needsNewTimeHeading: string;
  /** After the retired doctor's notice: the hospital's number to call. */
  callHospital: (phone: string) => string;
  /** The button that stops the booking's reminders; the e-mails name it, so it reads exactly so. */
  stopReminders: string;
  /** Beside the button: what stopping does, and what still comes. */
  stopRemindersHint: string;
  stoppingReminders: string;
  /** A live booking whose reminders are off, and the answer to stopping them. */
  remindersOff: string;
  /** A day and a time, each already written in the page's language: "Tuesday, 1 December 2026 at 10:30 AM". */
  when: (date: string, time: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    manageBooking: ManageBookingTexts;
  }
}

export const MANAGE_BOOKING_TEXTS: ManageBookingTexts = {
  pageTitle: 'Manage your appointment',
  findHeading: 'Find your booking',
  findIntro: 'Enter the booking reference from your confirmation and the phone number or email you booked with.',
  referenceLabel: 'Booking reference',
  referenceHint: 'For example CCH-7K4Q-M2XD',
  contactLabel: 'Phone number or email',
  contactHint: 'The one you gave when you booked.',
  find: 'Find booking',
  finding: 'Finding booking...',
  notFound: API_MESSAGES.bookingNotFound,
  notFoundHint: 'Check the reference on your confirmation, and use the phone number or email you booked with.',
  failed: 'Something went wrong. Please try again in a moment.',
  tooManyTries: (minutes) =>
    minutes === undefined ? 'Too many tries. Please wait a few minutes and try again.' : tooManyLookupsMessage(minutes * 60_000),
  required: 'required',
  close: 'Close',
  fieldError: (_field, issue) => issue.message,
  bookingHeading: 'Your appointment',
  reschedule: 'Reschedule',
  cancel: 'Cancel appointment',
  findAnother: 'Find another booking',
  cancelTitle: 'Cancel this appointment?',
  cancelDescription: (when) => `Your appointment on ${when} will be cancelled and the time offered to other patients. This cannot be undone.`,
  keepAppointment: 'Keep appointment',
  confirmCancel: 'Yes, cancel it',
  cancelling: 'Cancelling...',
  cancelled: 'Your appointment has been cancelled.',
  rescheduleHeading: 'Choose a new date and time',
  newDate: 'New date',
  newTime: 'New time',
  newTimeHint: 'Choose a date to see which times are free.',
  noTimesLeft: 'No times are left on this day. Please choose another day.',
  confirmMove: 'Move appointment',
  moving: 'Moving...',
  keepTime: 'Keep current time',
  moved: (when) => `Your appointment has been moved to ${when}.`,
  slotTaken: (slot) => `${slot} was just booked by someone else. Please choose another time.`,
  readOnly: {
    cancelled: 'This appointment was cancelled, so it can no longer be changed.',
    completed: 'This visit has taken place, so it can no longer be changed.',
    past: 'The date of this appointment has passed, so it can no longer be changed.',
    locked: API_MESSAGES.bookingLocked,
  },
  needsNewTime: {
    doctor_leave: 'Your doctor is on leave that day; please choose another time.',
    opd_closed: 'The OPD is closed that day; please choose another time.',
    hours_changed: "The doctor's hours have changed and no longer include this time; please choose another time.",
    doctor_retired: 'Your doctor no longer holds an OPD here. Please call the hospital to see another doctor, or cancel this appointment.',
  },
  needsNewTimeHeading: 'Your appointment needs a new time',
  callHospital: (phone) => `Call the hospital: ${phone}`,
  // The patient e-mails say: 'To stop reminders for this visit, choose "Stop reminders" on the same page.'
  stopReminders: 'Stop reminders',
  stopRemindersHint: 'We send you a reminder before your visit. If you stop it, you will still get confirmations and notices of any change to this booking.',
  stoppingReminders: 'Stopping reminders...',
  remindersOff: 'Reminders are off for this visit. You will still hear from us if the booking changes.',
  when: (date, time) => `${date} at ${time}`,
};

/** Words given for one widget, over those of the page's language; the summary's go to the summary. */
export type ManageBookingTextsInput = Partial<ManageBookingTexts> & { summary?: Partial<BookingSummaryTexts> };
