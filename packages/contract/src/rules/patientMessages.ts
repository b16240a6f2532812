// What the hospital tells a patient about a booking, and when (issue 24): the texts of each message in English and
// Hindi, the reminder's moment, and which messages a change to a booking brings. Both servers write their outbox
// from these functions, so a message reads the same whichever server wrote it.
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import { WHAT_TO_BRING_EN, WHAT_TO_BRING_HI } from '../whatToBring.ts';
import {
  MESSAGE_CHANNELS,
  type AppointmentStatus,
  type BookingLanguage,
  type MessageChannel,
  type MessageKind,
  type NewTimeReason,
} from '../constants.ts';
import { isLiveVisit, visitStart } from './timetable.ts';
import { visitCalendarStatus, type VisitEvent } from './visitCalendar.ts';

/** What a message says about a booking: the visit, the patient's name, and where the messages go. */
export interface MessageBooking {
  reference: string;
  patientName: string;
  email: string;
  phone: string;
  department: string;
  /** The doctor's name, or null when the patient left the choice to the department. */
  doctorName: string | null;
  preferredDate: string;
  preferredTime: string;
  status: AppointmentStatus;
  needsNewTime: NewTimeReason | null;
  language: BookingLanguage;
  remindersStopped: boolean;
}

/** Who made a change: the patient on the manage page, or the hospital's staff. */
export type ChangedBy = 'patient' | 'hospital';

/** One message to write to the outbox. */
export interface OutgoingMessage {
  kind: MessageKind;
  channel: MessageChannel;
  recipient: string;
  language: BookingLanguage;
  /** ISO instant. */
  dueAt: string;
  /** The e-mail's subject; null for an SMS. */
  subject: string | null;
  text: string;
}

export interface MessageContext {
  now: Date;
  /** How long before the visit its reminder goes (REMINDER_HOURS; MESSAGING.reminderHours by default). */
  reminderHours: number;
  /** The site's origin (PUBLIC_URL), for the manage link. */
  siteUrl: string;
}

/** The manage page in the booking's language. */
export function manageBookingUrl(siteUrl: string, language: BookingLanguage): string {
  return `${siteUrl.replace(/\/+$/, '')}${language === 'hi' ? '/hi' : ''}/appointments/manage`;
}


/**
 * When the visit's reminder goes: `reminderHours` before it begins. Undefined when that moment has passed (a booking
 * made later than it gets no reminder), the visit is not live, needs a new time, or the patient stopped reminders.
 */
