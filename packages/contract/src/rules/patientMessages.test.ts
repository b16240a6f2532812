import { describe, expect, it } from 'vitest';
import {
  REMINDER_CANCELLED_BECAUSE,
  SMS_MAX_SEGMENTS,
  manageBookingUrl,
  messageHtml,
  messageVisitEvent,
  messagesAfterChange,
  messagesAtBooking,
  reminderDueAt,
  smsSegments,
  type MessageBooking,
} from './patientMessages.ts';
import { visitStart } from './timetable.ts';
import { visitCalendarFile } from './visitCalendar.ts';
import { NEW_TIME_REASONS } from '../constants.ts';

const booking: MessageBooking = {
  reference: 'CCH-7K4Q-M2XD',
  patientName: 'Savitri Devi Tiwari',
  email: 'savitri.tiwari@example.in',
  phone: '+91 94151 67890',
  department: 'Cardiology',
  doctorName: 'Dr. Rajesh Kumar Srivastava',
  preferredDate: '2026-12-04',
  preferredTime: '10:30 AM',
  status: 'pending',
  needsNewTime: null,
  language: 'en',
  remindersStopped: false,
};
// 27 Nov 2026, 12:00 IST.
const now = new Date('2026-11-27T06:30:00Z');
const context = { now, reminderHours: 24, siteUrl: 'https://citycarehospital.in' };
const DEVANAGARI = /[\u0900-\u097F]/;

