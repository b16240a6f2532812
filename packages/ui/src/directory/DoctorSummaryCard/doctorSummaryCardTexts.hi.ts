import type { DoctorSummaryCardTexts } from './doctorSummaryCardTexts.ts';

/** The words of a department page's doctor card in Hindi. */
export const DOCTOR_SUMMARY_CARD_TEXTS_HI: DoctorSummaryCardTexts = {
  yearsExperience: (years) => `${years} वर्ष का अनुभव`,
  available: 'परामर्श के लिए उपलब्ध',
};
