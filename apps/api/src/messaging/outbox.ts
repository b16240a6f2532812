// The outbox: what a change to a booking tells its patient, written as message rows (and their jobs) inside the
// change's own transaction, so a booking never exists without its confirmation, nor a confirmation without its
// booking. What to write is the contract's (rules/patientMessages.ts); this is where it meets the database.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CANCELLABLE_MESSAGE_STATUSES,
  MESSAGING,
  messageStateOf,
  messageStatusAtWrite,
  messagesAfterChange,
  messagesAtBooking,
  type BookingLanguage,
  type ChangedBy,
  type MessageBooking,
  type MessageChannel,
  type MessageState,
  type OutgoingMessage,
} from '@hospital/contract';
import type { Db } from '../db/client.ts';
import { appointments, doctors, messages } from '../db/schema.ts';
import { drizzleSql, transactionSql, type MessageQueue } from './queue.ts';

export type AppointmentRow = typeof appointments.$inferSelect;

const INSERT_MESSAGES = `
  INSERT INTO messages (appointment_id, kind, channel, recipient, language, due_at, status, subject, text)
  SELECT appointment_id, kind, channel, recipient, language, due_at, status, subject, text
  FROM json_to_recordset($1::json) AS m(appointment_id integer, kind text, channel text, recipient text, language text, due_at timestamptz, status text, subject text, text text)
  RETURNING id, due_at, status`;

/**
 * A new booking's id, drawn from its sequence before the booking's INSERT so that its messages, written in the same
 * statement, can name it (see `bookingWrites`): the appointment's id column takes this.
 */
export const NEW_BOOKING_ID: SQL = sql`(SELECT id FROM booking_id)`;

export interface OutboxOptions {
  /** The channels this instance can send by; a message due now for another is `not_configured` at once. */
  channels: ReadonlySet<MessageChannel>;
  reminderHours?: number | undefined;
  /** PUBLIC_URL: the manage link's origin; without it, the request's (ApiEnv's `origin`). */
  publicUrl?: string | undefined;
  /** Absent when the app runs in-process without a queue (tests): the rows are written, nothing sends them. */
  queue?: MessageQueue | undefined;
}

/** A booking's state as messagesAfterChange compares it (the contract's, which the mock writes its outbox with too). */
export { messageStateOf };

/** The booking as its messages tell of it. */
export function messageBookingOf(row: AppointmentRow, doctorName: string | null): MessageBooking {
  return {
    reference: row.reference,
    patientName: row.patientName,
    email: row.email,
    phone: row.phone,
    department: row.department,
    doctorName,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    status: row.status,
    needsNewTime: row.needsNewTime,
    language: row.language as BookingLanguage,
    remindersStopped: row.remindersStopped,
  };
}