describe('when the reminder goes', () => {
  it('is the visit start on the hospital clock, less the hours', () => {
    expect(visitStart(booking).toISOString()).toBe('2026-12-04T05:00:00.000Z');
    expect(reminderDueAt(booking, now, 24)?.toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(reminderDueAt({ ...booking, preferredTime: '2:30 PM' }, now, 2)?.toISOString()).toBe('2026-12-04T07:00:00.000Z');
  });

  it('is none once its moment has passed, for a visit no longer live, needing a new time, or with reminders stopped', () => {
    expect(reminderDueAt({ ...booking, preferredDate: '2026-11-28' }, now, 24)).toBeUndefined();
    expect(reminderDueAt({ ...booking, status: 'cancelled' }, now, 24)).toBeUndefined();
    expect(reminderDueAt({ ...booking, needsNewTime: 'doctor_leave' }, now, 24)).toBeUndefined();
    expect(reminderDueAt({ ...booking, remindersStopped: true }, now, 24)).toBeUndefined();
  });
});

describe('a new booking', () => {
  it('sends its confirmation now by e-mail and SMS, and a reminder due 24 hours before the visit', () => {
    const messages = messagesAtBooking(booking, context);
    expect(messages.map((message) => `${message.kind}/${message.channel}/${message.dueAt}/${message.recipient}`)).toEqual([
      `confirmation/email/${now.toISOString()}/savitri.tiwari@example.in`,
      `confirmation/sms/${now.toISOString()}/+91 94151 67890`,
      'reminder/email/2026-12-03T05:00:00.000Z/savitri.tiwari@example.in',
      'reminder/sms/2026-12-03T05:00:00.000Z/+91 94151 67890',
    ]);
  });

  it('gets no reminder when it is booked later than the reminder moment', () => {
    expect(messagesAtBooking({ ...booking, preferredDate: '2026-11-28' }, context).map((message) => message.kind)).toEqual(['confirmation', 'confirmation']);
  });

  it("e-mails the reference, doctor, department, day, time, place, what to bring, the manage link and how to stop reminders", () => {
    const [email] = messagesAtBooking(booking, context);
    expect(email!.subject).toBe('Appointment booked: Friday, 4 December 2026, 10:30 AM (CCH-7K4Q-M2XD)');
    for (const part of [
      'Dear Savitri Devi Tiwari,',
      'Reference: CCH-7K4Q-M2XD',
      'Doctor: Dr. Rajesh Kumar Srivastava',
      'Department: Cardiology',
      'Date: Friday, 4 December 2026',
      'Time: 10:30 AM',
      'Where: City Care Hospital, 14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
      '- A photo ID, such as an Aadhaar card',
      'https://citycarehospital.in/appointments/manage',
      'Stop reminders',
      'The calendar file attached',
    ]) {
      expect(email!.text).toContain(part);
    }
  });

  it('writes a Hindi booking in Hindi, with the Hindi manage page', () => {
    const messages = messagesAtBooking({ ...booking, language: 'hi' }, context);
    for (const message of messages) {
      expect(message.language).toBe('hi');
      expect(message.text).toMatch(DEVANAGARI);
      expect(message.text).toContain('CCH-7K4Q-M2XD');
    }
    expect(messages[0]!.subject).toMatch(DEVANAGARI);
    expect(messages[0]!.text).toContain('https://citycarehospital.in/hi/appointments/manage');
    expect(messages[0]!.text).toContain('रिमाइंडर बंद करें');
  });

  it('names no doctor when the department was left to choose', () => {
    expect(messagesAtBooking({ ...booking, doctorName: null }, context)[0]!.text).toContain('Doctor: Any available doctor');
  });
});

describe('an SMS', () => {
  it('counts its parts as a phone does: 160 GSM characters or 70 Unicode ones, 153 and 67 when split', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('क'.repeat(70))).toBe(1);
    expect(smsSegments('क'.repeat(71))).toBe(2);
    expect(smsSegments(`${'a'.repeat(60)}₹`)).toBe(1);
  });

  it('fits in two parts in either language, for every kind, with the longest names and the public address', () => {
    const long = { ...booking, doctorName: 'Dr. Venkataraghavan Subramaniam Iyer-Krishnamurthy', siteUrl: undefined };
    for (const language of ['en', 'hi'] as const) {
      const messages = [
        ...messagesAtBooking({ ...long, language }, context),
        ...messagesAfterChange(long, { ...long, language, status: 'cancelled' }, { ...context, by: 'patient' }).add,
        ...messagesAfterChange(long, { ...long, language, preferredDate: '2026-12-07' }, { ...context, by: 'hospital' }).add,
        ...messagesAfterChange(long, { ...long, language, needsNewTime: 'doctor_leave' }, { ...context, by: 'hospital' }).add,
      ].filter((message) => message.channel === 'sms');
      expect(messages.map((message) => message.kind)).toEqual(['confirmation', 'reminder', 'cancelled', 'rescheduled', 'reminder', 'needs_new_time']);
      for (const message of messages) {
        expect(message.subject).toBeNull();
        expect(message.text).toContain('CCH-7K4Q-M2XD');
        expect(smsSegments(message.text), message.text).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
      }
    }
  });

  it('keeps the doctor and what to bring when there is room', () => {
    const [, sms] = messagesAtBooking({ ...booking, doctorName: 'Dr. Alok Srivastava' }, context);
    expect(sms!.text).toBe(
      'City Care Hospital: appointment booked CCH-7K4Q-M2XD, Fri 4 Dec, 10:30 AM, Dr. Alok Srivastava. Bring photo ID and old reports. Manage: https://citycarehospital.in/appointments/manage',
    );
  });
});

