/** The words a department page's doctor card writes itself. */
export interface DoctorSummaryCardTexts {
  /** "16 years experience". */
  yearsExperience: (years: number) => string;
  available: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    doctorSummaryCard: DoctorSummaryCardTexts;
  }
}

export const DOCTOR_SUMMARY_CARD_TEXTS: DoctorSummaryCardTexts = {
  yearsExperience: (years) => `${years} years experience`,
  available: 'Available for consultation',
};
