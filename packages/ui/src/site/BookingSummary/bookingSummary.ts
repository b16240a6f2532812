// What a booking's summary says, as plain functions: the doctor's name and the status in a patient's words.
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
  /** The date written out: "Tuesday, 1 December 2026". */
  formatDate: (isoDate: string) => string;
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
  },
  formatDate: (isoDate) => longDateText(isoDate),
};

/** The doctor line of a booking: the chosen doctor's name, "Any available doctor", or the not-listed text. */
export function bookingDoctorName(
  doctorId: number | null | undefined,
  doctors: readonly Pick<Doctor, 'id' | 'name'>[] | undefined,
  texts: Pick<BookingSummaryTexts, 'anyDoctor' | 'doctorNotListed'> = BOOKING_SUMMARY_TEXTS,
): string {
  if (doctorId === undefined || doctorId === null) return texts.anyDoctor;
  return doctors?.find((doctor) => doctor.id === doctorId)?.name ?? texts.doctorNotListed;
}
