import type { DoctorProfileTexts } from './doctorProfileTexts.ts';

/** The words of a doctor's profile in Hindi. */
export const DOCTOR_PROFILE_TEXTS_HI: DoctorProfileTexts = {
  pageHeading: 'डॉक्टर प्रोफ़ाइल',
  backToHome: 'मुखपृष्ठ पर लौटें',
  loading: 'डॉक्टर की प्रोफ़ाइल लोड हो रही है...',
  notFoundTitle: 'डॉक्टर नहीं मिले',
  notFoundText: 'आप जिस डॉक्टर की प्रोफ़ाइल खोज रहे हैं, वह मौजूद नहीं है।',
  errorTitle: 'डॉक्टर की प्रोफ़ाइल लोड नहीं हो सकी',
  photoOf: (name) => `${name} की फ़ोटो`,
  yearsExperience: (years) => `${years} वर्ष का अनुभव`,
  about: 'परिचय',
  aboutText: ({ name, specialization, experience, department }) =>
    `${name} ${specialization} के विशेषज्ञ हैं और उन्हें ${experience} वर्ष का अनुभव है` +
    `${department === undefined ? '' : `; वे अभी हमारे ${department} विभाग में हैं`}। ` +
    'वे सावधानी से जाँच करते हैं, इलाज सरल शब्दों में समझाते हैं, और जब मरीज़ को एक से ज़्यादा तरह की देखभाल चाहिए, ' +
    'तब अस्पताल के दूसरे विभागों के साथ मिलकर काम करते हैं।',
  education: 'शिक्षा और योग्यताएँ',
  expertise: 'विशेषज्ञता के क्षेत्र',
  consultationHours: 'परामर्श का समय',
  closed: 'बंद',
  range: (first, last) => `${first} - ${last}`,
  onLeave: 'छुट्टी पर',
  hoursLoading: 'परामर्श का समय लोड हो रहा है...',
  hoursError: (phone) => `परामर्श का समय लोड नहीं हो सका। कृपया ${phone} पर फ़ोन करें।`,
  contactInformation: 'संपर्क जानकारी',
  phone: 'फ़ोन',
  email: 'ईमेल',
  address: 'पता',
  quickActions: 'तुरंत संपर्क',
  callNow: 'अभी कॉल करें',
  sendMessage: 'संदेश भेजें',
  messageSubject: (name) => `${name} के लिए संदेश`,
};
