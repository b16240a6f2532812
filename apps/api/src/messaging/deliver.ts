// One message's try, as the queue's worker runs it. The row decides: a try first claims it (`queued` -> `sending`,
// in one conditional UPDATE), so a cancelled reminder never goes, a job retried after a crash finds its message
// already `sent` and stops, and no two tries hand it over at once. What the channel answers is written only over the
// try's own claim: a cancellation that came meanwhile stays `cancelled` (saying the message went all the same), and no
// final state is written over. The e-mail's calendar file is made from the booking as it is now, not as it was when
// the message was written.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  MESSAGE_CANCELLED_TOO_LATE,
  MESSAGING,
  calendarFileName,
  isMessageWaiting,
  messageCarriesCalendar,
  messageHtml,
  messageVisitEvent,
  visitCalendarFile,
} from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { appointments, doctors, messages } from '../db/schema.ts';
import { channelErrorText, type MessageChannels } from './channels.ts';
import { messageBookingOf } from './outbox.ts';

/** Thrown for pg-boss to try again after its back-off; its message is what the job records (never a body). */
export class TryAgainLater extends Error {}

/** How a try ended; `sent_after_cancel`: the channel took a message whose cancellation came while it was being sent. */
export type DeliveryOutcome = 'sent' | 'sent_after_cancel' | 'failed' | 'retry' | 'not_configured' | 'skipped';

export interface DeliveryOptions {
  /**
   * The job has no retry left (pg-boss counts a try that expired with its crashed instance too), so a failure now is
   * final whatever the row's count says.
   */
  lastTry?: boolean;
  /**
   * The job's expiry (MESSAGE_EXPIRE_SECONDS): pg-boss ends a try running longer and tries again, so a `sending` claim
   * older than this is a dead try's (an instance killed between its claim and the channel's answer) and is taken over.
   */
  claimExpirySeconds?: number;
  now?: () => Date;
}

/** Tries message `messageId` once. */
export async function deliverMessage(
  db: Db,
  channels: MessageChannels,
  messageId: number,
  log: Logger,
  { lastTry = false, claimExpirySeconds = 120, now = () => new Date() }: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const [found] = await db
    .select({ message: messages, appointment: appointments, doctorName: doctors.name })
    .from(messages)
    .innerJoin(appointments, eq(appointments.id, messages.appointmentId))
    .leftJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const outcome = await attempt(db, channels, found, { lastTry, claimExpirySeconds, now });
  // Which message, what kind, by which channel and how it went: never to whom or what it said.
  if (found) log.info({ messageId, kind: found.message.kind, channel: found.message.channel, outcome }, 'patient message');
  if (outcome === 'retry') throw new TryAgainLater(`message ${messageId}: try again later`);
  return outcome;
}

type Found = { message: typeof messages.$inferSelect; appointment: typeof appointments.$inferSelect; doctorName: string | null } | undefined;

/** The rows a try may claim: a queued one, or one whose claim is older than a job's expiry (its try died). */
function claimable(id: number, expirySeconds: number) {
  const deadClaim = and(eq(messages.status, 'sending'), lt(messages.claimedAt, sql`now() - ${expirySeconds}::double precision * interval '1 second'`));
  return and(eq(messages.id, id), or(eq(messages.status, 'queued'), deadClaim));
}

async function attempt(db: Db, channels: MessageChannels, found: Found, { lastTry, claimExpirySeconds, now }: Required<DeliveryOptions>): Promise<DeliveryOutcome> {
  // Only a message still to go is tried (the contract's isMessageWaiting): a final one stays as it is.
  if (!found || !isMessageWaiting(found.message.status)) return 'skipped';
  const { message, appointment } = found;
  const channel = message.channel === 'email' ? channels.email : channels.sms;
  if (!channel) {
    const [marked] = await db.update(messages).set({ status: 'not_configured', claimedAt: null }).where(claimable(message.id, claimExpirySeconds)).returning({ id: messages.id });
    return marked ? 'not_configured' : 'skipped';
  }
  // The claim counts the try: its count is the claim's own mark, so the answer of a try taken over (its instance
  // thought dead) cannot write over the try that took it over.
  const [claim] = await db
    .update(messages)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${messages.attempts} + 1` })
    .where(claimable(message.id, claimExpirySeconds))
    .returning({ attempts: messages.attempts });
  if (!claim) {
    // Cancelled or taken meanwhile. A claim too young to be a dead try's: its job comes back after the back-off.
    return found.message.status === 'sending' && !lastTry ? 'retry' : 'skipped';
  }
  const mine = and(eq(messages.id, message.id), eq(messages.status, 'sending'), eq(messages.attempts, claim.attempts));
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
    const final = claim.attempts >= MESSAGING.attempts || lastTry;
    const [counted] = await db
      .update(messages)
      .set({ status: final ? 'failed' : 'queued', claimedAt: null, lastError: channelErrorText(error, message.recipient) })
      .where(mine)
      .returning({ id: messages.id });
    // Cancelled while the channel refused it: it stays so, and is not tried again.
    if (!counted) return 'skipped';
    return final ? 'failed' : 'retry';
  }
  const [sent] = await db.update(messages).set({ status: 'sent', sentAt: now(), claimedAt: null, lastError: null }).where(mine).returning({ id: messages.id });
  if (sent) return 'sent';
  // Cancelled while the channel had it, which cannot be recalled: the row stays `cancelled`, and says it went.
  const [late] = await db
    .update(messages)
    .set({ sentAt: now(), claimedAt: null, lastError: sql`coalesce(${messages.lastError}, 'Cancelled') || ${MESSAGE_CANCELLED_TOO_LATE}` })
    .where(and(eq(messages.id, message.id), eq(messages.status, 'cancelled'), eq(messages.attempts, claim.attempts)))
    .returning({ id: messages.id });
  return late ? 'sent_after_cancel' : 'skipped';
}