/** The doctor's name a message gives (a retired doctor's too: the booking still names them). */
export async function doctorNames(db: Db, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: doctors.id, name: doctors.name }).from(doctors).where(inArray(doctors.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export class PatientOutbox {
  readonly reminderHours: number;
  private readonly channels: ReadonlySet<MessageChannel>;
  private readonly publicUrl: string | undefined;
  private readonly queue: MessageQueue | undefined;
  /** Jobs due now were written since the worker was last woken. */
  private dueNow = false;

  constructor(options: OutboxOptions) {
    this.channels = options.channels;
    this.reminderHours = options.reminderHours ?? MESSAGING.reminderHours;
    this.publicUrl = options.publicUrl?.replace(/\/+$/, '');
    this.queue = options.queue;
  }

  /** The site's origin for the manage link: PUBLIC_URL, else the request's. */
  siteUrl(requestOrigin: string): string {
    return this.publicUrl ?? requestOrigin;
  }

  private context(now: Date, requestOrigin: string) {
    return { now, reminderHours: this.reminderHours, siteUrl: this.siteUrl(requestOrigin) };
  }

  /**
   * Writes the rows and, for those still to go, their jobs: inside `tx`, the change's transaction. Rows go a thousand
   * to an INSERT, since a closure can strand a whole day's bookings at once.
   */
  async write(tx: Db, outgoing: readonly { appointmentId: number; message: OutgoingMessage }[], now: Date): Promise<void> {
    for (let start = 0; start < outgoing.length; start += 1000) {
      const rows = outgoing.slice(start, start + 1000).map(({ appointmentId, message }) => ({ appointment_id: appointmentId, ...this.rowOf(message, now) }));
      // One statement of one text whatever the number of rows, so PostgreSQL keeps it planned (a booking runs it).
      const written = (await transactionSql(tx).executeSql(INSERT_MESSAGES, [JSON.stringify(rows)])).rows as { id: number; due_at: Date | string; status: string }[];
      await this.enqueue(
        tx,
        written.filter((row) => row.status === 'queued').map((row) => ({ id: row.id, dueAt: new Date(row.due_at) })),
      );
    }
  }

  /** The jobs of rows `tx` has written or queued again. */
  async enqueue(tx: Db, rows: readonly { id: number; dueAt: Date }[]): Promise<void> {
    if (rows.length === 0 || !this.queue) return;
    await this.queue.enqueue(tx, rows);
    // A reminder for next week needs no early look; a message due now does.
    if (rows.some((row) => row.dueAt.getTime() <= Date.now() + 1000)) this.dueNow = true;
  }

  /**
   * A message's row as the outbox writes it, with the status the contract gives it (messageStatusAtWrite): due now
   * with no channel of this instance to go by, `not_configured` at once; else `queued`, decided when it is tried.
   */
  private rowOf(message: OutgoingMessage, now: Date) {
    return { ...message, due_at: message.dueAt, status: messageStatusAtWrite(message, this.channels, now) };
  }

  /**
   * A new booking's confirmation and, when its moment is still to come, its reminder: composed before the booking's
   * statement, and written by it (`bookingWrites`). `rows` is the statement's `messages` parameter; `dueNow`, whether
   * one of them is to go at once (then `bookedNow` wakes the worker after the booking).
   */
  atBooking(booking: MessageBooking, requestOrigin: string, now: Date): { messages: OutgoingMessage[]; rows: string; dueNow: boolean } {
    const messages = messagesAtBooking(booking, this.context(now, requestOrigin));
    const rows = messages.map((message) => this.rowOf(message, now));
    const dueNow = this.queue !== undefined && rows.some((row) => row.status === 'queued' && Date.parse(row.due_at) <= Date.now() + 1000);
    return { messages, rows: JSON.stringify(rows), dueNow };
  }

  /**
   * What a booking's INSERT writes beside the appointment, as the WITH of that one statement: the booking's id drawn
   * first (NEW_BOOKING_ID), its messages (the statement's `messages` parameter, `atBooking`'s rows) and their jobs,
   * pg-boss's own INSERT fed from the messages' new ids. One statement is one round trip and its own transaction: the
   * booking, its messages and their jobs are written together or not at all (a full slot, a replay, a reference
   * drawn twice undo them all), and every message's foreign key is checked at the statement's end, when its booking is
   * there.
   */
  bookingWrites(db: Db) {
    const bookingId = db.$with('booking_id', { id: sql<number>`id` }).as(sql`SELECT nextval('appointments_id_seq'::regclass)::integer AS id`);
    const written = db.$with('booking_messages', { id: sql<number>`id` }).as(
      sql`INSERT INTO messages (appointment_id, kind, channel, recipient, language, due_at, status, subject, text)
        SELECT (SELECT id FROM booking_id), kind, channel, recipient, language, due_at, status, subject, text
        FROM json_to_recordset(${sql.placeholder('messages')}::json) AS m(kind text, channel text, recipient text, language text, due_at timestamptz, status text, subject text, text text)
        RETURNING id, due_at, status`,
    );
    const jobInsert = this.queue?.jobInsert;
    if (!jobInsert) return [bookingId, written];
    // pg-boss's JobInsert of each message still to go: its fields, the message's id as the data and its time.
    const jobsJson = sql`(SELECT coalesce(json_agg(jsonb_build_object('data', jsonb_build_object('messageId', m.id),
        'startAfter', to_char(m.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) || ${JSON.stringify(jobInsert.jobFields)}::jsonb), '[]'::json)
      FROM booking_messages AS m WHERE m.status = 'queued')`;
    const jobs = db.$with('booking_jobs', {}).as(drizzleSql(jobInsert.text, [jobsJson, ...jobInsert.values]));
    return [bookingId, written, jobs];
  }

  /** After a booking has been written: its messages due now are this instance's worker's to look for at once. */
  bookedNow(dueNow: boolean): void {
    if (dueNow) this.dueNow = true;
  }

  /** What a change of one booking brings: its waiting reminders cancelled, a notice, a new reminder. */
  async changed(tx: Db, before: MessageState, after: AppointmentRow, by: ChangedBy, requestOrigin: string, now = new Date()): Promise<void> {
    await this.changes(tx, [{ before, after }], by, requestOrigin, now);
  }

  /** The bookings a timetable change has just marked as needing a new time: a notice each, their reminders cancelled. */
  async stranded(tx: Db, marked: readonly AppointmentRow[], requestOrigin: string, now = new Date()): Promise<void> {
    await this.changes(
      tx,
      marked.map((after) => ({ before: { ...messageStateOf(after), needsNewTime: null }, after })),
      'hospital',
      requestOrigin,
      now,
    );
  }

  private async changes(tx: Db, changes: readonly { before: MessageState; after: AppointmentRow }[], by: ChangedBy, requestOrigin: string, now: Date): Promise<void> {
    const context = { ...this.context(now, requestOrigin), by };
    // Most changes (a staff confirmation) write nothing: the doctors' names are read only for a change that does.
    const writesSome = changes.some(({ before, after }) => messagesAfterChange(before, messageBookingOf(after, null), context).add.length > 0);
    const names = writesSome
      ? await doctorNames(
          tx,
          changes.map(({ after }) => after.doctorId),
        )
      : new Map<number, string>();
    const cancelled = new Map<string, number[]>();
    const outgoing: { appointmentId: number; message: OutgoingMessage }[] = [];
    for (const { before, after } of changes) {
      const doctorName = after.doctorId === null ? null : (names.get(after.doctorId) ?? null);
      const change = messagesAfterChange(before, messageBookingOf(after, doctorName), context);
      if (change.cancelReminders) cancelled.set(change.cancelReminders, [...(cancelled.get(change.cancelReminders) ?? []), after.id]);
      for (const message of change.add) outgoing.push({ appointmentId: after.id, message });
    }
    for (const [reason, ids] of cancelled) {
      for (let start = 0; start < ids.length; start += 5000) await cancelReminders(tx, ids.slice(start, start + 5000), reason);
    }
    await this.write(tx, outgoing, now);
  }

  /** After a request that may have written messages: this instance's worker looks now, not at its next poll. */
  wake(): void {
    if (!this.dueNow) return;
    this.dueNow = false;
    this.queue?.wake();
  }
}

/**
 * A booking's reminders still waiting or being sent, cancelled with the reason staff read. Their jobs find them so
 * and finish; one being sent may reach its channel all the same, and then its row says so (deliver.ts).
 */
export async function cancelReminders(tx: Db, appointmentIds: number | readonly number[], reason: string): Promise<void> {
  const ids = typeof appointmentIds === 'number' ? [appointmentIds] : appointmentIds;
  await tx
    .update(messages)
    .set({ status: 'cancelled', lastError: reason, claimedAt: null })
    .where(
      and(
        ids.length === 1 ? eq(messages.appointmentId, ids[0]!) : inArray(messages.appointmentId, [...ids]),
        eq(messages.kind, 'reminder'),
        inArray(messages.status, [...CANCELLABLE_MESSAGE_STATUSES]),
      ),
    );
}
