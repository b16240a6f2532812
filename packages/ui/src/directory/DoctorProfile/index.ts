export { DoctorProfile, type DoctorProfileProps, type ProfileContact } from './DoctorProfile.tsx';
export { GENERIC_EXPERTISE, areasOfExpertise } from './expertise.ts';
