import type { DoctorDirectoryTexts } from './doctorDirectoryTexts.ts';

/** The words of the doctors directory in Hindi. */
export const DOCTOR_DIRECTORY_TEXTS_HI: DoctorDirectoryTexts = {
  loading: 'डॉक्टरों की सूची लोड हो रही है...',
  errorTitle: 'डॉक्टरों की सूची लोड नहीं हो सकी',
  emptyTitle: 'कोई डॉक्टर नहीं मिला',
  emptyHint: 'खोज के शब्द बदलकर देखें।',
  searchLabel: 'डॉक्टर खोजें',
  searchPlaceholder: 'नाम या विशेषज्ञता से डॉक्टर खोजें...',
  listLabel: 'डॉक्टर',
};
