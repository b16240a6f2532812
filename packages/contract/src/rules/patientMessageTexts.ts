// What each message to a patient says, by e-mail and by SMS, and what an e-mail carries beside its text. The words
// themselves are patientMessageWords.ts; when each message goes is patientMessages.ts. Both servers write their outbox
// from these functions, so a message reads the same whichever server wrote it.
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import {
  MESSAGE_CHANNELS,
  type AppointmentStatus,
  type BookingLanguage,
  type MessageChannel,
  type MessageKind,
  type NewTimeReason,
} from '../constants.ts';
import { visitCalendarStatus, type VisitEvent } from './visitCalendar.ts';
import { ADDRESS_LINE, MESSAGE_WORDS, messageLongDate, messageShortDate, type ChangedBy, type MessageWords } from './patientMessageWords.ts';

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

/** The manage page in the booking's language. */
export function manageBookingUrl(siteUrl: string, language: BookingLanguage): string {
  return `${siteUrl.replace(/\/+$/, '')}${language === 'hi' ? '/hi' : ''}/appointments/manage`;
}

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
