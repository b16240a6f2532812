// What a booker types never travels in the hospital's SMS, and only the name (in the greeting) in its e-mails: the
// SMS is a template a gateway can register (fixed words around the reference, the day, the time, the doctor and the
// link, all made by the hospital), so a booking cannot make the hospital's sender carry someone else's message.
import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, NEW_TIME_REASONS, type BookingLanguage } from '../constants.ts';
import { HOSPITAL_FACTS } from '../hospitalFacts.ts';
import { MESSAGE_WORDS, manageBookingUrl, messageShortDate, messagesOf, type MessageBooking } from './patientMessages.ts';

const SITE = 'https://citycarehospital.in';
const REASON = 'Your electricity will be cut tonight. Call 11111 22222 or pay at pay.example.in';
/** A booking whose free text is a message to a stranger: its name and reason are what the booker typed. */
const hostile = (language: BookingLanguage, doctorName: string | null): MessageBooking & { reasonForVisit: string } => ({
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Pay Your Bill Today Or Lose Power',
  email: 'stranger@example.in',
  phone: '+91 94151 67890',
  department: 'Cardiology',
  doctorName,
  preferredDate: '2026-12-04',
  preferredTime: '10:30 AM',
  status: 'pending',
  needsNewTime: null,
  language,
  remindersStopped: false,
  reasonForVisit: REASON,
});

/** Every message each kind sends, in both languages, with and without a chosen doctor. */
function everyMessage() {
  const messages = [];
  for (const language of ['en', 'hi'] as const) {
    for (const doctorName of ['Dr. Rajesh Kumar Srivastava', null]) {
      for (const kind of MESSAGE_KINDS) {
        for (const needsNewTime of [null, ...NEW_TIME_REASONS]) {
          const booking = { ...hostile(language, doctorName), needsNewTime };
          for (const message of messagesOf(kind, booking, new Date('2026-11-27T06:30:00Z'), SITE)) messages.push({ booking, message });
        }
      }
    }
  }
  return messages;
}

describe('an SMS', () => {
  it('holds nothing but its template’s fixed words, the hospital’s name, and the reference, day, time, doctor and link', () => {
    const sms = everyMessage().filter(({ message }) => message.channel === 'sms');
    expect(sms.length).toBeGreaterThan(0);
    for (const { booking, message } of sms) {
      const words = MESSAGE_WORDS[booking.language].sms;
      // The variables, each made by the hospital; then the template's own words, longest first.
      const variables = [manageBookingUrl(SITE, booking.language), booking.reference, messageShortDate(booking.preferredDate, booking.language), booking.preferredTime, booking.doctorName ?? ''];
      const fixed = [HOSPITAL_FACTS.name, ...Object.values(words)].sort((a, b) => b.length - a.length);
      let rest = message.text;
      for (const part of [...variables, ...fixed]) if (part) rest = rest.split(part).join(' ');
      expect(rest.replace(/[\s.,:]/g, ''), message.text).toBe('');
      expect(message.text).not.toContain(booking.patientName);
      expect(message.text).not.toContain('Pay');
    }
  });
});

describe('an e-mail', () => {
  it('never repeats the reason for the visit, and names the patient only in its greeting', () => {
    const emails = everyMessage().filter(({ message }) => message.channel === 'email');
    expect(emails.length).toBeGreaterThan(0);
    for (const { booking, message } of emails) {
      expect(message.text).not.toContain('11111');
      expect(message.text).not.toContain('pay.example.in');
      expect(message.subject).not.toContain(booking.patientName);
      const [greeting, ...rest] = message.text.split('\n');
      expect(greeting).toBe(MESSAGE_WORDS[booking.language].dear(booking.patientName));
      expect(rest.join('\n')).not.toContain(booking.patientName);
    }
  });
});
