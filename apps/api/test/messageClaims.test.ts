// A message is claimed (`sending`) before it is handed to its channel, and what the channel answers never writes over
// a final state: a reminder whose visit is cancelled while a slow gateway holds it went all the same (that cannot be
// recalled), and its row stays `cancelled`, saying so, instead of turning `sent`. Real apps/api processes, on
// PostgreSQL, into loopback sinks that hold each request before they answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGE_CANCELLED_TOO_LATE, REMINDER_CANCELLED_BECAUSE, visitStart, type Message } from '@hospital/contract';
import { freshPostgresDatabase } from '../../../api-contract/harness.ts';
import { FAST_QUEUE, admin, book, bookingRequest, commonOpenDay, instance, messagesOf, stopInstance, type Instance } from './messageBookings.ts';
import { eventually, startSmtpSink, startWebhookSink, type SmtpSink, type WebhookSink } from './messageSinks.ts';

describe('a reminder cancelled while its channel holds it, on PostgreSQL', () => {
  const day = commonOpenDay(3, [1], ['10:00 AM']);
  const visit = visitStart({ preferredDate: day, preferredTime: '10:00 AM' });
  /** How long each sink holds a request before it answers: the gateway is slow, the message already with it. */
  const holdMs = 6000;
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: Instance;
  let reminderAt: number;

  beforeAll(async () => {
    [smtp, webhook, database] = await Promise.all([startSmtpSink(), startWebhookSink(), freshPostgresDatabase()]);
    // The reminder falls due a little after the server has started and the visit is booked.
    reminderAt = Date.now() + 25_000;
    const reminderHours = (visit.getTime() - reminderAt) / 3_600_000;
    // A try's expiry well beyond the hold, so the slow answer is the first try's own, not a retry's.
    server = await instance({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      SMS_WEBHOOK_URL: webhook.url,
      REMINDER_HOURS: String(reminderHours),
      ...FAST_QUEUE,
      MESSAGE_EXPIRE_SECONDS: '30',
    });
  });
  afterAll(async () => {
    await stopInstance(server);
    await Promise.all([smtp?.close(), webhook?.close(), database?.drop()]);
  });

  it('shows it `sending` while the gateway holds it, and keeps it `cancelled` after, saying it went too late to stop', { timeout: 90_000 }, async () => {
    const booking = await book(server.baseUrl, { ...bookingRequest({ doctorId: 1, preferredDate: day, preferredTime: '10:00 AM' }), patientName: 'Savitri Devi' });
    expect(Date.now()).toBeLessThan(reminderAt - 3000);
    const staff = await admin(server.baseUrl);
    const reminders = async () => (await messagesOf(staff, booking.id)).filter((message) => message.kind === 'reminder');
    await eventually('the confirmations sent', async () => (await messagesOf(staff, booking.id)).filter((message) => message.status === 'sent').length === 2, 20_000);

    smtp.answerDelayMs = holdMs;
    webhook.answerDelayMs = holdMs;
    // The moment comes: both reminders are claimed and handed over, and the sinks hold them, unanswered.
    const isReminder = (subject: string | undefined) => subject?.startsWith('Reminder') ?? false;
    const remindersReceived = () => [
      ...smtp.mails.filter((mail) => mail.subject?.includes(booking.reference) && isReminder(mail.subject)),
      ...webhook.messages.filter((sms) => sms.text.includes(booking.reference) && /reminder/i.test(sms.text)),
    ];
    await eventually('both reminders with the sinks', () => remindersReceived().length === 2, reminderAt - Date.now() + 10_000);
    expect((await reminders()).map((message) => message.status)).toEqual(['sending', 'sending']);
    const sendingPage = await staff.get(`${API_PATHS.messages}?status=sending&appointmentId=${booking.id}`);
    expect(sendingPage.status).toBe(200);
    expect((sendingPage.json() as { total: number }).total).toBe(2);

    // The patient cancels meanwhile.
    const cancel = await fetch(`${server.baseUrl}${API_PATHS.bookingCancel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference: booking.reference, contact: booking.phone }),
    });
    expect(cancel.status).toBe(200);
    expect((await reminders()).map((message) => message.status)).toEqual(['cancelled', 'cancelled']);

    // The sinks answer: the reminders went, and their rows say the cancellation came too late.
    await eventually('the answers recorded', async () => (await reminders()).every((message) => message.sentAt !== null), holdMs + 10_000);
    // A moment more: nothing writes over them after.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after: Message[] = await reminders();
    expect(after.map((message) => [message.channel, message.status, message.lastError, message.attempts]).sort()).toEqual([
      ['email', 'cancelled', `${REMINDER_CANCELLED_BECAUSE.visitCancelled}${MESSAGE_CANCELLED_TOO_LATE}`, 1],
      ['sms', 'cancelled', `${REMINDER_CANCELLED_BECAUSE.visitCancelled}${MESSAGE_CANCELLED_TOO_LATE}`, 1],
    ]);
    for (const message of after) expect(Date.parse(message.sentAt!)).toBeGreaterThanOrEqual(reminderAt - 1000);
    expect(server.output()).toMatch(/"outcome":"sent_after_cancel"/);
  });
});
