// The outbox: each message the hospital sends a patient about a booking, as staff read it.
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../constants.ts';
import { bookingLanguageSchema, bookingReferenceSchema } from './appointments.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageNumber } from './queries.ts';

export const messageSchema = z.object({
  id: idSchema,
  appointmentId: idSchema,
  /** The booking's reference, so staff can find the visit it is about. */
  reference: bookingReferenceSchema,
  kind: z.enum(MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  /** The e-mail address or phone number it goes to: the booking's. */
  recipient: z.string(),
  language: bookingLanguageSchema,
  /** When it is to go: at once for a confirmation or a notice, REMINDER_HOURS before the visit for a reminder. */
  dueAt: timestampSchema,
  status: z.enum(MESSAGE_STATUSES),
  /** Tries so far (since the last resend). */
  attempts: z.int().min(0),
  /** Why the last try failed (the channel's answer), or why the message was cancelled; null when nothing went wrong. */
  lastError: z.string().nullable(),
  sentAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  /** The e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  /** What the patient reads: the e-mail's plain text (its HTML says the same), or the SMS. */
  text: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

const filter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of: ${values.join(', ')}` }).optional();

/** The messages list's query: filters, and the page. */
export const messagesQuerySchema = z
  .object({
    appointmentId: z.string().regex(/^\d+$/, 'Must be an id').transform(Number).pipe(idSchema).optional(),
    status: filter(MESSAGE_STATUSES),
    kind: filter(MESSAGE_KINDS),
    channel: filter(MESSAGE_CHANNELS),
    page: pageNumber(1, 100_000),
    pageSize: pageNumber(25, 100),
  })
  .strict();
export type MessagesQuery = z.output<typeof messagesQuerySchema>;
export type MessagesQueryInput = z.input<typeof messagesQuerySchema>;

/** One page of the messages, newest first (by due time, then id). */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1),
});
export type MessagePage = z.infer<typeof messagePageSchema>;
