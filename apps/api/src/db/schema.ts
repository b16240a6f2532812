// The hospital's tables. Column types follow the contract's zod schemas (packages/contract); the SQL must run
// on PostgreSQL 15 in production and on PGlite (PostgreSQL 18) by default, so nothing newer than 15 is used.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUSES,
  BOOKING_LANGUAGES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  DEPENDENCY_TYPES,
  GALLERY_CATEGORIES,
  GENDERS,
  MILESTONE_STATUSES,
  NEWS_TYPES,
  NEW_TIME_REASONS,
  OPD_QUEUE,
  PRIORITIES,
  TASK_STATUSES,
  TESTIMONIAL_RATING,
  USER_ROLES,
  type BookingLanguage,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
} from '@hospital/contract';
import { slotMinuteKey, statusSortKey, textSortKey } from './appointmentKeys.ts';

export const userRole = pgEnum('user_role', USER_ROLES);
export const appointmentStatus = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const gender = pgEnum('gender', GENDERS);
export const newTimeReason = pgEnum('new_time_reason', NEW_TIME_REASONS);
export const galleryCategory = pgEnum('gallery_category', GALLERY_CATEGORIES);
export const newsType = pgEnum('news_type', NEWS_TYPES);
export const taskStatus = pgEnum('task_status', TASK_STATUSES);
export const priority = pgEnum('priority', PRIORITIES);
export const milestoneStatus = pgEnum('milestone_status', MILESTONE_STATUSES);
export const dependencyType = pgEnum('dependency_type', DEPENDENCY_TYPES);

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** The name staff see in the Staff tab and the audit trail. */
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: userRole('role').notNull().default('patient'),
  /** A deactivated account cannot sign in; its sessions ended when it was deactivated. */
  active: boolean('active').notNull().default(true),
  /** A temporary password (a new account, a reset): nothing but choosing a new one until it is changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

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
    /** Walk-in patients each of the doctor's sessions takes beside its bookings (issue 25; OPD_QUEUE's default). */
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
/** A check's list of the contract's values: `'en', 'hi'`. */
const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));


/**
 * A doctor's weekly sessions (issue 23): on `weekday` (ISO, 1 = Monday) from `start` to `end`, a slot every
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
    /** A slot's text, "9:15 AM": any slot a doctor's sessions make (issue 23), no longer a fixed list. */
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
    // The OPD's day (issue 25): null until the visit reaches each step.
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
    // The admin list at a million rows (issue 22): the first page of every sort, both ways, is the start (or end)
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
 * The last token given for each doctor and day (issue 25): a check-in or a walk-in adds one and takes the number in
 * its own transaction, so a rollback gives it back and two instances never share one. The row is also the lock the
 * desk's calls and the walk-in quota take on that doctor's day.
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
 * The outbox (issue 24): every message the hospital sends a patient about a booking, one row a channel, written in
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

export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    category: galleryCategory('category').notNull().default('facility'),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('gallery_images_category_idx').on(table.category)],
);

export const newsEvents = pgTable(
  'news_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: newsType('type').notNull().default('news'),
    imageUrl: text('image_url'),
    eventDate: timestamp('event_date', { withTimezone: true, mode: 'date' }),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('news_events_type_idx').on(table.type)],
);

/** Patients' words on the home page, each text in English and in Hindi (the `_hi` twin); none until an admin adds one. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    condition: text('condition').notNull(),
    conditionHi: text('condition_hi').notNull(),
    quote: text('quote').notNull(),
    quoteHi: text('quote_hi').notNull(),
    rating: integer('rating').notNull().default(TESTIMONIAL_RATING.default),
  },
  (table) => [check('testimonials_rating_check', sql`${table.rating} BETWEEN ${sql.raw(String(TESTIMONIAL_RATING.min))} AND ${sql.raw(String(TESTIMONIAL_RATING.max))}`)],
);

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  // Free text: projects may carry statuses beyond the known ones (the dashboard draws those grey).
  status: text('status').notNull().default('active'),
  progress: integer('progress').notNull().default(0),
  priority: priority('priority').notNull().default('medium'),
  managerId: integer('manager_id'),
  createdAt: createdAt(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    description: text('description'),
    activity: text('activity'),
    subActivity: text('sub_activity'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    actualStartDate: date('actual_start_date', { mode: 'string' }),
    actualEndDate: date('actual_end_date', { mode: 'string' }),
    duration: integer('duration').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    status: taskStatus('status').notNull().default('pending'),
    priority: priority('priority').notNull().default('medium'),
    assigneeId: integer('assignee_id'),
    contractor: text('contractor'),
    location: text('location'),
    // Levels and materials arrive as JSON or as a JSON string; jsonb keeps either as given.
    hierarchy: jsonb('hierarchy'),
    materials: jsonb('materials'),
    photoUrl: text('photo_url'),
    notes: text('notes'),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('tasks_project_idx').on(table.projectId)],
);

export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    actualDate: date('actual_date', { mode: 'string' }),
    status: milestoneStatus('status').notNull().default('pending'),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (table) => [index('milestones_project_idx').on(table.projectId)],
);

export const taskDependencies = pgTable(
  'task_dependencies',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    dependsOnTaskId: integer('depends_on_task_id')
      .notNull()
      .references(() => tasks.id),
    type: dependencyType('type').notNull().default('finish-to-start'),
  },
  (table) => [index('task_dependencies_task_idx').on(table.taskId)],
);

/** Signed-in sessions. Only a SHA-256 of the cookie's token is stored, so a copy of the table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The throttles' counters (rules/throttle.ts in the contract): attempts under one key since its window opened. An
 * attempt is counted before its work, by one INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING, so concurrent
 * attempts on any instance each see their own count.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('attempt_counters_window_idx').on(table.windowStartedAt)],
);

/**
 * Browsers that signed in to an account (the known-device cookie). Only a SHA-256 of the cookie's id is stored. A
 * known browser's sign-ins have a throttle count of their own, so strangers' guesses cannot lock it out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_user_idx').on(table.userId)],
);

/** Who did what and when: sign-ins and every change an admin makes, with the values before and after. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    address: text('address'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_events_at_idx').on(table.at)],
);

/**
 * When each table visitors' pages show last changed, and a count of its changes: triggers on those tables
 * (migration 0004) write it in the transaction of every write, whoever makes it, so every instance can tell
 * whether the pages it keeps are still true (http/livePages.ts).
 */
export const contentChanges = pgTable('content_changes', {
  collection: text('collection').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
