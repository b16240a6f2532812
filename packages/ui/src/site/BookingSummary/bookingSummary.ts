// What a booking's summary says, as plain functions: the doctor's name, the status in a patient's words, and the
// visit's day written out in the page's language.
import type { AppointmentStatus, Doctor } from '@hospital/contract';
import { longDateText } from '../../shared/dateText.ts';

/** What the summary shows of a booking: an `Appointment` and a `ManagedBooking` both have it. */
export interface BookingSummaryDetails {
  reference?: string | undefined;
  patientName: string;
  department: string;
  doctorId?: number | undefined;
  preferredDate: string;
  preferredTime: string;
  status: AppointmentStatus;
}

export interface BookingSummaryTexts {
  reference: string;
  patient: string;
  department: string;
  doctor: string;
  date: string;
  time: string;
  status: string;
  /** No doctor was chosen: the hospital assigns one. */
  anyDoctor: string;
  /** A doctor was chosen but is not in the list (still loading, or gone): never claim "any doctor" then. */
  doctorNotListed: string;
  /** Each status as a patient reads it: "pending" is "Pending confirmation". */
  statusText: Readonly<Record<AppointmentStatus, string>>;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    bookingSummary: BookingSummaryTexts;
  }
}

export const BOOKING_SUMMARY_TEXTS: BookingSummaryTexts = {
  reference: 'Reference',
  patient: 'Patient',
  department: 'Department',
  doctor: 'Doctor',
  date: 'Date',
  time: 'Time',
  status: 'Status',
  anyDoctor: 'Any available doctor',
  doctorNotListed: 'The doctor you chose',
  statusText: {
    pending: 'Pending confirmation',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    completed: 'Completed',
    checked_in: 'Checked in',
    in_consultation: 'With the doctor',
    no_show: 'Missed (did not come)',
  },
};

/**
 * A visit's day (`YYYY-MM-DD`, a day on the hospital's calendar) written out in `locale`: English pages keep the
 * confirmation's day-first "Tuesday, 1 December 2026" (it reads aloud well and cannot be taken for the American
 * month-first order); other languages go through Intl: "मंगलवार, 1 दिसंबर 2026" in hi-IN. `empty` when not a date.
 */
export function visitDateText(isoDate: string, locale: string, empty = '-'): string {
  if (new Intl.Locale(locale).language === 'en') return longDateText(isoDate, empty);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match || longDateText(isoDate, '') === '') return empty;
  // Noon on that day where the reader is, so no time zone moves it to another day; written as shared/localeFormat's
  // formatLongDate does, not imported from there (see slotTimeText).
  const noon = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return noon.toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** The doctor line of a booking: the chosen doctor's name, "Any available doctor", or the not-listed text. */
export function bookingDoctorName(
  doctorId: number | null | undefined,
  doctors: readonly Pick<Doctor, 'id' | 'name'>[] | undefined,
  texts: Pick<BookingSummaryTexts, 'anyDoctor' | 'doctorNotListed'> = BOOKING_SUMMARY_TEXTS,
): string {
  if (doctorId === undefined || doctorId === null) return texts.anyDoctor;
  return doctors?.find((doctor) => doctor.id === doctorId)?.name ?? texts.doctorNotListed;
}
