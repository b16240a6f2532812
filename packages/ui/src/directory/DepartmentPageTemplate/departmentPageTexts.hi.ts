import type { DepartmentPageTexts } from './departmentPageTexts.ts';

/** The words of a department page in Hindi. */
export const DEPARTMENT_PAGE_TEXTS_HI: DepartmentPageTexts = {
  loadingDoctors: 'डॉक्टरों की सूची लोड हो रही है...',
  errorTitle: 'डॉक्टरों की सूची लोड नहीं हो सकी',
  emptyTitle: 'कोई डॉक्टर नहीं मिला',
  emptyHint: 'कृपया अस्पताल को फ़ोन करके पूछें कि अभी कौन-से डॉक्टर ड्यूटी पर हैं।',
  scheduleConsultation: 'परामर्श का समय लें',
  emergencyCallNow: 'आपातकाल: अभी कॉल करें',
  emergencyCall: (number) => `आपातकाल: ${number}`,
};