describe('a change to a booking', () => {
  const by = { ...context, by: 'patient' as const };

  it('cancelled: a notice, and the waiting reminder cancelled', () => {
    const plan = messagesAfterChange(booking, { ...booking, status: 'cancelled' }, by);
    expect(plan.cancelReminders).toBe(REMINDER_CANCELLED_BECAUSE.visitCancelled);
    expect(plan.add.map((message) => message.kind)).toEqual(['cancelled', 'cancelled']);
    expect(plan.add[0]!.text).toContain('You cancelled this appointment.');
    expect(messagesAfterChange(booking, { ...booking, status: 'cancelled' }, { ...context, by: 'hospital' }).add[0]!.text).toContain(
      'The hospital has cancelled this appointment.',
    );
  });

  it('moved: a notice, and the reminder moves before the new time', () => {
    const plan = messagesAfterChange(booking, { ...booking, preferredDate: '2026-12-10', preferredTime: '3:00 PM' }, by);
    expect(plan.cancelReminders).toBe(REMINDER_CANCELLED_BECAUSE.visitMoved);
    expect(plan.add.map((message) => `${message.kind}/${message.dueAt}`)).toEqual([
      `rescheduled/${now.toISOString()}`,
      `rescheduled/${now.toISOString()}`,
      'reminder/2026-12-09T09:30:00.000Z',
      'reminder/2026-12-09T09:30:00.000Z',
    ]);
  });

  it('moved with reminders stopped: the notice alone', () => {
    const stopped = { ...booking, remindersStopped: true };
    expect(messagesAfterChange(stopped, { ...stopped, preferredDate: '2026-12-10' }, by).add.map((message) => message.kind)).toEqual(['rescheduled', 'rescheduled']);
  });

  it('stranded by the calendar: a notice saying why, and no reminder until it moves', () => {
    for (const reason of NEW_TIME_REASONS) {
      const plan = messagesAfterChange(booking, { ...booking, needsNewTime: reason }, { ...context, by: 'hospital' });
      expect(plan.cancelReminders).toBe(REMINDER_CANCELLED_BECAUSE.needsNewTime);
      expect(plan.add.map((message) => message.kind)).toEqual(['needs_new_time', 'needs_new_time']);
    }
    const leave = messagesAfterChange(booking, { ...booking, needsNewTime: 'doctor_leave' }, { ...context, by: 'hospital' }).add[0]!;
    expect(leave.text).toContain('Your doctor is on leave that day.');
    expect(leave.text).toContain('https://citycarehospital.in/appointments/manage');
  });

  it('reminders stopped: the reminder cancelled and nothing sent', () => {
    expect(messagesAfterChange(booking, { ...booking, remindersStopped: true }, by)).toEqual({ cancelReminders: REMINDER_CANCELLED_BECAUSE.stopped, add: [] });
  });

  it('confirmed by staff: nothing new; completed: the reminder no longer wanted; revived: the reminder back', () => {
    expect(messagesAfterChange(booking, { ...booking, status: 'confirmed' }, by)).toEqual({ add: [] });
    expect(messagesAfterChange(booking, { ...booking, status: 'completed' }, by)).toEqual({ cancelReminders: REMINDER_CANCELLED_BECAUSE.visitEnded, add: [] });
    const cancelled = { ...booking, status: 'cancelled' as const };
    expect(messagesAfterChange(cancelled, { ...booking, status: 'confirmed' }, by).add.map((message) => message.kind)).toEqual(['reminder', 'reminder']);
  });
});

describe("what an e-mail carries", () => {
  it('an HTML body with the same words, escaped, its addresses links', () => {
    const html = messageHtml('Dear <Ravi> & family,\n\nOpen https://citycarehospital.in/appointments/manage.', 'hi');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('Dear &#60;Ravi&#62; &#38; family,');
    expect(html).toContain('<a href="https://citycarehospital.in/appointments/manage">https://citycarehospital.in/appointments/manage</a>.');
  });

  it("the visit's calendar file, in the booking's language, with the confirmation page's UID", () => {
    const file = visitCalendarFile(messageVisitEvent({ ...booking, language: 'hi' }), now);
    expect(file).toContain('UID:CCH-7K4Q-M2XD@citycarehospital');
    expect(file).toContain('DTSTART;TZID=Asia/Kolkata:20261204T103000');
    expect(file).toContain('STATUS:TENTATIVE');
    expect(file).toMatch(DEVANAGARI);
  });

  it('the manage link of the booking’s language', () => {
    expect(manageBookingUrl('http://localhost:5000/', 'hi')).toBe('http://localhost:5000/hi/appointments/manage');
    expect(manageBookingUrl('http://localhost:5000', 'en')).toBe('http://localhost:5000/appointments/manage');
  });
});
