export { DoctorCard, type DoctorCardProps } from './DoctorCard.tsx';
export { departmentNameFor, splitQualifications, yearsLabel } from './doctorFacts.ts';
export { DOCTOR_CARD_TEXTS, type DoctorCardTexts } from './doctorCardTexts.ts';
