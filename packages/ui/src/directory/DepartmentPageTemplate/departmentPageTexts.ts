/** The words of a department page: the states of its doctors list, and its emergency buttons' (the page draws those). */
export interface DepartmentPageTexts {
  loadingDoctors: string;
  errorTitle: string;
  emptyTitle: string;
  emptyHint: string;
  scheduleConsultation: string;
  emergencyCallNow: string;
  /** "Emergency: 101". */
  emergencyCall: (number: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    departmentPage: DepartmentPageTexts;
  }
}

export const DEPARTMENT_PAGE_TEXTS: DepartmentPageTexts = {
  loadingDoctors: 'Loading doctors...',
  errorTitle: 'Unable to load doctors',
  emptyTitle: 'No doctors found',
  emptyHint: 'Please call the hospital to ask who is on duty.',
  scheduleConsultation: 'Schedule Consultation',
  emergencyCallNow: 'Emergency: Call Now',
  emergencyCall: (number) => `Emergency: ${number}`,
};
