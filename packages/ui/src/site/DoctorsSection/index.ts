export { DoctorsSection, doctorInitials, type DoctorsSectionProps, type HomeDoctorCard } from './DoctorsSection.tsx';
export { DOCTORS_SECTION_TEXTS, type DoctorsSectionTexts } from './doctorsSectionTexts.ts';
