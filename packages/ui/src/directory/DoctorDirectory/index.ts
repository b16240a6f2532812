export { DoctorDirectory, DOCTOR_SEARCH_PLACEHOLDER, type DoctorDirectoryProps } from './DoctorDirectory.tsx';
export { searchDoctors } from './doctorSearch.ts';
