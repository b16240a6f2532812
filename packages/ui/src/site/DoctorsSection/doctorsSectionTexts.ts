/** The words the home page's doctors section writes itself. */
export interface DoctorsSectionTexts {
  /** The section's heading when the page gives none. */
  heading: string;
  /** The experience badge: "22 Years". */
  years: (years: number) => string;
  viewProfile: string;
  /** The View Profile link's accessible name. */
  viewProfileOf: (name: string) => string;
  loading: string;
  errorTitle: string;
  /** A hospital that has listed no doctors yet. */
  noneYet: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    doctorsSection: DoctorsSectionTexts;
  }
}

export const DOCTORS_SECTION_TEXTS: DoctorsSectionTexts = {
  heading: 'Meet Our Expert Doctors',
  years: (years) => `${years} Years`,
  viewProfile: 'View Profile',
  viewProfileOf: (name) => `View Profile of ${name}`,
  loading: 'Loading doctors...',
  errorTitle: 'Unable to load doctors',
  noneYet: 'Our doctors will be introduced here soon',
};
