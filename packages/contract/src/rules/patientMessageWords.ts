// The words of the messages to a patient, in English and Hindi, and how they write a date. The composing of each
// message from these words is patientMessageTexts.ts; when each goes is patientMessages.ts.
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import { WHAT_TO_BRING_EN, WHAT_TO_BRING_HI } from '../whatToBring.ts';
import type { AppointmentStatus, BookingLanguage, MessageKind, NewTimeReason } from '../constants.ts';

/** Who made a change: the patient on the manage page, or the hospital's staff. */
export type ChangedBy = 'patient' | 'hospital';

const LOCALE = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<BookingLanguage, string>;

// Made once a language: a formatter costs far more to make than to use, and every booking writes several dates.
const LONG_DATE = {
  en: new Intl.DateTimeFormat(LOCALE.en, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat(LOCALE.hi, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
} as const;
const SHORT_DATE = {
  en: new Intl.DateTimeFormat(LOCALE.en, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  hi: new Intl.DateTimeFormat(LOCALE.hi, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
} as const;

/** "Friday, 27 November 2026" / "शुक्रवार, 27 नवंबर 2026" */
export function messageLongDate(date: string, language: BookingLanguage): string {
  return LONG_DATE[language].format(new Date(`${date}T00:00:00Z`));
}

/** "Fri 27 Nov" / "शुक्र, 27 नव॰": the SMS's. */
export function messageShortDate(date: string, language: BookingLanguage): string {
  return SHORT_DATE[language].format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

export interface MessageWords {
  hospital: string;
  dear: (name: string) => string;
  anyDoctor: string;
  labels: { reference: string; doctor: string; department: string; date: string; time: string; status: string; where: string; phone: string };
  statusText: Record<AppointmentStatus, string>;
  whatToBringHeading: string;
  whatToBring: readonly string[];
  manage: (url: string) => string;
  stopReminders: string;
  questions: (phone: string) => string;
  calendarAttached: string;
  newTimeReason: Record<NewTimeReason, string>;
  subject: Record<MessageKind, (reference: string, when: string) => string>;
  opening: {
    confirmation: string;
    reminder: (when: string) => string;
    rescheduled: Record<ChangedBy, string>;
    cancelled: Record<ChangedBy, string>;
    needsNewTime: (reason: string) => string;
  };
  chooseNewTime: (url: string) => string;
  retiredCall: (phone: string) => string;
  bookAgain: (url: string) => string;
  sms: {
    confirmation: string;
    reminder: string;
    rescheduled: string;
    cancelled: string;
    needsNewTime: string;
    manage: string;
    bringShort: string;
  };
  calendarTitle: (department: string) => string;
  calendarReminder: string;
}

const ENGLISH: MessageWords = {
  hospital: HOSPITAL_FACTS.name,
  dear: (name) => `Dear ${name},`,
  anyDoctor: 'Any available doctor',
  labels: { reference: 'Reference', doctor: 'Doctor', department: 'Department', date: 'Date', time: 'Time', status: 'Status', where: 'Where', phone: 'Phone' },
  statusText: { pending: 'Awaiting confirmation', confirmed: 'Confirmed', cancelled: 'Cancelled', completed: 'Completed', checked_in: 'Checked in', in_consultation: 'With the doctor', no_show: 'Missed' },
  whatToBringHeading: 'What to bring',
  whatToBring: WHAT_TO_BRING_EN,
  manage: (url) => `To change or cancel it, open ${url} and enter your reference with this booking's phone number or e-mail.`,
  stopReminders: 'To stop reminders for this visit, choose "Stop reminders" on the same page. Messages about changes to the booking still come.',
  questions: (phone) => `Questions? Call ${phone}.`,
  calendarAttached: 'The calendar file attached adds the visit to your calendar.',
  newTimeReason: {
    doctor_leave: 'Your doctor is on leave that day.',
    opd_closed: 'The OPD is closed that day.',
    hours_changed: "Your doctor's consultation hours have changed and no longer include this time.",
    doctor_retired: 'Your doctor no longer sees patients at the hospital.',
  },
  subject: {
    confirmation: (reference, when) => `Appointment booked: ${when} (${reference})`,
    reminder: (reference, when) => `Reminder: your appointment on ${when} (${reference})`,
    rescheduled: (reference, when) => `Appointment moved to ${when} (${reference})`,
    cancelled: (reference, when) => `Appointment cancelled: ${when} (${reference})`,
    needs_new_time: (reference, when) => `Please choose a new time for your appointment on ${when} (${reference})`,
  },
  opening: {
    confirmation: `Your appointment at ${HOSPITAL_FACTS.name} is booked.`,
    reminder: (when) => `This is a reminder of your appointment at ${HOSPITAL_FACTS.name} on ${when}.`,
    rescheduled: { patient: 'You moved your appointment. Its new time:', hospital: 'The hospital has moved your appointment. Its new time:' },
    cancelled: { patient: 'You cancelled this appointment.', hospital: 'The hospital has cancelled this appointment.' },
    needsNewTime: (reason) => `${reason} Your appointment cannot go ahead at this time.`,
  },
  chooseNewTime: (url) => `Please choose another time at ${url} with your reference and this booking's phone number or e-mail.`,
  retiredCall: (phone) => `Please call ${phone} and we will find you another doctor, or cancel the booking on the manage page.`,
  bookAgain: (url) => `To book another visit, go to ${url}.`,
  sms: {
    confirmation: 'appointment booked',
    reminder: 'reminder of your appointment',
    rescheduled: 'appointment moved to',
    cancelled: 'appointment cancelled',
    needsNewTime: 'please choose a new time for',
    manage: 'Manage',
    bringShort: 'Bring photo ID and old reports.',
  },
  calendarTitle: (department) => `${department} appointment, ${HOSPITAL_FACTS.name}`,
  calendarReminder: `Tomorrow: your appointment at ${HOSPITAL_FACTS.name}`,
};

const HINDI: MessageWords = {
  hospital: 'सिटी केयर हॉस्पिटल',
  dear: (name) => `प्रिय ${name},`,
  anyDoctor: 'कोई भी उपलब्ध डॉक्टर',
  labels: { reference: 'संदर्भ संख्या', doctor: 'डॉक्टर', department: 'विभाग', date: 'तारीख़', time: 'समय', status: 'स्थिति', where: 'कहाँ आना है', phone: 'फ़ोन' },
  statusText: { pending: 'पुष्टि होनी बाकी है', confirmed: 'पुष्टि हो गई', cancelled: 'रद्द', completed: 'पूरा हुआ', checked_in: 'चेक-इन हो गया', in_consultation: 'डॉक्टर के पास', no_show: 'नहीं आए' },
  whatToBringHeading: 'साथ क्या लाएँ',
  whatToBring: WHAT_TO_BRING_HI,
  manage: (url) => `इसे बदलने या रद्द करने के लिए ${url} खोलें और बुकिंग के फ़ोन नंबर या ईमेल के साथ अपनी संदर्भ संख्या डालें।`,
  stopReminders: 'इस अपॉइंटमेंट के रिमाइंडर बंद करने के लिए उसी पेज पर "रिमाइंडर बंद करें" चुनें। बुकिंग में बदलाव के संदेश फिर भी आएँगे।',
  questions: (phone) => `कोई सवाल? ${phone} पर कॉल करें।`,
  calendarAttached: 'साथ लगी कैलेंडर फ़ाइल से यह अपॉइंटमेंट आपके कैलेंडर में जुड़ जाएगा।',
  newTimeReason: {
    doctor_leave: 'उस दिन आपके डॉक्टर छुट्टी पर हैं।',
    opd_closed: 'उस दिन ओपीडी बंद है।',
    hours_changed: 'आपके डॉक्टर के परामर्श का समय बदल गया है और अब इसमें यह समय नहीं है।',
    doctor_retired: 'आपके डॉक्टर अब अस्पताल में मरीज़ नहीं देखते।',
  },
  subject: {
    confirmation: (reference, when) => `अपॉइंटमेंट बुक हो गया: ${when} (${reference})`,
    reminder: (reference, when) => `रिमाइंडर: ${when} को आपका अपॉइंटमेंट (${reference})`,
    rescheduled: (reference, when) => `अपॉइंटमेंट का नया समय: ${when} (${reference})`,
    cancelled: (reference, when) => `अपॉइंटमेंट रद्द: ${when} (${reference})`,
    needs_new_time: (reference, when) => `${when} के अपॉइंटमेंट के लिए कृपया नया समय चुनें (${reference})`,
  },
  opening: {
    confirmation: 'सिटी केयर हॉस्पिटल में आपका अपॉइंटमेंट बुक हो गया है।',
    reminder: (when) => `याद दिला दें: ${when} को सिटी केयर हॉस्पिटल में आपका अपॉइंटमेंट है।`,
    rescheduled: { patient: 'आपने अपना अपॉइंटमेंट बदला है। नया समय:', hospital: 'अस्पताल ने आपका अपॉइंटमेंट बदला है। नया समय:' },
    cancelled: { patient: 'आपने यह अपॉइंटमेंट रद्द किया है।', hospital: 'अस्पताल ने यह अपॉइंटमेंट रद्द किया है।' },
    needsNewTime: (reason) => `${reason} इस समय आपका अपॉइंटमेंट नहीं हो सकता।`,
  },
  chooseNewTime: (url) => `कृपया ${url} पर अपनी संदर्भ संख्या और बुकिंग के फ़ोन नंबर या ईमेल से दूसरा समय चुनें।`,
  retiredCall: (phone) => `कृपया ${phone} पर कॉल करें, हम आपके लिए दूसरे डॉक्टर का समय तय करेंगे; या मैनेज पेज पर बुकिंग रद्द करें।`,
  bookAgain: (url) => `दूसरा अपॉइंटमेंट बुक करने के लिए ${url} पर जाएँ।`,
  sms: {
    confirmation: 'अपॉइंटमेंट बुक',
    reminder: 'रिमाइंडर',
    rescheduled: 'नया समय',
    cancelled: 'अपॉइंटमेंट रद्द',
    needsNewTime: 'नया समय चुनें',
    manage: 'बदलें',
    bringShort: 'पहचान पत्र और पुरानी रिपोर्ट लाएँ।',
  },
  calendarTitle: (department) => `सिटी केयर हॉस्पिटल में ${department} का अपॉइंटमेंट`,
  calendarReminder: 'कल सिटी केयर हॉस्पिटल में आपका अपॉइंटमेंट है',
};

/** The messages' words by language. */
export const MESSAGE_WORDS: Record<BookingLanguage, MessageWords> = { en: ENGLISH, hi: HINDI };

/** The hospital's address on one line, as the e-mails and the calendar entry give it. */
export const ADDRESS_LINE = (() => {
  const { street, city, state, postalCode } = HOSPITAL_FACTS.address;
  return `${street}, ${city}, ${state} ${postalCode}`;
})();
