// Patients hear from the hospital: every booking writes its confirmation and, when there is time for one,
// a reminder 24 hours before the visit, by e-mail and SMS, in the booking's language; a cancel, a move or a change to
// the hospital's calendar writes its notice and takes the waiting reminder back; a patient may stop reminders. Without
// SMTP or an SMS webhook (as here) nothing is sent: a message due now becomes `not_configured` (at once on the mock,
// within seconds on apps/api's queue worker). How staff read the outbox is outbox.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  MESSAGE_WORDS,
  REMINDER_CANCELLED_BECAUSE,
  addDays,
  hospitalToday,
  visitStart,
  type Appointment,
  type Availability,
  type Doctor,
  type ManagedBooking,
} from '@hospital/contract';
import { ApiClient, DEMO_RECEPTION, serverForThisFile } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';
import {
  DEVANAGARI,
  DUE_NOW,
  EMAIL,
  HOUR,
  LEAVE_DAY,
  NEXT_DAY,
  PHONE,
  bookingBody,
  bookingsAndOutbox,
  ofKind,
  reminderDue,
  summary,
} from './messageBookings.ts';

const api = serverForThisFile();
const { book, manage, messagesOf, settledMessagesOf } = bookingsAndOutbox(api);
let reception: ApiClient;
beforeAll(async () => {
  reception = new ApiClient(api.server.baseUrl);
  await reception.signIn(DEMO_RECEPTION);
});

describe('a booking’s language', () => {
  it('is English unless the booking says otherwise, Hindi when it does, and never another', async () => {
    const english = await book({ preferredTime: '9:00 AM' });
    expect(english).toMatchObject({ language: 'en', remindersStopped: false });
    const hindi = await book({ preferredTime: '9:30 AM', language: 'hi' });
    expect(hindi).toMatchObject({ language: 'hi', remindersStopped: false });
    const stored = (await api.server.readData()).appointments;
    expect(stored.find((a) => a.id === english.id)).toMatchObject({ language: 'en', remindersStopped: false });
    expect(stored.find((a) => a.id === hindi.id)).toMatchObject({ language: 'hi', remindersStopped: false });
    const listed = (await api.admin.get(API_PATHS.appointments)).json() as Appointment[];
    expect(listed.find((a) => a.id === hindi.id)).toEqual(hindi);

    const french = await api.anonymous.send('POST', API_PATHS.appointments, bookingBody({ preferredTime: '11:00 AM', language: 'fr' }));
    expect(french.status).toBe(400);
    expect(Object.keys((french.json() as { fields: object }).fields)).toEqual(['language']);
  });

  it('is the language of every message about the booking: a Hindi booking’s are in Devanagari', async () => {
    const hindi = await book({ preferredTime: '11:30 AM', language: 'hi' });
    const messages = await messagesOf(hindi.id);
    expect(messages).toHaveLength(4);
    for (const message of messages) {
      expect(message.language).toBe('hi');
      expect(message.text, `${message.kind}/${message.channel}`).toMatch(DEVANAGARI);
      expect(message.text).toContain(hindi.reference);
    }
    for (const message of messages.filter((m) => m.channel === 'email')) expect(message.subject).toMatch(DEVANAGARI);
  });
});

