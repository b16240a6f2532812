// One message's try, as the queue's worker runs it. The row decides: only a `queued` one goes, so a cancelled
// reminder never does, and a job retried after a crash finds its message already `sent` and stops. The e-mail's
// calendar file is made from the booking as it is now, not as it was when the message was written.
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { MESSAGING, calendarFileName, messageCarriesCalendar, messageHtml, messageVisitEvent, visitCalendarFile } from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { appointments, doctors, messages } from '../db/schema.ts';
import { channelErrorText, type MessageChannels } from './channels.ts';
import { messageBookingOf } from './outbox.ts';

/** Thrown for pg-boss to try again after its back-off; its message is what the job records (never a body). */
export class TryAgainLater extends Error {}

export type DeliveryOutcome = 'sent' | 'failed' | 'retry' | 'not_configured' | 'skipped';

/**
 * Tries message `messageId` once. `lastTry`: the job has no retry left (pg-boss counts a try that expired with its
 * crashed instance too), so a failure now is final whatever the row's count says.
 */
export async function deliverMessage(db: Db, channels: MessageChannels, messageId: number, log: Logger, { lastTry = false, now = () => new Date() } = {}): Promise<DeliveryOutcome> {
  const [found] = await db
    .select({ message: messages, appointment: appointments, doctorName: doctors.name })
    .from(messages)
    .innerJoin(appointments, eq(appointments.id, messages.appointmentId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const outcome = await attempt(db, channels, found, lastTry, now);
  // Which message, what kind, by which channel and how it went: never to whom or what it said.
  if (found) log.info({ messageId, kind: found.message.kind, channel: found.message.channel, outcome }, 'patient message');
  if (outcome === 'retry') throw new TryAgainLater(`message ${messageId}: try again later`);
  return outcome;
}

type Found = { message: typeof messages.$inferSelect; appointment: typeof appointments.$inferSelect; doctorName: string | null } | undefined;

async function attempt(db: Db, channels: MessageChannels, found: Found, lastTry: boolean, now: () => Date): Promise<DeliveryOutcome> {
  if (!found || found.message.status !== 'queued') return 'skipped';
  const { message, appointment } = found;
  const stillQueued = and(eq(messages.id, message.id), eq(messages.status, 'queued'));
  const channel = message.channel === 'email' ? channels.email : channels.sms;
  if (!channel) {
    await db.update(messages).set({ status: 'not_configured' }).where(stillQueued);
    return 'not_configured';
  }
  try {
    if (message.channel === 'email') {
      const booking = messageBookingOf(appointment, found.doctorName);
      await channels.email!.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.text,
        html: messageHtml(message.text, message.language),
        calendar: messageCarriesCalendar(message.kind)
          ? { fileName: calendarFileName(appointment.reference), content: visitCalendarFile(messageVisitEvent(booking), now()) }
          : undefined,
      });
    } else {
      await channels.sms!.send({ to: message.recipient, text: message.text });
    }
  } catch (error) {
    const [counted] = await db
      .update(messages)
      .set({ attempts: sql`${messages.attempts} + 1`, lastError: channelErrorText(error, message.recipient) })
      .where(stillQueued)
      .returning({ attempts: messages.attempts });
    if (!counted) return 'skipped';
    if (counted.attempts < MESSAGING.attempts && !lastTry) return 'retry';
    await db.update(messages).set({ status: 'failed' }).where(stillQueued);
    return 'failed';
  }
  await db
    .update(messages)
    .set({ status: 'sent', sentAt: now(), attempts: sql`${messages.attempts} + 1`, lastError: null })
    .where(eq(messages.id, message.id));
  return 'sent';
}
