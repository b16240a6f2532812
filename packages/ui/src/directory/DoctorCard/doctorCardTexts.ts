import { yearsLabel } from './doctorFacts.ts';

/** The words a directory card writes itself. */
export interface DoctorCardTexts {
  /** The photo's alternative text. */
  photoOf: (name: string) => string;
  /** The experience badge: "22 years". */
  years: (years: number) => string;
  viewProfile: string;
  /** The View Profile link's accessible name. */
  viewProfileOf: (name: string) => string;
  /** The inert button drawn when the page gives no booking control. */
  bookAppointment: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    doctorCard: DoctorCardTexts;
  }
}

export const DOCTOR_CARD_TEXTS: DoctorCardTexts = {
  photoOf: (name) => `Photo of ${name}`,
  years: yearsLabel,
  viewProfile: 'View Profile',
  viewProfileOf: (name) => `View Profile of ${name}`,
  bookAppointment: 'Book Appointment',
};
