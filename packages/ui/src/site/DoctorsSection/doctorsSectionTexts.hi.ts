import type { DoctorsSectionTexts } from './doctorsSectionTexts.ts';

/** The words of the home page's doctors section in Hindi. */
export const DOCTORS_SECTION_TEXTS_HI: DoctorsSectionTexts = {
  heading: 'हमारे विशेषज्ञ डॉक्टरों से मिलें',
  years: (years) => `${years} वर्ष`,
  viewProfile: 'प्रोफ़ाइल देखें',
  viewProfileOf: (name) => `${name} की प्रोफ़ाइल देखें`,
  loading: 'डॉक्टरों की सूची लोड हो रही है...',
  errorTitle: 'डॉक्टरों की सूची लोड नहीं हो सकी',
  noneYet: 'हमारे डॉक्टरों का परिचय जल्द ही यहाँ होगा',
};
