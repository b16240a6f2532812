import { WHAT_TO_BRING_HI } from '@hospital/contract';
import type { BookingConfirmationTexts } from './confirmationContent.ts';

/** The words of the booking confirmation and its calendar entry in Hindi. */
export const BOOKING_CONFIRMATION_TEXTS_HI: BookingConfirmationTexts = {
  heading: 'अपॉइंटमेंट बुक हो गया',
  announcement: (reference) => `अपॉइंटमेंट बुक हो गया। आपकी संदर्भ संख्या ${reference} है।`,
  referenceLabel: 'आपकी बुकिंग संदर्भ संख्या',
  referenceHint: 'यह संदर्भ संख्या सँभालकर रखें। बुकिंग में दिए फ़ोन नंबर या ईमेल के साथ इससे आप अपना अपॉइंटमेंट बदल या रद्द कर सकते हैं।',
  nextStep: 'इस समय की पुष्टि के लिए अस्पताल आपको फ़ोन या ईमेल करेगा।',
  whereHeading: 'कहाँ आना है',
  phoneLabel: 'फ़ोन',
  whatToBringHeading: 'साथ क्या लाएँ',
  whatToBring: WHAT_TO_BRING_HI,
  emergency: { before: 'आपात स्थिति में अपॉइंटमेंट का इंतज़ार न करें: किसी भी समय ', after: ' पर कॉल करें।' },
  addToCalendar: 'कैलेंडर में जोड़ें',
  print: 'प्रिंट करें',
  manage: 'बुकिंग देखें या बदलें',
  done: 'ठीक है',
  calendarTitle: (department, hospitalName) => `${hospitalName} में ${department} का अपॉइंटमेंट`,
  calendarReminder: (hospitalName) => `कल ${hospitalName} में आपका अपॉइंटमेंट है`,
};
