export { DoctorDirectory, type DoctorDirectoryProps } from './DoctorDirectory.tsx';
export { DOCTOR_DIRECTORY_TEXTS, DOCTOR_SEARCH_PLACEHOLDER, type DoctorDirectoryTexts } from './doctorDirectoryTexts.ts';
export { searchDoctors } from './doctorSearch.ts';
