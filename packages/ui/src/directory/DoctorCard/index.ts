export { DoctorCard, type DoctorCardProps } from './DoctorCard.tsx';
export { departmentNameFor, splitQualifications, yearsLabel } from './doctorFacts.ts';
