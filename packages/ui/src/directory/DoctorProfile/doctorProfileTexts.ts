/** What the About paragraph of a profile says about the doctor. */
export interface DoctorAboutFacts {
  name: string;
  /** In the page's language already. */
  specialization: string;
  experience: number;
  /** In the page's language already; undefined when the department is not known. */
  department: string | undefined;
}

/** The words a doctor's profile writes itself. */
export interface DoctorProfileTexts {
  /** The h1 kept while the profile loads, fails or is not found. */
  pageHeading: string;
  backToHome: string;
  loading: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  photoOf: (name: string) => string;
  /** The badge: "22 Years Experience". */
  yearsExperience: (years: number) => string;
  about: string;
  aboutText: (facts: DoctorAboutFacts) => string;
  education: string;
  expertise: string;
  consultationHours: string;
  /** A closed day's hours. */
  closed: string;
  /** Two weekdays or two days as a range: "Monday - Friday", "14 Dec - 18 Dec". */
  range: (first: string, last: string) => string;
  /** The label of a coming leave's row: "On leave". */
  onLeave: string;
  hoursLoading: string;
  /** The hours could not be read: call `phone`. */
  hoursError: (phone: string) => string;
  contactInformation: string;
  phone: string;
  email: string;
  address: string;
  quickActions: string;
  callNow: string;
  sendMessage: string;
  /** The subject of the Send Message e-mail. */
  messageSubject: (name: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    doctorProfile: DoctorProfileTexts;
  }
}

export const DOCTOR_PROFILE_TEXTS: DoctorProfileTexts = {
  pageHeading: 'Doctor Profile',
  backToHome: 'Back to Home',
  loading: 'Loading doctor profile...',
  notFoundTitle: 'Doctor Not Found',
  notFoundText: "The doctor profile you're looking for doesn't exist.",
  errorTitle: 'Unable to load doctor profile',
  photoOf: (name) => `Photo of ${name}`,
  yearsExperience: (years) => `${years} Years Experience`,
  about: 'About',
  aboutText: ({ name, specialization, experience, department }) =>
    `${name} practises ${specialization} and has ${experience} years of experience` +
    `${department !== undefined ? `, now in our ${department} department` : ''}. ${name} combines careful diagnosis ` +
    "with treatment explained in plain words, and works with the hospital's other departments whenever a patient " +
    'needs more than one kind of care.',
  education: 'Education & Qualifications',
  expertise: 'Areas of Expertise',
  consultationHours: 'Consultation Hours',
  closed: 'Closed',
  range: (first, last) => `${first} - ${last}`,
  onLeave: 'On leave',
  hoursLoading: 'Loading consultation hours...',
  hoursError: (phone) => `The consultation hours could not be loaded. Please call ${phone}.`,
  contactInformation: 'Contact Information',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  quickActions: 'Quick Actions',
  callNow: 'Call Now',
  sendMessage: 'Send Message',
  messageSubject: (name) => `Message for ${name}`,
};
