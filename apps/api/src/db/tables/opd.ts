// The OPD: departments, doctors and their timetables, the hospital's closures, the appointments with their day's
// queue and tallies, and the messages to patients about them.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  BOOKING_LANGUAGES,
  GENDERS,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  NEW_TIME_REASONS,
  OPD_QUEUE,
  type BookingLanguage,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
} from '@hospital/contract';
import { slotMinuteKey, statusSortKey, textSortKey } from '../appointmentKeys.ts';
import { createdAt, listed } from './columns.ts';

export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const gender = pgEnum('gender', GENDERS);
export const newTimeReason = pgEnum('new_time_reason', NEW_TIME_REASONS);

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  headDoctor: text('head_doctor'),
});

export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    specialization: text('specialization').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    qualifications: text('qualifications').notNull(),
    experience: integer('experience').notNull(),
    image: text('image'),
    /** The languages the doctor consults in ("Hindi", "English"), in the admin's order. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** A doctor who left: out of the public lists and pages, kept for the bookings that name them. */
    retired: boolean('retired').notNull().default(false),
    /** Walk-in patients each of the doctor's sessions takes beside its bookings (OPD_QUEUE's default). */
    walkInsPerSession: integer('walk_ins_per_session').notNull().default(OPD_QUEUE.walkInsPerSession),
    /** Chosen by the admin for the home page's doctors (the contract's homeDoctors takes these first). */
    featured: boolean('featured').notNull().default(false),
  },
  (table) => [
    index('doctors_department_idx').on(table.departmentId),
    check('doctors_walk_ins_per_session_check', sql`${table.walkInsPerSession} BETWEEN 0 AND ${sql.raw(String(OPD_QUEUE.walkInsMax))}`),
  ],
);

/** A 24-hour time as the timetable writes it, "09:00", "17:30". */
const CLOCK_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** A slot's text as bookings store it, "9:00 AM", "2:15 PM" (the contract's slotTimeSchema). */
export const SLOT_PATTERN = '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$';

/**
 * A doctor's weekly sessions: on `weekday` (ISO, 1 = Monday) from `start` to `end`, a slot every
 * `slotMinutes`, `capacity` patients a slot. The API refuses sessions that overlap on a day; the slots are computed
 * by the contract's rules/timetable.ts, and the database's capacity check (migration 0007) computes the same.
 */
export const doctorSessions = pgTable(
  'doctor_sessions',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    weekday: integer('weekday').notNull(),
    start: text('start_time').notNull(),
    end: text('end_time').notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    index('doctor_sessions_doctor_idx').on(table.doctorId, table.weekday),
    check('doctor_sessions_weekday_check', sql`${table.weekday} BETWEEN 1 AND 7`),
    check('doctor_sessions_start_check', sql`${table.start} ~ ${sql.raw(`'${CLOCK_PATTERN}'`)}`),
    check('doctor_sessions_end_check', sql`${table.end} ~ ${sql.raw(`'${CLOCK_PATTERN}'`)} AND ${table.end} > ${table.start}`),
    check('doctor_sessions_slot_minutes_check', sql`${table.slotMinutes} IN (10, 15, 20, 30)`),
    check('doctor_sessions_capacity_check', sql`${table.capacity} BETWEEN 1 AND 20`),
  ],
);

