/** The words the doctors directory writes itself (its error sentence is the shared one). */
export interface DoctorDirectoryTexts {
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  emptyHint: string;
  /** The search box's accessible name. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The grid's accessible name. */
  listLabel: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    doctorDirectory: DoctorDirectoryTexts;
  }
}

export const DOCTOR_SEARCH_PLACEHOLDER = 'Search doctors by name or specialization...';

export const DOCTOR_DIRECTORY_TEXTS: DoctorDirectoryTexts = {
  loading: 'Loading doctors...',
  errorTitle: 'Unable to load doctors',
  emptyTitle: 'No doctors found',
  emptyHint: 'Try adjusting your search terms.',
  searchLabel: 'Search doctors',
  searchPlaceholder: DOCTOR_SEARCH_PLACEHOLDER,
  listLabel: 'Doctors',
};
