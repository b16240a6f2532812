import type { DoctorCardTexts } from './doctorCardTexts.ts';

/** The words of a directory card in Hindi. */
export const DOCTOR_CARD_TEXTS_HI: DoctorCardTexts = {
  photoOf: (name) => `${name} की फ़ोटो`,
  years: (years) => `${years} वर्ष`,
  viewProfile: 'प्रोफ़ाइल देखें',
  viewProfileOf: (name) => `${name} की प्रोफ़ाइल देखें`,
  bookAppointment: 'अपॉइंटमेंट बुक करें',
};
