export { CheckInForm, type CheckInDoctor, type CheckInFormProps, type CheckInVisit } from './CheckInForm.tsx';
export { canCheckIn, matchesSearch, searchKind, searchVisits, type CheckInSearchKind, type CheckInSearchVisit } from './checkInSearch.ts';