export function reminderDueAt(
  booking: Pick<MessageBooking, 'preferredDate' | 'preferredTime' | 'status' | 'needsNewTime' | 'remindersStopped'>,
  now: Date,
  reminderHours: number,
): Date | undefined {
  if (!isLiveVisit(booking.status) || booking.needsNewTime || booking.remindersStopped) return undefined;
  const due = new Date(visitStart(booking).getTime() - reminderHours * 3_600_000);
  return due.getTime() > now.getTime() ? due : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The words

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

interface MessageWords {
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

const ADDRESS_LINE = (() => {
  const { street, city, state, postalCode } = HOSPITAL_FACTS.address;
  return `${street}, ${city}, ${state} ${postalCode}`;
})();

// ---------------------------------------------------------------------------------------------------------------
// SMS length

/** The GSM 03.38 basic alphabet: an SMS wholly in it packs 160 characters; anything else makes it UCS-2 (70). */
const GSM_BASIC = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/** How many SMS a text takes: 160 (153 each when split) in GSM-7, 70 (67) in UCS-2, counted in UTF-16 units. */
export function smsSegments(text: string): number {
  const [single, part] = GSM_BASIC.test(text) ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}

/** The most an SMS of ours takes. */
export const SMS_MAX_SEGMENTS = 2;

// ---------------------------------------------------------------------------------------------------------------
// Composing

interface Composed {
  subject: string | null;
  text: string;
}

function visitLines(words: MessageWords, booking: MessageBooking): string[] {
  const { labels } = words;
  return [
    `${labels.reference}: ${booking.reference}`,
    `${labels.doctor}: ${booking.doctorName ?? words.anyDoctor}`,
    `${labels.department}: ${booking.department}`,
    `${labels.date}: ${messageLongDate(booking.preferredDate, booking.language)}`,
    `${labels.time}: ${booking.preferredTime}`,
    `${labels.status}: ${words.statusText[booking.status]}`,
  ];
}

function emailOf(kind: MessageKind, booking: MessageBooking, siteUrl: string, by: ChangedBy): Composed {
  const words = MESSAGE_WORDS[booking.language];
  const manageUrl = manageBookingUrl(siteUrl, booking.language);
  const when = `${messageLongDate(booking.preferredDate, booking.language)}, ${booking.preferredTime}`;
  const where = `${words.labels.where}: ${words.hospital}, ${ADDRESS_LINE}`;
  const bring = [`${words.whatToBringHeading}:`, ...words.whatToBring.map((item) => `- ${item}`)];
  const phone = HOSPITAL_FACTS.phone.display;
  const paragraphs: string[][] = [[words.dear(booking.patientName)]];
  switch (kind) {
    case 'confirmation':
      paragraphs.push([words.opening.confirmation], visitLines(words, booking), [where], bring, [words.calendarAttached]);
      break;
    case 'reminder':
      paragraphs.push([words.opening.reminder(when)], visitLines(words, booking), [where], bring);
      break;
    case 'rescheduled':
      paragraphs.push([words.opening.rescheduled[by]], visitLines(words, booking), [where], [words.calendarAttached]);
      break;
    case 'cancelled':
      paragraphs.push([words.opening.cancelled[by]], visitLines(words, booking), [words.bookAgain(siteUrl.replace(/\/+$/, '') + (booking.language === 'hi' ? '/hi' : '/'))]);
      break;
    case 'needs_new_time': {
      const reason = words.newTimeReason[booking.needsNewTime ?? 'hours_changed'];
      paragraphs.push(
        [words.opening.needsNewTime(reason)],
        visitLines(words, booking),
        [booking.needsNewTime === 'doctor_retired' ? words.retiredCall(phone) : words.chooseNewTime(manageUrl)],
      );
      break;
    }
  }
  // Every e-mail says how to manage the booking and how to stop its reminders.
  if (kind !== 'cancelled') paragraphs.push([words.manage(manageUrl), words.stopReminders]);
  paragraphs.push([words.questions(phone)], [words.hospital, ADDRESS_LINE]);
  return { subject: words.subject[kind](booking.reference, when), text: paragraphs.map((lines) => lines.join('\n')).join('\n\n') };
}

/**
 * The SMS: the reference, day, time and the manage link, in at most SMS_MAX_SEGMENTS parts. The doctor's name and
 * what to bring go in when they fit, in that order of giving way. Never a word the booker typed (not even the name):
 * fixed words around what the hospital made, which a gateway's registered template can hold, so a booking cannot make
 * the hospital's sender carry a stranger's message (docs/adr/0023).
 */
function smsOf(kind: MessageKind, booking: MessageBooking, siteUrl: string): Composed {
  const words = MESSAGE_WORDS[booking.language];
  const what = {
    confirmation: words.sms.confirmation,
    reminder: words.sms.reminder,
    rescheduled: words.sms.rescheduled,
    cancelled: words.sms.cancelled,
    needs_new_time: words.sms.needsNewTime,
  }[kind];
  // The hospital's name stays in English letters: it is how the sender is known, and it keeps a Hindi SMS short.
  const when = `${messageShortDate(booking.preferredDate, booking.language)}, ${booking.preferredTime}`;
  const doctor = booking.doctorName ? `, ${booking.doctorName}` : '';
  const link = kind === 'cancelled' ? '' : ` ${words.sms.manage}: ${manageBookingUrl(siteUrl, booking.language)}`;
  const bring = kind === 'confirmation' || kind === 'reminder' ? ` ${words.sms.bringShort}` : '';
  const variants = [
    `${HOSPITAL_FACTS.name}: ${what} ${booking.reference}, ${when}${doctor}.${bring}${link}`,
    `${HOSPITAL_FACTS.name}: ${what} ${booking.reference}, ${when}${doctor}.${link}`,
    `${HOSPITAL_FACTS.name}: ${what} ${booking.reference}, ${when}.${link}`,
  ];
  return { subject: null, text: variants.find((text) => smsSegments(text) <= SMS_MAX_SEGMENTS) ?? variants.at(-1)! };
}

/** One kind of message to a booking's patient, by e-mail and by SMS, due at `dueAt`. */
export function messagesOf(kind: MessageKind, booking: MessageBooking, dueAt: Date, siteUrl: string, by: ChangedBy = 'hospital'): OutgoingMessage[] {
  return MESSAGE_CHANNELS.map((channel) => ({
    kind,
    channel,
    recipient: channel === 'email' ? booking.email : booking.phone,
    language: booking.language,
    dueAt: dueAt.toISOString(),
    ...(channel === 'email' ? emailOf(kind, booking, siteUrl, by) : smsOf(kind, booking, siteUrl)),
  }));
}

/** What a new booking sends: its confirmation at once, and its reminder when that moment is still to come. */
export function messagesAtBooking(booking: MessageBooking, context: MessageContext): OutgoingMessage[] {
  const reminder = reminderDueAt(booking, context.now, context.reminderHours);
  return [...messagesOf('confirmation', booking, context.now, context.siteUrl), ...(reminder ? messagesOf('reminder', booking, reminder, context.siteUrl) : [])];
}

/** The state of a booking that decides its messages. */
export type MessageState = Pick<MessageBooking, 'status' | 'preferredDate' | 'preferredTime' | 'needsNewTime' | 'remindersStopped'>;

/** Why the reminders still waiting were cancelled, as staff read it in the message's `lastError`. */
export const REMINDER_CANCELLED_BECAUSE = {
  visitCancelled: 'The visit was cancelled',
  visitEnded: 'The visit is no longer coming',
  visitMoved: 'The visit moved; a new reminder replaces this one',
  needsNewTime: 'The visit needs a new time',
  stopped: 'The patient stopped reminders',
} as const;

export interface MessagesAfterChange {
  /** Set when the booking's waiting reminders are cancelled: why. */
  cancelReminders?: (typeof REMINDER_CANCELLED_BECAUSE)[keyof typeof REMINDER_CANCELLED_BECAUSE];
  /** The messages to write: a notice of the change, and a new reminder when the visit has a new time. */
  add: OutgoingMessage[];
}

/**
 * The messages a change to a booking brings. A visit cancelled (by either side) gets a notice and loses its waiting
 * reminder; a visit moved gets a notice and its reminder moves (the old one cancelled, a new one due before the new
 * time); a visit the hospital's calendar stranded gets a notice and no reminder until it moves; a visit revived from
 * cancelled gets its reminder back; a patient's stop cancels the reminder and sends nothing.
 */
export function messagesAfterChange(before: MessageState, after: MessageBooking, context: MessageContext & { by: ChangedBy }): MessagesAfterChange {
  const wasLive = isLiveVisit(before.status);
  const isLive = isLiveVisit(after.status);
  const reminder = () => {
    const due = reminderDueAt(after, context.now, context.reminderHours);
    return due ? messagesOf('reminder', after, due, context.siteUrl) : [];
  };
  if (wasLive && !isLive) {
    return after.status === 'cancelled'
      ? { cancelReminders: REMINDER_CANCELLED_BECAUSE.visitCancelled, add: messagesOf('cancelled', after, context.now, context.siteUrl, context.by) }
      : { cancelReminders: REMINDER_CANCELLED_BECAUSE.visitEnded, add: [] };
  }
  if (!isLive) return { add: [] };
  if (!wasLive) return { add: reminder() };
  if (after.needsNewTime && !before.needsNewTime) {
    return { cancelReminders: REMINDER_CANCELLED_BECAUSE.needsNewTime, add: messagesOf('needs_new_time', after, context.now, context.siteUrl, context.by) };
  }
  if (before.preferredDate !== after.preferredDate || before.preferredTime !== after.preferredTime) {
    return {
      cancelReminders: REMINDER_CANCELLED_BECAUSE.visitMoved,
      add: [...messagesOf('rescheduled', after, context.now, context.siteUrl, context.by), ...reminder()],
    };
  }
  if (after.remindersStopped && !before.remindersStopped) return { cancelReminders: REMINDER_CANCELLED_BECAUSE.stopped, add: [] };
  return { add: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// What an e-mail carries beside its text

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The e-mail's simple HTML: the same words as its text, a paragraph per block, its lines kept, its addresses links.
 * Nothing is styled but the font, so every mail client shows it alike.
 */
export function messageHtml(text: string, language: BookingLanguage): string {
  const paragraphs = text.split('\n\n').map((block) =>
    block
      .split('\n')
      .map((line) => escapeHtml(line).replace(/https?:\/\/[^\s<]+[^\s<.,;:)]/g, (url) => `<a href="${url}">${url}</a>`))
      .join('<br>'),
  );
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;line-height:1.5">${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</body></html>`;
}

/** Which e-mails carry the visit's calendar file: those that add, move or take away the visit. */
export function messageCarriesCalendar(kind: MessageKind): boolean {
  return kind === 'confirmation' || kind === 'rescheduled' || kind === 'cancelled';
}

/** The calendar entry an e-mail attaches, in the booking's language (the same UID as the confirmation page's file). */
export function messageVisitEvent(booking: MessageBooking): VisitEvent {
  const words = MESSAGE_WORDS[booking.language];
  const { labels } = words;
  return {
    reference: booking.reference,
    date: booking.preferredDate,
    slot: booking.preferredTime,
    summary: words.calendarTitle(booking.department),
    location: `${words.hospital}, ${ADDRESS_LINE}`,
    description: [
      `${labels.reference}: ${booking.reference}`,
      `${labels.doctor}: ${booking.doctorName ?? words.anyDoctor}`,
      `${labels.department}: ${booking.department}`,
      `${labels.status}: ${words.statusText[booking.status]}`,
      `${words.whatToBringHeading}: ${words.whatToBring.join('; ')}`,
      `${labels.phone}: ${HOSPITAL_FACTS.phone.display}`,
    ].join('\n'),
    alarm: words.calendarReminder,
    status: visitCalendarStatus(booking.status),
  };
}