/** The days a doctor is away, both ends included; the reason is for staff only. */
export const doctorLeave = pgTable(
  'doctor_leave',
  {
    id: serial('id').primaryKey(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [index('doctor_leave_doctor_idx').on(table.doctorId, table.to), check('doctor_leave_range_check', sql`${table.to} >= ${table.from}`)],
);

/** The days the whole OPD is closed (a national holiday, a festival): one row a day. */
export const closures = pgTable('closures', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  name: text('name').notNull(),
});

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    /** What the patient keeps and types to manage the booking (CCH-7K4Q-M2XD): made by the server, unique. */
    reference: text('reference').notNull(),
    patientName: text('patient_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    gender: gender('gender').notNull(),
    department: text('department').notNull(),
    doctorId: integer('doctor_id').references(() => doctors.id),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    /** A slot's text, "9:15 AM": any slot a doctor's sessions make, no longer a fixed list. */
    preferredTime: text('preferred_time').notNull(),
    reasonForVisit: text('reason_for_visit').notNull(),
    status: appointmentStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** The client's Idempotency-Key and a digest of its request: a retried booking returns the first one. */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    /** Why the visit needs a new time (leave, a closure, new hours, the doctor retired); null once it moves. */
    needsNewTime: newTimeReason('needs_new_time'),
    /** The language of the page it was booked on: every message about it is written in this one. */
    language: text('language').$type<BookingLanguage>().notNull().default('en'),
    /** The patient asked for no reminders of this visit; confirmations and notices of changes still go. */
    remindersStopped: boolean('reminders_stopped').notNull().default(false),
    // The OPD day: null until the visit reaches each step.
    /** The number the doctor's room calls, 1, 2, 3 ... per doctor and day in check-in order (queue_counters). */
    token: integer('token'),
    /** Registered at the counter on the day: counted in its session's walk-in places, never in a slot's booked ones. */
    walkIn: boolean('walk_in').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }),
    calledAt: timestamp('called_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Where the visit stands in the queue: its slot's start (on time) or its check-in (late, walk-in). */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // A slot takes as many patients as its session's capacity: the places taken are counted here (the booking's
    // capacity check in migration 0007, availability), a cancelled booking leaving the index and its place.
    index('appointments_doctor_slot_idx')
      .on(table.doctorId, table.preferredDate, table.preferredTime)
      .where(sql`${table.status} <> 'cancelled' AND ${table.doctorId} IS NOT NULL`),
    // The bookings waiting for a new time (the list's needsNewTime=1): few, so a small index of their own.
    index('appointments_needs_new_time_idx').on(table.id).where(sql`${table.needsNewTime} IS NOT NULL`),
    check('appointments_preferred_time_check', sql`${table.preferredTime} ~ ${sql.raw(`'${SLOT_PATTERN}'`)}`),
    check('appointments_language_check', sql`${table.language} IN (${listed(BOOKING_LANGUAGES)})`),
    uniqueIndex('appointments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('appointments_reference_key').on(table.reference),
    // The admin list at a million rows: the first page of every sort, both ways, is the start (or end)
    // of one of these, each ending with the id as the sort does; the filters' pages and counts read theirs. The
    // search's trigram indexes are in migration 0005 only (created when pg_trgm is available).
    index('appointments_created_at_idx').on(table.createdAt, table.id),
    index('appointments_patient_name_order_idx').on(textSortKey(table.patientName), table.id),
    index('appointments_reference_order_idx').on(textSortKey(table.reference), table.id),
    index('appointments_email_order_idx').on(textSortKey(table.email), table.id),
    index('appointments_department_order_idx').on(textSortKey(table.department), table.id),
    index('appointments_visit_order_idx').on(table.preferredDate, slotMinuteKey(table.preferredTime), table.id),
    index('appointments_status_order_idx').on(statusSortKey(table.status), table.id),
    index('appointments_status_idx').on(table.status, table.id),
    index('appointments_department_idx').on(table.department, table.id),
    index('appointments_doctor_idx').on(table.doctorId, table.id),
    // The OPD's figures (appointmentCounts.ts's opdOutcomesInDb) read the visits that checked in here, and the absent
    // over appointments_status_idx: never a count of every row.
    index('appointments_checked_in_idx').on(table.doctorId, table.department).where(sql`${table.checkedInAt} IS NOT NULL`),
    // A token is given once per doctor and day, whichever instance gives it (the counter below is the first guard).
    uniqueIndex('appointments_doctor_day_token_key')
      .on(table.doctorId, table.preferredDate, table.token)
      .where(sql`${table.token} IS NOT NULL`),
  ],
);

/**
 * The last token given for each doctor and day: a check-in or a walk-in adds one and takes the number in
 * its own transaction, so a rollback gives it back and two instances never share one. The row is also the lock the
 * front desk's calls and the walk-in quota take on that doctor's day.
 */
export const queueCounters = pgTable(
  'queue_counters',
  {
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    date: date('date', { mode: 'string' }).notNull(),
    lastToken: integer('last_token').notNull(),
  },
  (table) => [primaryKey({ columns: [table.doctorId, table.date] })],
);

/**
 * How many appointments have each status, department, doctor (or none) and slot together: one row per combination
 * that exists, a few thousand at most, kept by the database itself. Triggers on appointments (migration 0006) add
 * each write's changes here in the writer's own transaction, whoever makes it, so the list's totals and the
 * statistics read these rows instead of counting a million (db/appointmentTallies.ts). A combination whose count
 * falls to 0 is deleted.
 */
export const appointmentTallies = pgTable(
  'appointment_tallies',
  {
    status: appointmentStatus('status').notNull(),
    department: text('department').notNull(),
    doctorId: integer('doctor_id'),
    preferredTime: text('preferred_time').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  // One row per combination, bookings without a doctor included (NULLS NOT DISTINCT: PostgreSQL 15): the triggers'
  // upserts land on it.
  (table) => [unique('appointment_tallies_key').on(table.status, table.department, table.doctorId, table.preferredTime).nullsNotDistinct()],
);

/**
 * The outbox: every message the hospital sends a patient about a booking, one row a channel, written in
 * the transaction of the change that causes it, beside its job in pg-boss's queue (messaging/outbox.ts). The row is
 * the truth staff read and the worker checks before sending: a reminder cancelled here never goes.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').$type<BookingLanguage>().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** When a try claimed the row (`sending`), on the database's clock: older than a job's expiry, its try is dead. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    subject: text('subject'),
    text: text('text').notNull(),
  },
  (table) => [
    // The staff list, newest first (each index read backwards), and its filters; the appointment's for its
    // reminders' cancelling and its own list.
    index('messages_due_at_idx').on(table.dueAt, table.id),
    index('messages_appointment_idx').on(table.appointmentId, table.kind, table.status),
    index('messages_status_idx').on(table.status, table.dueAt, table.id),
    check('messages_kind_check', sql`${table.kind} IN (${listed(MESSAGE_KINDS)})`),
    check('messages_channel_check', sql`${table.channel} IN (${listed(MESSAGE_CHANNELS)})`),
    check('messages_status_check', sql`${table.status} IN (${listed(MESSAGE_STATUSES)})`),
    check('messages_language_check', sql`${table.language} IN (${listed(BOOKING_LANGUAGES)})`),
  ],
);
