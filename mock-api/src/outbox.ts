// The mock's outbox: the messages the hospital would send a patient, written from the contract's rules
// (rules/patientMessages.ts) as apps/api writes them, but kept in memory and never sent. The mock is for development
// and fast tests, where no e-mail or SMS may leave the machine, so it has no channel to send by: a message's status is
// what the contract's rules/messageStates.ts gives a server without channels, `not_configured` once due, exactly as
// apps/api shows a message when neither SMTP nor the SMS webhook is set. It is never `sending` (nothing is handed to a
// channel), but a cancellation reaches the same states as there.
import {
  MESSAGING,
  isMessageWaiting,
  messageStateOf,
  messageStatusAtWrite,
  messageStatusWithoutChannels,
  messagesAfterChange,
  messagesAtBooking,
  type Appointment,
  type ChangedBy,
  type Database,
  type Message,
  type MessageBooking,
  type MessageChannel,
  type MessagePage,
  type MessageState,
  type MessagesQuery,
  type MessageStatus,
  type OutgoingMessage,
} from '@hospital/contract';

/** The channels the mock sends by: none. */
const NO_CHANNELS: ReadonlySet<MessageChannel> = new Set();

/** What the outbox keeps of a message: its reference is read from the booking when it is shown. */
type StoredMessage = Omit<Message, 'reference'>;

export interface OutboxOptions {
  /** The site's origin, for the manage link in each message. */
  siteUrl: string;
  /** How long before a visit its reminder is due. */
  reminderHours?: number | undefined;
}

export class Outbox {
  private readonly messages: StoredMessage[] = [];
  private lastId = 0;
  private readonly reminderHours: number;

  constructor(
    private readonly state: () => Database,
    private readonly options: OutboxOptions,
  ) {
    this.reminderHours = options.reminderHours ?? MESSAGING.reminderHours;
  }

  private context(now: Date) {
    return { now, reminderHours: this.reminderHours, siteUrl: this.options.siteUrl };
  }

  /** The booking as a message tells of it; the doctor's name even once they retired, since the booking still names them. */
  private messageBooking(appointment: Appointment): MessageBooking {
    const doctor = appointment.doctorId == null ? undefined : this.state().doctors.find((candidate) => candidate.id === appointment.doctorId);
    return {
      reference: appointment.reference,
      patientName: appointment.patientName,
      email: appointment.email,
      phone: appointment.phone,
      department: appointment.department,
      doctorName: doctor?.name ?? null,
      preferredDate: appointment.preferredDate,
      preferredTime: appointment.preferredTime,
      status: appointment.status,
      needsNewTime: appointment.needsNewTime ?? null,
      language: appointment.language,
      remindersStopped: appointment.remindersStopped,
    };
  }

  private write(appointmentId: number, outgoing: readonly OutgoingMessage[], now: Date): void {
    for (const message of outgoing) {
      // Nothing is sent, so what is due now has already found no channel; a later reminder waits for its time.
      const status = messageStatusAtWrite(message, NO_CHANNELS, now);
      this.messages.push({ id: ++this.lastId, appointmentId, ...message, status, attempts: 0, lastError: null, sentAt: null, createdAt: now.toISOString() });
    }
  }

  /** A new booking's confirmation, and its reminder when that moment is still to come. */
  booked(appointment: Appointment, now: Date = new Date()): void {
    this.write(appointment.id, messagesAtBooking(this.messageBooking(appointment), this.context(now)), now);
  }

  /** The messages a change to a booking brings; `before` is its state from before the change. */
  changed(before: MessageState, appointment: Appointment, by: ChangedBy, now: Date = new Date()): void {
    const change = messagesAfterChange(before, this.messageBooking(appointment), { ...this.context(now), by });
    if (change.cancelReminders) {
      for (const message of this.messages) {
        if (message.appointmentId !== appointment.id || message.kind !== 'reminder' || !isMessageWaiting(this.statusOf(message, now))) continue;
        message.status = 'cancelled';
        message.lastError = change.cancelReminders;
      }
    }
    this.write(appointment.id, change.add, now);
  }

  /** The notices of bookings a timetable change has just marked as needing a new time (markNeedsNewTime's answer). */
  stranded(bookings: readonly Appointment[], now: Date = new Date()): void {
    for (const booking of bookings) this.changed({ ...messageStateOf(booking), needsNewTime: null }, booking, 'hospital', now);
  }

  /** A failed message queued again at once with its tries counted afresh (an admin's resend), as staff then read it. */
  resend(id: number, now: Date = new Date()): Message | undefined {
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) return undefined;
    Object.assign(message, { status: 'queued', attempts: 0, lastError: null, dueAt: now.toISOString() } satisfies Partial<StoredMessage>);
    return this.find(id, now);
  }

  /** A queued message whose time has come has, in the mock, no channel to go by. */
  private statusOf(message: StoredMessage, now: Date): MessageStatus {
    return messageStatusWithoutChannels(message, now);
  }

  private shown(message: StoredMessage, references: ReadonlyMap<number, string>, now: Date): Message {
    return { ...message, reference: references.get(message.appointmentId) ?? '', status: this.statusOf(message, now) };
  }

  /** One message as staff read it, or undefined when there is none with that id. */
  find(id: number, now: Date = new Date()): Message | undefined {
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) return undefined;
    const appointment = this.state().appointments.find((candidate) => candidate.id === message.appointmentId);
    return this.shown(message, new Map(appointment ? [[appointment.id, appointment.reference]] : []), now);
  }

  /** One page of the messages that match, newest first (due time, then id). */
  page(query: MessagesQuery, now: Date = new Date()): MessagePage {
    const references = new Map(this.state().appointments.map((appointment) => [appointment.id, appointment.reference]));
    const matching = this.messages
      .map((message) => this.shown(message, references, now))
      .filter(
        (message) =>
          (query.appointmentId === undefined || message.appointmentId === query.appointmentId) &&
          (query.status === undefined || message.status === query.status) &&
          (query.kind === undefined || message.kind === query.kind) &&
          (query.channel === undefined || message.channel === query.channel),
      )
      .sort((a, b) => b.dueAt.localeCompare(a.dueAt) || b.id - a.id);
    const start = (query.page - 1) * query.pageSize;
    return { items: matching.slice(start, start + query.pageSize), total: matching.length, page: query.page, pageSize: query.pageSize };
  }
}
