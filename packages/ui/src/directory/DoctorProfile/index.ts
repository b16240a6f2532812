export { DoctorProfile, type DoctorProfileProps, type ProfileContact } from './DoctorProfile.tsx';
export { GENERIC_EXPERTISE, areasOfExpertise } from './expertise.ts';
export { DOCTOR_PROFILE_TEXTS, type DoctorAboutFacts, type DoctorProfileTexts } from './doctorProfileTexts.ts';
export { consultationHoursRows, dayMonthText, weekdayName, weeklyGroups, MAX_LEAVE_ROWS, type ConsultationHoursWords } from './consultationHours.ts';
