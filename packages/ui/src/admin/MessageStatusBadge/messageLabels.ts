// How staff read a message to a patient: its status, kind and channel in words, its time in the
// hospital's zone, the list's filters, and which messages can be sent again. Pure functions, tested beside them.
import { HOSPITAL_TIME_ZONE, type Message, type MessageChannel, type MessageKind, type MessageStatus } from '@hospital/contract';
import type { BadgeTone } from '../../Badge/index.ts';

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  not_configured: 'Not configured',
};

/**
 * The badge's tone: sent green, failed red (staff act on it), queued and sending blue (waiting, or with the mail server
 * or SMS gateway now), not configured yellow (the hospital has no channel set up), cancelled grey (no longer wanted).
 * The word is always there too.
 */
export const MESSAGE_STATUS_TONES: Readonly<Record<MessageStatus, BadgeTone>> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  not_configured: 'warning',
};

export const MESSAGE_KIND_LABELS: Readonly<Record<MessageKind, string>> = {
  confirmation: 'Confirmation',
  reminder: 'Reminder',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  needs_new_time: 'Needs new time',
};

export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = {
  email: 'E-mail',
  sms: 'SMS',
};

/** "Reminder e-mail", "Confirmation SMS": what a message is, as its dialog's title and its buttons' names say it. */
export function messageName(message: Pick<Message, 'kind' | 'channel'>): string {
  const channel = message.channel === 'email' ? 'e-mail' : MESSAGE_CHANNEL_LABELS[message.channel];
  return `${MESSAGE_KIND_LABELS[message.kind]} ${channel}`;
}

/** "Nov 27, 2026, 9:15 AM": an instant as the hospital's clock shows it, wherever the reader sits. */
const hospitalTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: HOSPITAL_TIME_ZONE,
});

/** An ISO timestamp in the hospital's zone (IST); an unreadable one as it came. */
export function hospitalTimeText(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : hospitalTime.format(date);
}

/**
 * The list's time: when it went, for a message that went (a sent one, or a reminder whose cancellation came while
 * it was being sent); else when it is (or was) due: "Sent Nov 27, 2026, 9:15 AM", "Due Nov 30, 2026, 10:30 AM".
 */
export function messageTime(message: Pick<Message, 'status' | 'dueAt' | 'sentAt'>): { label: 'Sent' | 'Due'; text: string } {
  if (message.sentAt) return { label: 'Sent', text: hospitalTimeText(message.sentAt) };
  return { label: 'Due', text: hospitalTimeText(message.dueAt) };
}

/**
 * Whether staff may send a message again: only one whose tries all failed (the server answers 409
 * `message_not_failed` to any other; the queue itself retries the rest), and only for a user who may (admins).
 */
export function canResend(message: Pick<Message, 'status'>, mayResend: boolean): boolean {
  return mayResend && message.status === 'failed';
}

/** A filter's value: one of the values, or every message. */
export type MessageFilter<T extends string> = T | 'all';
export const ALL_MESSAGES = 'all' as const;

function filterOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>, all: string) {
  return [{ value: ALL_MESSAGES as MessageFilter<T>, label: all }, ...values.map((value) => ({ value: value as MessageFilter<T>, label: labels[value] }))];
}

/**
 * The values in the contract's order, read off the label records (each typed as a whole `Record`, so none can be
 * missing; messageLabels.test.ts checks the order against MESSAGE_STATUSES and the rest). Not the contract's arrays
 * themselves: importing those here kept them in the home route's entry chunk, which shares the contract's constants
 * module with the lazily loaded dashboard (+50 B gzip, over the size budget).
 */
const keysOf = <T extends string>(labels: Readonly<Record<T, string>>) => Object.keys(labels) as T[];
export const MESSAGE_STATUS_VALUES: readonly MessageStatus[] = keysOf(MESSAGE_STATUS_LABELS);
export const MESSAGE_KIND_VALUES: readonly MessageKind[] = keysOf(MESSAGE_KIND_LABELS);
export const MESSAGE_CHANNEL_VALUES: readonly MessageChannel[] = keysOf(MESSAGE_CHANNEL_LABELS);

export const MESSAGE_STATUS_OPTIONS = filterOptions(MESSAGE_STATUS_VALUES, MESSAGE_STATUS_LABELS, 'All statuses');
export const MESSAGE_KIND_OPTIONS = filterOptions(MESSAGE_KIND_VALUES, MESSAGE_KIND_LABELS, 'All kinds');
export const MESSAGE_CHANNEL_OPTIONS = filterOptions(MESSAGE_CHANNEL_VALUES, MESSAGE_CHANNEL_LABELS, 'All channels');

/** A filter value from anything (a URL, a select): one of `values`, else every message. */
export function parseMessageFilter<T extends string>(values: readonly T[], value: string | null | undefined): MessageFilter<T> {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : ALL_MESSAGES;
}
