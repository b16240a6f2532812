export { DoctorSummaryCard, type DoctorSummary, type DoctorSummaryCardProps } from './DoctorSummaryCard.tsx';
