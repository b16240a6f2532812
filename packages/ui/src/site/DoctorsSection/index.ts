export { DoctorsSection, doctorInitials, type DoctorsSectionProps, type HomeDoctorCard } from './DoctorsSection.tsx';
