import type { BookingSummaryTexts } from './bookingSummary.ts';

/** The words of a booking's summary in Hindi. */
export const BOOKING_SUMMARY_TEXTS_HI: BookingSummaryTexts = {
  reference: 'संदर्भ संख्या',
  patient: 'मरीज़',
  department: 'विभाग',
  doctor: 'डॉक्टर',
  date: 'तारीख़',
  time: 'समय',
  status: 'स्थिति',
  anyDoctor: 'कोई भी उपलब्ध डॉक्टर',
  doctorNotListed: 'आपके चुने हुए डॉक्टर',
  statusText: {
    pending: 'पुष्टि होनी बाकी है',
    confirmed: 'पुष्टि हो गई',
    cancelled: 'रद्द',
    completed: 'पूरा हुआ',
    checked_in: 'पहुँच गए (पंजीकरण हो गया)',
    in_consultation: 'डॉक्टर के पास',
    no_show: 'नहीं आए',
  },
};
