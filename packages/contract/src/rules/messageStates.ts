// A message's life in the outbox, as both servers keep it: the status it is written with, where a status may go
// next, which messages a cancellation still reaches and which one an admin may send again. apps/api moves its rows
// along these steps as its queue tries them; the mock, which never sends, shows each as a try without a channel
// would leave it. The booking's side of it (which messages a change brings) is rules/patientMessages.ts.
import { CANCELLABLE_MESSAGE_STATUSES, type MessageChannel, type MessageStatus, type NewTimeReason } from '../constants.ts';
import type { MessageState } from './patientMessages.ts';

/**
 * Where a message's status may go. A try claims a waiting message (queued -> sending), or finds its channel not set
 * up (-> not_configured, also over the claim of a try that died); the channel's answer ends the try (-> sent; ->
 * queued to try again after the back-off; -> failed after the last try); a cancellation reaches a message waiting or
 * being sent; an admin's resend starts a failed one afresh (-> queued). Nothing leaves sent, cancelled or
 * not_configured: a channel that took a message whose cancellation came meanwhile leaves it cancelled, saying so.
 */
export const MESSAGE_STEPS: Readonly<Record<MessageStatus, readonly MessageStatus[]>> = {
  queued: ['sending', 'not_configured', 'cancelled'],
  sending: ['sent', 'queued', 'failed', 'cancelled', 'not_configured'],
  failed: ['queued'],
  sent: [],
  cancelled: [],
  not_configured: [],
};

/** Whether a message may go from `from` to `to`. */
export function messageStepAllowed(from: MessageStatus, to: MessageStatus): boolean {
  return MESSAGE_STEPS[from].includes(to);
}

/** Whether a message is still to go (waiting, or with a try under way): what a cancellation of reminders reaches. */
export function isMessageWaiting(status: MessageStatus): boolean {
  return (CANCELLABLE_MESSAGE_STATUSES as readonly MessageStatus[]).includes(status);
}

/** Whether an admin may send a message again: only one that failed, its tries then counted afresh. */
export function isMessageResendable(status: MessageStatus): boolean {
  return status === 'failed';
}

/** What the status rules read of a message. */
export interface OutboxMessage {
  channel: MessageChannel;
  /** When it is due, ISO. */
  dueAt: string;
}

/**
 * The status a message is written with at `now`, by a server that can send by `channels`: one due already that none
 * of them can send is `not_configured` at once (nothing will ever send it, and staff should read that); any other
 * waits, `queued` (a later reminder's channel may be set up by its time, and is asked when it is tried).
 */
export function messageStatusAtWrite(message: OutboxMessage, channels: ReadonlySet<MessageChannel>, now: Date): 'queued' | 'not_configured' {
  return !channels.has(message.channel) && Date.parse(message.dueAt) <= now.getTime() ? 'not_configured' : 'queued';
}

/**
 * A message's status at `now` on a server that has none of the channels (the mock, which sends nothing): a queued
 * message whose time has come is what its try would leave, `not_configured`; every other is as written.
 */
export function messageStatusWithoutChannels(message: OutboxMessage & { status: MessageStatus }, now: Date): MessageStatus {
  return message.status === 'queued' && Date.parse(message.dueAt) <= now.getTime() ? 'not_configured' : message.status;
}

/** A booking's state before a change, as messagesAfterChange compares it (a booking never moved has no reason). */
export function messageStateOf(booking: Omit<MessageState, 'needsNewTime'> & { needsNewTime?: NewTimeReason | null | undefined }): MessageState {
  const { status, preferredDate, preferredTime, remindersStopped } = booking;
  return { status, preferredDate, preferredTime, needsNewTime: booking.needsNewTime ?? null, remindersStopped };
}
