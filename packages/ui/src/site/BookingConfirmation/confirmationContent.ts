// Everything the booking confirmation says, in one place for translation (its `UiTexts` group, English here and Hindi
// in bookingConfirmationTexts.hi.ts), and the calendar entry made from it, in the same language as the page it was
// made on.
import { WHAT_TO_BRING_EN, visitCalendarStatus, type Appointment } from '@hospital/contract';
import { BOOKING_SUMMARY_TEXTS, type BookingSummaryTexts } from '../BookingSummary/index.ts';
import type { VisitEvent } from './calendarFile.ts';

/** The hospital's facts a patient needs on the day; the site owns them (its site-content module). */
export interface HospitalContact {
  name: string;
  /** The address on one line: "14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001". */
  address: string;
  /** As shown ("+91 522 400 1010") and as dialled ("+915224001010"). */
  phone: { display: string; tel: string };
  /** The number to call in an emergency instead of waiting for the visit. */
  emergencyNumber: string;
}

export interface BookingConfirmationTexts {
  heading: string;
  /** Read by screen readers once the confirmation shows. */
  announcement: (reference: string) => string;
  referenceLabel: string;
  referenceHint: string;
  /** Under the details: what happens next. */
  nextStep: string;
  whereHeading: string;
  phoneLabel: string;
  whatToBringHeading: string;
  whatToBring: readonly string[];
  /** The sentence around the emergency number, which is a link between the two parts. */
  emergency: { before: string; after: string };
  addToCalendar: string;
  print: string;
  manage: string;
  done: string;
  /** The calendar entry's title, e.g. "Cardiology appointment, City Care Hospital". */
  calendarTitle: (department: string, hospitalName: string) => string;
  /** The reminder a day before. */
  calendarReminder: (hospitalName: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    bookingConfirmation: BookingConfirmationTexts;
  }
}

/** The confirmation's words with the summary's (the patient, doctor, date and status lines it shares with the manage page). */
export interface ConfirmationWords extends BookingConfirmationTexts {
  summary: BookingSummaryTexts;
}

export const BOOKING_CONFIRMATION_TEXTS: BookingConfirmationTexts = {
  heading: 'Appointment booked',
  announcement: (reference) => `Appointment booked. Your reference is ${reference}.`,
  referenceLabel: 'Your booking reference',
  referenceHint: 'Keep this reference. With the phone number or email you gave, it lets you change or cancel the appointment.',
  nextStep: 'The hospital will call or email you to confirm this time.',
  whereHeading: 'Where',
  phoneLabel: 'Phone',
  whatToBringHeading: 'What to bring',
  whatToBring: WHAT_TO_BRING_EN,
  emergency: { before: 'In an emergency, do not wait for your appointment: call ', after: ' at any hour.' },
  addToCalendar: 'Add to calendar',
  print: 'Print',
  manage: 'Manage booking',
  done: 'Done',
  calendarTitle: (department, hospitalName) => `${department} appointment, ${hospitalName}`,
  calendarReminder: (hospitalName) => `Tomorrow: your appointment at ${hospitalName}`,
};

/** Words given for one confirmation, over those of the page's language; the summary's merge one level down. */
export type ConfirmationWordsInput = Partial<BookingConfirmationTexts> & { summary?: Partial<BookingSummaryTexts> };

/** The given words over the page's (`base`, English by default). */
export function confirmationTexts(
  given: ConfirmationWordsInput = {},
  base: ConfirmationWords = { ...BOOKING_CONFIRMATION_TEXTS, summary: BOOKING_SUMMARY_TEXTS },
): ConfirmationWords {
  return { ...base, ...given, summary: { ...base.summary, ...given.summary } };
}

/**
 * The calendar entry of a booking: its title, the hospital's address as the place, and a description with the
 * reference, doctor, department, status, what to bring and the hospital's phone, so the entry alone is enough.
 * Its words are `texts`' language; the department is written as given (the caller names it in that language).
 */
export function bookingVisitEvent(
  appointment: Pick<Appointment, 'reference' | 'department' | 'preferredDate' | 'preferredTime' | 'status'>,
  doctorName: string,
  hospital: HospitalContact,
  texts: ConfirmationWords = confirmationTexts(),
): VisitEvent {
  const { summary } = texts;
  const description = [
    `${texts.referenceLabel}: ${appointment.reference}`,
    `${summary.doctor}: ${doctorName}`,
    `${summary.department}: ${appointment.department}`,
    `${summary.status}: ${summary.statusText[appointment.status]}`,
    `${texts.whatToBringHeading}: ${texts.whatToBring.join('; ')}`,
    `${texts.phoneLabel}: ${hospital.phone.display}`,
  ].join('\n');
  return {
    reference: appointment.reference,
    date: appointment.preferredDate,
    slot: appointment.preferredTime,
    summary: texts.calendarTitle(appointment.department, hospital.name),
    location: `${hospital.name}, ${hospital.address}`,
    description,
    alarm: texts.calendarReminder(hospital.name),
    status: visitCalendarStatus(appointment.status),
  };
}
