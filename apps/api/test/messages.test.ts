// The messages to patients from real apps/api processes into loopback sinks: a confirmation by e-mail and
// SMS for each booking, in the booking's language; reminders that go when due, never for a cancelled visit, and move
// with a visit; retries through an SMTP outage, then `failed`, then a resend; and, without channels, `not_configured`
// with nothing sent. The server's log never holds a recipient.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGING, REMINDER_CANCELLED_BECAUSE, visitStart, type Appointment } from '@hospital/contract';
import { freshPostgresDatabase } from '../../../api-contract/harness.ts';
import { FAST_QUEUE, admin, book, bookingRequest, commonOpenDay, instance, messagesOf, stopInstance, type Instance } from './messageBookings.ts';
import { eventually, startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from './messageSinks.ts';
import { openDay } from './openDays.ts';
import { emptyPgliteDir } from './throwawayDatabases.ts';

const mailsAbout = (smtp: SmtpSink, reference: string) => smtp.mails.filter((mail) => mail.subject?.includes(reference));
const smsAbout = (webhook: WebhookSink, reference: string) => webhook.messages.filter((sms) => sms.text.includes(reference));

/** No recipient, e-mail or phone, in what the server wrote to its log. */
function expectNoRecipientsIn(output: string, bookings: readonly Appointment[]) {
  for (const booking of bookings) {
    expect(output).not.toContain(booking.email);
    expect(output).not.toContain(booking.phone);
    expect(output).not.toContain(booking.phone.replace(/\s/g, ''));
  }
}

describe('messages on PostgreSQL, into the sinks', () => {
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Instance;
  const booked: Appointment[] = [];

  beforeAll(async () => {
    [smtp, webhook, database] = await Promise.all([startSmtpSink(), startWebhookSink(), freshPostgresDatabase()]);
    server = await instance({ DATABASE_URL: database.url, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url, ...FAST_QUEUE });
  });
  afterAll(async () => {
    await stopInstance(server);
    await Promise.all([smtp?.close(), webhook?.close(), database?.drop()]);
  });

  it('sends one confirmation e-mail, with the reference and the visit’s calendar, and one SMS, within five seconds', async () => {
    const started = Date.now();
    const booking = await book(server.baseUrl, bookingRequest({ doctorId: 1, preferredDate: openDay(20, 1), preferredTime: '10:00 AM' }));
    booked.push(booking);
    await eventually('the confirmation by e-mail and SMS', () => mailsAbout(smtp, booking.reference).length >= 1 && smsAbout(webhook, booking.reference).length >= 1, 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    // A moment more: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [mail] = mailsAbout(smtp, booking.reference);
    expect(mailsAbout(smtp, booking.reference)).toHaveLength(1);
    expect(smsAbout(webhook, booking.reference)).toHaveLength(1);
    expect(mail!.to).toMatchObject({ value: [{ address: booking.email }] });
    expect(mail!.from?.text).toContain('City Care Hospital');
    expect(mail!.subject).toMatch(/^Appointment booked: .* \(CCH-/);
    expect(mail!.text).toContain(`Reference: ${booking.reference}`);
    expect(mail!.text).toContain('Dr. Rajesh Malhotra');
    expect(mail!.text).toContain('/appointments/manage');
    expect(mail!.text).toContain('Stop reminders');
    expect(mail!.html).toContain(booking.reference);
    const calendar = mail!.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    expect(calendar).toBeDefined();
    expect(calendar!.content.toString('utf8')).toContain('BEGIN:VCALENDAR');
    expect(calendar!.content.toString('utf8')).toContain(`${booking.reference}@citycarehospital`);
    expect(calendar!.content.toString('utf8')).toContain('METHOD:PUBLISH');
    const [sms] = smsAbout(webhook, booking.reference);
    expect(sms!.to).toBe(booking.phone);
    expect(sms!.text).toContain(booking.reference);

    // Staff read both as sent, with the booking's reference; its reminder waits for its day.
    const messages = await messagesOf(await admin(server.baseUrl), booking.id);
    const confirmations = messages.filter((message) => message.kind === 'confirmation');
    expect(confirmations.map((message) => [message.channel, message.status, message.attempts, message.reference]).sort()).toEqual([
      ['email', 'sent', 1, booking.reference],
      ['sms', 'sent', 1, booking.reference],
    ]);
    expect(confirmations.every((message) => message.sentAt !== null && message.lastError === null)).toBe(true);
    expect(messages.filter((message) => message.kind === 'reminder').map((message) => message.status)).toEqual(['queued', 'queued']);
  });

  it('writes a Hindi booking’s e-mail and SMS in Hindi', async () => {
    const booking = await book(server.baseUrl, bookingRequest({ doctorId: 2, preferredDate: openDay(20, 2), preferredTime: '10:00 AM', language: 'hi' }));
    booked.push(booking);
    expect(booking.language).toBe('hi');
    await eventually('the Hindi confirmation', () => mailsAbout(smtp, booking.reference).length >= 1 && smsAbout(webhook, booking.reference).length >= 1, 5000);
    const [mail] = mailsAbout(smtp, booking.reference);
    expect(mail!.subject).toContain('अपॉइंटमेंट बुक हो गया');
    expect(mail!.text).toContain('संदर्भ संख्या');
    expect(mail!.text).toContain('/hi/appointments/manage');
    expect(mail!.html).toContain('lang="hi"');
    expect(smsAbout(webhook, booking.reference)[0]!.text).toContain('अपॉइंटमेंट बुक');
  });

  it('retries through an SMTP outage, counting each try, then marks the e-mail failed; a resend delivers it', async () => {
    smtp.refusing = true;
    const booking = await book(server.baseUrl, bookingRequest({ doctorId: 1, preferredDate: openDay(20, 1), preferredTime: '11:00 AM' }));
    booked.push(booking);
    const staff = await admin(server.baseUrl);
    const email = async () => (await messagesOf(staff, booking.id)).find((message) => message.kind === 'confirmation' && message.channel === 'email')!;
    const seen = new Set<number>();
    await eventually(
      'the e-mail to fail after its tries',
      async () => {
        const message = await email();
        seen.add(message.attempts);
        return message.status === 'failed';
      },
      40_000,
    );
    const failed = await email();
    expect(failed.attempts).toBe(MESSAGING.attempts);
    // The tries were counted one by one as they happened, not all at the end.
    expect([...seen].filter((attempts) => attempts > 0 && attempts < MESSAGING.attempts).length).toBeGreaterThanOrEqual(2);
    expect(failed.lastError).toContain('451');
    expect(failed.lastError).not.toContain(booking.email);
    expect(mailsAbout(smtp, booking.reference)).toHaveLength(0);
    // The SMS went all the same.
    expect((await messagesOf(staff, booking.id)).find((message) => message.kind === 'confirmation' && message.channel === 'sms')!.status).toBe('sent');
    // The front desk's list shows it among the failed.
    const failedPage = await staff.get(`${API_PATHS.messages}?status=failed`);
    expect((failedPage.json() as { items: { id: number }[] }).items.map((message) => message.id)).toContain(failed.id);

    // Only a failed message is sent again.
    const sms = (await messagesOf(staff, booking.id)).find((message) => message.kind === 'confirmation' && message.channel === 'sms')!;
    expect((await staff.send('POST', API_PATHS.messageResend(sms.id))).status).toBe(409);
    expect((await staff.send('POST', API_PATHS.messageResend(99_999_999))).status).toBe(404);

    smtp.refusing = false;
    const resent = await staff.send('POST', API_PATHS.messageResend(failed.id));
    expect(resent.status).toBe(200);
    expect(resent.json()).toMatchObject({ id: failed.id, status: 'queued', attempts: 0, lastError: null });
    await eventually('the resent e-mail', () => mailsAbout(smtp, booking.reference).length === 1, 5000);
    await eventually('the resent e-mail marked sent', async () => (await email()).status === 'sent', 5000);
    expect((await email()).attempts).toBe(1);
    // The audit trail names the resend, never to whom or what.
    const audit = await staff.get(`${API_PATHS.audit}?pageSize=100`);
    const entry = (audit.json() as { items: { action: string; after: unknown }[] }).items.find((item) => item.action === 'message.resend');
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(booking.email);
    expect(JSON.stringify(entry)).not.toContain(booking.reference);
  });

  it('keeps recipients and texts out of the server’s log', () => {
    expect(server.output()).toContain('"msg":"patient message"');
    expectNoRecipientsIn(server.output(), booked);
  });
});

describe('reminders on PostgreSQL', () => {
  // Three doctors with the same slots on one day: each booking's reminder falls at one moment, a few seconds after the
  // server starts (REMINDER_HOURS chosen so), and the test watches which go.
  const day = commonOpenDay(3, [1, 2, 3], ['10:00 AM', '11:00 AM']);
  const visit = visitStart({ preferredDate: day, preferredTime: '10:00 AM' });
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Instance;
  let reminderAt: number;
  let reminderHours: number;

  beforeAll(async () => {
    [smtp, webhook, database] = await Promise.all([startSmtpSink(), startWebhookSink(), freshPostgresDatabase()]);
    reminderAt = Date.now() + 25_000;
    reminderHours = (visit.getTime() - reminderAt) / 3_600_000;
    server = await instance({ DATABASE_URL: database.url, SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url, REMINDER_HOURS: String(reminderHours), ...FAST_QUEUE });
  });
  afterAll(async () => {
    await stopInstance(server);
    await Promise.all([smtp?.close(), webhook?.close(), database?.drop()]);
  });

  it('sends a reminder when due, never for a visit cancelled, and moves it with a visit rescheduled', async () => {
    const kept = await book(server.baseUrl, bookingRequest({ doctorId: 1, preferredDate: day, preferredTime: '10:00 AM' }));
    const cancelled = await book(server.baseUrl, bookingRequest({ doctorId: 2, preferredDate: day, preferredTime: '10:00 AM' }));
    const moved = await book(server.baseUrl, bookingRequest({ doctorId: 3, preferredDate: day, preferredTime: '10:00 AM' }));
    expect(Date.now()).toBeLessThan(reminderAt - 3000);
    const staff = await admin(server.baseUrl);
    const reminders = async (booking: Appointment) => (await messagesOf(staff, booking.id)).filter((message) => message.kind === 'reminder');
    for (const booking of [kept, cancelled, moved]) {
      const waiting = await reminders(booking);
      expect(waiting.map((message) => [message.channel, message.status]).sort()).toEqual([
        ['email', 'queued'],
        ['sms', 'queued'],
      ]);
      expect(Math.abs(Date.parse(waiting[0]!.dueAt) - reminderAt)).toBeLessThan(1000);
    }

    // The patient cancels one visit; another moves an hour later.
    const lookup = (booking: Appointment) => ({ reference: booking.reference, contact: booking.phone });
    const post = (path: string, body: unknown) => fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(API_PATHS.bookingCancel, lookup(cancelled))).status).toBe(200);
    expect((await post(API_PATHS.bookingReschedule, { ...lookup(moved), preferredDate: day, preferredTime: '11:00 AM' })).status).toBe(200);

    const cancelledReminders = await reminders(cancelled);
    expect(cancelledReminders.map((message) => [message.status, message.lastError])).toEqual([
      ['cancelled', REMINDER_CANCELLED_BECAUSE.visitCancelled],
      ['cancelled', REMINDER_CANCELLED_BECAUSE.visitCancelled],
    ]);
    const movedReminders = await reminders(moved);
    const old = movedReminders.filter((message) => message.status === 'cancelled');
    const renewed = movedReminders.filter((message) => message.status === 'queued');
    expect(old.map((message) => message.lastError)).toEqual([REMINDER_CANCELLED_BECAUSE.visitMoved, REMINDER_CANCELLED_BECAUSE.visitMoved]);
    expect(renewed).toHaveLength(2);
    const newVisit = visitStart({ preferredDate: day, preferredTime: '11:00 AM' }).getTime();
    for (const message of renewed) {
      expect(Date.parse(message.dueAt)).toBeLessThan(newVisit);
      expect(Math.abs(Date.parse(message.dueAt) - (newVisit - reminderHours * 3_600_000))).toBeLessThan(1000);
    }
    // The patients heard of the cancel and the move.
    await eventually('the notices of the cancel and the move', () => mailsAbout(smtp, cancelled.reference).length >= 2 && mailsAbout(smtp, moved.reference).length >= 2, 5000);
    expect(mailsAbout(smtp, cancelled.reference).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Appointment cancelled/));
    expect(mailsAbout(smtp, moved.reference).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Appointment moved/));

    // The moment comes: the kept visit's reminder goes, by e-mail and SMS; the others' do not.
    const isReminder = (subject: string | undefined) => subject?.startsWith('Reminder') ?? false;
    await eventually('the reminder', () => mailsAbout(smtp, kept.reference).some((mail) => isReminder(mail.subject)) && smsAbout(webhook, kept.reference).length >= 2, reminderAt - Date.now() + 8000);
    expect(Date.now()).toBeGreaterThanOrEqual(reminderAt - 500);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsAbout(smtp, kept.reference).filter((mail) => isReminder(mail.subject))).toHaveLength(1);
    expect(mailsAbout(smtp, cancelled.reference).filter((mail) => isReminder(mail.subject))).toHaveLength(0);
    expect(mailsAbout(smtp, moved.reference).filter((mail) => isReminder(mail.subject))).toHaveLength(0);
    expect(smsAbout(webhook, cancelled.reference).filter((sms) => /reminder/i.test(sms.text))).toHaveLength(0);
    expect(smsAbout(webhook, moved.reference).filter((sms) => /reminder/i.test(sms.text))).toHaveLength(0);
    expect((await reminders(kept)).map((message) => message.status)).toEqual(['sent', 'sent']);
    expect((await reminders(cancelled)).map((message) => message.status)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('without SMTP_URL or SMS_WEBHOOK_URL, on PGlite', () => {
  // The demo: messages are written for staff to read, and nothing pretends to send them. With the SMTP sink given
  // and no webhook, the e-mail goes (the queue runs on PGlite too) and the SMS is `not_configured`.
  let dir: string;
  let smtp: SmtpSink;
  let server: Instance | undefined;
  beforeAll(async () => {
    // An empty database: the server migrates and seeds it, as `npm start` does the first time.
    dir = mkdtempSync(join(tmpdir(), 'hospital-messages-'));
    emptyPgliteDir(join(dir, 'pglite'));
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await stopInstance(server);
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes every message as not_configured, sends nothing, and logs no recipient', async () => {
    server = await instance({ DATA_DIR: join(dir, 'pglite'), ...FAST_QUEUE });
    const booking = await book(server.baseUrl, bookingRequest({ doctorId: 1, preferredDate: openDay(20, 1), preferredTime: '9:00 AM' }));
    const messages = await messagesOf(await admin(server.baseUrl), booking.id);
    expect(messages.filter((message) => message.kind === 'confirmation').map((message) => [message.channel, message.status, message.attempts]).sort()).toEqual([
      ['email', 'not_configured', 0],
      ['sms', 'not_configured', 0],
    ]);
    // The text staff can read is what would have gone.
    expect(messages.find((message) => message.channel === 'email' && message.kind === 'confirmation')!.text).toContain(booking.reference);
    expect(smtp.mails).toHaveLength(0);
    expectNoRecipientsIn(server.output(), [booking]);
    await stopInstance(server, 'SIGTERM');
  });

  it('sends e-mail from PGlite’s queue when SMTP is set, and marks the SMS not_configured', async () => {
    server = await instance({ DATA_DIR: join(dir, 'pglite'), SMTP_URL: smtp.url, ...FAST_QUEUE });
    const booking = await book(server.baseUrl, bookingRequest({ doctorId: 1, preferredDate: openDay(20, 1), preferredTime: '9:30 AM', language: 'hi' }));
    await eventually('the e-mail from PGlite', () => mailsAbout(smtp, booking.reference).length === 1, 5000);
    const staff = await admin(server.baseUrl);
    await eventually('the e-mail marked sent', async () => (await messagesOf(staff, booking.id)).some((message) => message.channel === 'email' && message.status === 'sent'), 5000);
    const confirmations = (await messagesOf(staff, booking.id)).filter((message) => message.kind === 'confirmation');
    expect(confirmations.map((message) => [message.channel, message.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'not_configured'],
    ]);
    expectNoRecipientsIn(server.output(), [booking]);
  });
});
