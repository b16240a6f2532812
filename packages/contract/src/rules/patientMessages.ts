// What the hospital tells a patient about a booking, and when: the reminder's moment, and which messages a change
// to a booking brings. What each message says is patientMessageTexts.ts, in the words of patientMessageWords.ts; both
// are re-exported here, so this stays the one place to import the patient's messages from.
import { isLiveVisit, visitStart } from './timetable.ts';
import type { ChangedBy } from './patientMessageWords.ts';
import { messagesOf, type MessageBooking, type OutgoingMessage } from './patientMessageTexts.ts';

export { MESSAGE_WORDS, messageLongDate, messageShortDate, type ChangedBy } from './patientMessageWords.ts';
export {
  SMS_MAX_SEGMENTS,
  manageBookingUrl,
  messageCarriesCalendar,
  messageHtml,
  messageVisitEvent,
  messagesOf,
  smsSegments,
  type MessageBooking,
  type OutgoingMessage,
} from './patientMessageTexts.ts';

export interface MessageContext {
  now: Date;
  /** How long before the visit its reminder goes (REMINDER_HOURS; MESSAGING.reminderHours by default). */
  reminderHours: number;
  /** The site's origin (PUBLIC_URL), for the manage link. */
  siteUrl: string;
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
