import type { BookingDialogTexts } from './bookingDialogTexts.ts';
import { bookingFieldErrorHi } from './bookingFieldErrors.hi.ts';

/** The words of the booking dialog in Hindi. */
export const BOOKING_DIALOG_TEXTS_HI: BookingDialogTexts = {
  title: 'अपॉइंटमेंट बुक करें',
  description: 'नीचे अपनी जानकारी भरें। आपका अपॉइंटमेंट पक्का करने के लिए हम जल्द ही आपसे संपर्क करेंगे।',
  stepOne: '2 में से चरण 1',
  stepTwo: '2 में से चरण 2',
  cancel: 'रद्द करें',
  submit: 'अपॉइंटमेंट बुक करें',
  submitting: 'बुक हो रहा है...',
  fullName: 'पूरा नाम',
  email: 'ईमेल',
  phone: 'फ़ोन नंबर',
  age: 'उम्र',
  gender: 'लिंग',
  genderPlaceholder: 'लिंग चुनें',
  genders: {
    Male: 'पुरुष',
    Female: 'महिला',
    Other: 'अन्य',
    'Prefer not to say': 'नहीं बताना चाहते',
  },
  department: 'विभाग',
  departmentPlaceholder: 'विभाग चुनें',
  departmentsLoading: 'विभागों की सूची लोड हो रही है...',
  doctor: 'डॉक्टर',
  doctorPlaceholder: 'डॉक्टर चुनें (ज़रूरी नहीं)',
  doctorOption: ({ name, specialization }) => `${name} (${specialization})`,
  preferredDate: 'पसंदीदा तारीख़',
  preferredTime: 'पसंदीदा समय',
  preferredTimeHint: 'कौन-सा समय ख़ाली है, यह देखने के लिए डॉक्टर और तारीख़ चुनें।',
  chooseDayHint: 'समय देखने के लिए ऊपर डॉक्टर का कोई खुला दिन चुनें।',
  noTimesLeft: 'इस दिन कोई समय नहीं बचा है। कृपया कोई दूसरा दिन चुनें।',
  reasonForVisit: 'आने का कारण',
  consent: (hospitalName) => ({
    before: `मैं सहमत हूँ कि ${hospitalName} मेरा अपॉइंटमेंट तय करने के लिए `,
    link: 'यह जानकारी रख सकता है',
    after: '।',
  }),
  opensInNewTab: '(नए टैब में खुलेगा)',
  required: 'ज़रूरी',
  close: 'बंद करें',
  fieldError: bookingFieldErrorHi,
  formError: (issue) =>
    issue.kind === 'slotTaken'
      ? 'चुने गए डॉक्टर के साथ यह समय पहले ही बुक हो चुका है। कृपया कोई दूसरा समय या तारीख़ चुनें।'
      : 'बुकिंग नहीं हो सकी। कृपया जानकारी जाँचकर फिर से कोशिश करें।',
  bookedToast: { title: 'अपॉइंटमेंट बुक हो गया!', description: 'आपका अपॉइंटमेंट पक्का करने के लिए हम जल्द ही आपसे संपर्क करेंगे।' },
  failedToast: { title: 'बुकिंग नहीं हो सकी', description: 'कृपया थोड़ी देर बाद फिर कोशिश करें' },
};
