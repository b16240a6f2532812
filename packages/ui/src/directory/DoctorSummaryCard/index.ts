export { DoctorSummaryCard, type DoctorSummary, type DoctorSummaryCardProps } from './DoctorSummaryCard.tsx';
export { DOCTOR_SUMMARY_CARD_TEXTS, type DoctorSummaryCardTexts } from './doctorSummaryCardTexts.ts';