describe('what a booking writes', () => {
  it('a confirmation by e-mail and SMS now, and a reminder by both 24 hours before the visit', async () => {
    const before = Date.now();
    const mine = await book({ preferredTime: '2:00 PM' });
    const messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms']);
    for (const message of messages) {
      expect(message).toMatchObject({ appointmentId: mine.id, reference: mine.reference, language: 'en', attempts: expect.any(Number) });
      expect(message.recipient).toBe(message.channel === 'email' ? mine.email : mine.phone);
      // What the patient needs, never what they told the doctor.
      expect(message.text).toContain(mine.reference);
      expect(message.text).not.toContain('Palpitations');
      expect(message.subject === null).toBe(message.channel === 'sms');
      if (message.channel === 'email') expect(message.subject).toContain(mine.reference);
    }
    for (const confirmation of ofKind(messages, 'confirmation')) {
      expect(DUE_NOW).toContain(confirmation.status);
      expect(Date.parse(confirmation.dueAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(confirmation.dueAt)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    for (const reminder of ofKind(messages, 'reminder')) {
      expect(reminder.status).toBe('queued');
      // 2:00 PM in India is 08:30 UTC: the reminder is due at 08:30 UTC the day before.
      expect(Date.parse(reminder.dueAt)).toBe(reminderDue(mine));
      expect(reminder.dueAt.slice(11, 16)).toBe('08:30');
      expect(reminder.lastError).toBeNull();
      expect(reminder.sentAt).toBeNull();
    }
  });

  it('marks the confirmation not_configured when no channel is set up, and leaves the reminder waiting', async () => {
    const mine = await book({ preferredTime: '2:30 PM' });
    const messages = await settledMessagesOf(mine.id);
    for (const confirmation of ofKind(messages, 'confirmation')) expect(confirmation).toMatchObject({ status: 'not_configured', sentAt: null });
    for (const reminder of ofKind(messages, 'reminder')) expect(reminder.status).toBe('queued');
  });

  it('writes no reminder for a visit less than 24 hours ahead', async () => {
    // The first slot of any doctor that begins between ten minutes and 23 hours from now.
    const today = hospitalToday();
    const doctors = (await api.anonymous.get(API_PATHS.doctors)).json() as Doctor[];
    let found: { doctor: Doctor; date: string; time: string } | undefined;
    for (const doctor of doctors) {
      if (doctor.departmentId === null || doctor.departmentId === undefined) continue;
      const days = ((await api.anonymous.get(`${API_PATHS.availability}?doctorId=${doctor.id}&from=${today}&to=${addDays(today, 1)}`)).json() as Availability).days;
      for (const day of days) {
        const slot = day.slots.find((candidate) => {
          const start = visitStart({ preferredDate: day.date, preferredTime: candidate.time }).getTime();
          return candidate.left > 0 && start > Date.now() + 10 * 60_000 && start < Date.now() + 23 * HOUR;
        });
        if (slot) {
          found = { doctor, date: day.date, time: slot.time };
          break;
        }
      }
      if (found) break;
    }
    // Only on the eve of a holiday with every doctor away could there be none; then there is nothing to book.
    if (!found) return;
    const departments = (await api.anonymous.get(API_PATHS.departments)).json() as Array<{ id: number; name: string }>;
    const soon = await book({
      doctorId: found.doctor.id,
      department: departments.find((department) => department.id === found.doctor.departmentId)!.name,
      preferredDate: found.date,
      preferredTime: found.time,
    });
    expect(summary(await messagesOf(soon.id))).toEqual(['confirmation/email', 'confirmation/sms']);
  });
});

describe('a patient’s changes', () => {
  it('cancel: the waiting reminders are cancelled and a cancellation notice is written', async () => {
    const mine = await book({ preferredTime: '3:00 PM' });
    const response = await manage(API_PATHS.bookingCancel, mine);
    expect(response.status, response.text).toBe(200);
    const messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['cancelled/email', 'cancelled/sms', 'confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms']);
    for (const reminder of ofKind(messages, 'reminder')) expect(reminder).toMatchObject({ status: 'cancelled', lastError: REMINDER_CANCELLED_BECAUSE.visitCancelled });
    for (const notice of ofKind(messages, 'cancelled')) {
      expect(DUE_NOW).toContain(notice.status);
      expect(notice.text).toContain(mine.reference);
      expect(notice.recipient).toBe(notice.channel === 'email' ? EMAIL : PHONE);
    }
    expect(ofKind(messages, 'cancelled').find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.en.opening.cancelled.patient);
  });

  it('reschedule: the old reminders are cancelled, a notice is written, and new reminders wait for 24 hours before the new time', async () => {
    const mine = await book({ preferredTime: '3:30 PM' });
    const response = await manage(API_PATHS.bookingReschedule, mine, { preferredDate: NEXT_DAY, preferredTime: '10:30 AM' });
    expect(response.status, response.text).toBe(200);
    const messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual([
      'confirmation/email',
      'confirmation/sms',
      'reminder/email',
      'reminder/email',
      'reminder/sms',
      'reminder/sms',
      'rescheduled/email',
      'rescheduled/sms',
    ]);
    const reminders = ofKind(messages, 'reminder');
    const old = reminders.filter((reminder) => Date.parse(reminder.dueAt) === reminderDue(mine));
    const renewed = reminders.filter((reminder) => Date.parse(reminder.dueAt) === reminderDue({ preferredDate: NEXT_DAY, preferredTime: '10:30 AM' }));
    expect(old).toHaveLength(2);
    expect(renewed).toHaveLength(2);
    for (const reminder of old) expect(reminder).toMatchObject({ status: 'cancelled', lastError: REMINDER_CANCELLED_BECAUSE.visitMoved });
    for (const reminder of renewed) expect(reminder).toMatchObject({ status: 'queued', lastError: null });
    for (const notice of ofKind(messages, 'rescheduled')) {
      expect(DUE_NOW).toContain(notice.status);
      expect(notice.text).toContain('10:30 AM');
    }
    expect(ofKind(messages, 'rescheduled').find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.en.opening.rescheduled.patient);
  });

  it('stop reminders: the reminders are cancelled, the booking remembers it, and a later move writes none', async () => {
    const mine = await book({ preferredTime: '4:00 PM' });
    const response = await manage(API_PATHS.bookingStopReminders, mine);
    expect(response.status, response.text).toBe(200);
    expect(response.json() as ManagedBooking).toMatchObject({ reference: mine.reference, remindersStopped: true, language: 'en', status: 'pending', canChange: true });
    expect(response.text).not.toMatch(/example\.in|94150|Palpitations/);
    // Asked again, the same answer.
    const again = await manage(API_PATHS.bookingStopReminders, mine);
    expect(again.status).toBe(200);
    expect(again.json()).toEqual(response.json());

    let messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms']);
    for (const reminder of ofKind(messages, 'reminder')) expect(reminder).toMatchObject({ status: 'cancelled', lastError: REMINDER_CANCELLED_BECAUSE.stopped });
    expect((await manage(API_PATHS.bookingLookup, mine)).json()).toMatchObject({ remindersStopped: true });
    expect((await api.server.readData()).appointments.find((a) => a.id === mine.id)).toMatchObject({ remindersStopped: true });
    const listed = (await api.admin.get(`${API_PATHS.appointments}?q=${mine.reference}`)).json() as { items: Appointment[] };
    expect(listed.items.find((a) => a.id === mine.id)).toMatchObject({ remindersStopped: true });

    expect((await manage(API_PATHS.bookingReschedule, mine, { preferredDate: NEXT_DAY, preferredTime: '11:30 AM' })).status).toBe(200);
    messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms', 'rescheduled/email', 'rescheduled/sms']);
    expect(messages.filter((message) => message.status === 'queued' && message.kind === 'reminder')).toEqual([]);
  });

  it('stop reminders is answered as the other manage routes: 404 for wrong details, 409 once it cannot change, 400 naming a bad field', async () => {
    const mine = await book({ preferredTime: '4:30 PM' });
    const wrong = await api.anonymous.send('POST', API_PATHS.bookingStopReminders, { reference: mine.reference, contact: '9415066779' });
    expect(wrong.status).toBe(404);
    expect(wrong.json()).toEqual({ message: 'We could not find a booking with these details', code: 'booking_not_found' });
    const malformed = await api.anonymous.send('POST', API_PATHS.bookingStopReminders, { reference: mine.reference });
    expect(malformed.status).toBe(400);
    expect(Object.keys((malformed.json() as { fields: object }).fields)).toEqual(['contact']);
    expect((await manage(API_PATHS.bookingCancel, mine)).status).toBe(200);
    const locked = await manage(API_PATHS.bookingStopReminders, mine);
    expect(locked.status).toBe(409);
    expect(locked.json()).toEqual({ message: 'This appointment can no longer be changed.', code: 'booking_locked' });
    expect((await api.server.readData()).appointments.find((a) => a.id === mine.id)).toMatchObject({ remindersStopped: false });
  });
});

describe('the hospital’s changes', () => {
  it('a staff cancel writes the hospital’s notice and cancels the reminders', async () => {
    const mine = await book({ preferredTime: '5:00 PM' });
    const response = await reception.send('PATCH', API_PATHS.appointmentStatus(mine.id), { status: 'cancelled' });
    expect(response.status, response.text).toBe(200);
    const messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['cancelled/email', 'cancelled/sms', 'confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms']);
    for (const reminder of ofKind(messages, 'reminder')) expect(reminder).toMatchObject({ status: 'cancelled', lastError: REMINDER_CANCELLED_BECAUSE.visitCancelled });
    expect(ofKind(messages, 'cancelled').find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.en.opening.cancelled.hospital);
  });

  it('a staff confirmation writes nothing new', async () => {
    const mine = await book({ preferredTime: '10:00 AM' });
    expect((await api.admin.send('PATCH', API_PATHS.appointmentStatus(mine.id), { status: 'confirmed' })).status).toBe(200);
    expect(summary(await messagesOf(mine.id))).toEqual(['confirmation/email', 'confirmation/sms', 'reminder/email', 'reminder/sms']);
  });

  it('leave over a booked day writes a needs_new_time notice and cancels the reminders', async () => {
    const mine = await book({ doctorId: 2, preferredDate: LEAVE_DAY, preferredTime: '11:00 AM' });
    const response = await api.admin.send('POST', API_PATHS.doctorLeave(2), { from: LEAVE_DAY, to: LEAVE_DAY, reason: 'Cardiology conference in Pune' });
    expect(response.status, response.text).toBe(201);
    const messages = await messagesOf(mine.id);
    expect(summary(messages)).toEqual(['confirmation/email', 'confirmation/sms', 'needs_new_time/email', 'needs_new_time/sms', 'reminder/email', 'reminder/sms']);
    for (const reminder of ofKind(messages, 'reminder')) expect(reminder).toMatchObject({ status: 'cancelled', lastError: REMINDER_CANCELLED_BECAUSE.needsNewTime });
    for (const notice of ofKind(messages, 'needs_new_time')) {
      expect(DUE_NOW).toContain(notice.status);
      expect(notice.text).toContain(mine.reference);
      // The leave's reason is the doctor's own business.
      expect(notice.text).not.toContain('Pune');
    }
    expect(ofKind(messages, 'needs_new_time').find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.en.newTimeReason.doctor_leave);
  });

  it('a closure and a doctor’s retirement write their notices too, once per booking, in the booking’s language', async () => {
    const closureDay = openDay(40, 7);
    const closed = await book({ doctorId: 7, department: 'General Medicine', preferredDate: closureDay, preferredTime: '9:00 AM', language: 'hi' });
    expect((await api.admin.send('POST', API_PATHS.closures, { date: closureDay, name: 'Local holiday' })).status).toBe(201);
    const notices = ofKind(await messagesOf(closed.id), 'needs_new_time');
    expect(summary(notices)).toEqual(['needs_new_time/email', 'needs_new_time/sms']);
    expect(notices.find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.hi.newTimeReason.opd_closed);

    // Retiring its doctor strands that booking again; it already waits for a new time, so nothing more is written.
    expect((await api.admin.send('DELETE', API_PATHS.doctor(7))).status).toBe(200);
    expect(summary(ofKind(await messagesOf(closed.id), 'needs_new_time'))).toEqual(['needs_new_time/email', 'needs_new_time/sms']);

    const retiredDay = openDayAfter(closureDay, 12);
    const retired = await book({ doctorId: 12, department: 'General Surgery', preferredDate: retiredDay, preferredTime: '9:00 AM' });
    expect((await api.admin.send('DELETE', API_PATHS.doctor(12))).status).toBe(200);
    const retiredNotices = ofKind(await messagesOf(retired.id), 'needs_new_time');
    expect(summary(retiredNotices)).toEqual(['needs_new_time/email', 'needs_new_time/sms']);
    expect(retiredNotices.find((m) => m.channel === 'email')!.text).toContain(MESSAGE_WORDS.en.newTimeReason.doctor_retired);
    expect(retiredNotices.find((m) => m.channel === 'email')!.text).toContain('Dr. Manish Kapoor');
  });
});
