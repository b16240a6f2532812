// Business constants of the hospital. Every app and both servers read them from here. The site's first paint
// carries this module (its frame reads a few of these), so it holds values only, no tables of many.

/** The hospital's clock and calendar: India's one zone (rules/calendar.ts works in it). */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';

/**
 * When each part of what visitors see last changed (API_PATHS.contentUpdates, the pages' "Last updated"). Here rather
 * than only in paths.ts, so the site's frame, which reads it on every page, does not carry the whole path table.
 */
export const CONTENT_UPDATES_PATH = '/api/content-updates';

export const HOSPITAL_TIME_SLOTS = [
  '9:00 AM',
  '9:30 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '11:30 AM',
  // No slots between 12:00 and 1:30 PM: the OPD lunch break.
  '2:00 PM',
  '2:30 PM',
  '3:00 PM',
  '3:30 PM',
  '4:00 PM',
  '4:30 PM',
  '5:00 PM',
] as const;
export type TimeSlot = (typeof HOSPITAL_TIME_SLOTS)[number];

/**
 * The OPD timetable's limits. A doctor's weekly sessions each have a weekday (ISO: 1 = Monday ... 7 =
 * Sunday), a start and an end on the 24-hour clock, a slot length and a capacity (patients a slot); the slots a
 * session makes (rules/timetable.ts) are what can be booked. HOSPITAL_TIME_SLOTS above are what a weekday's standard
 * sessions (09:00-12:00 and 14:00-17:30, half-hour slots) make, the spec's list.
 */
export const OPD = {
  slotMinutes: [10, 15, 20, 30],
  capacity: { min: 1, max: 20 },
  /** The longest availability read, in days (both ends counted). */
  availabilityMaxDays: 62,
  /** The most weekly sessions a doctor has, and the longest leave, in days. */
  maxSessions: 28,
  maxLeaveDays: 366,
} as const;
export type SlotMinutes = (typeof OPD.slotMinutes)[number];

/** ISO weekdays: 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * Why a booking needs a new time, set by the server when the hospital's calendar moved under it: the doctor's leave,
 * an OPD closure, changed consultation hours, or the doctor retired. Cleared when the visit moves.
 */
export const NEW_TIME_REASONS = ['doctor_leave', 'opd_closed', 'hours_changed', 'doctor_retired'] as const;
export type NewTimeReason = (typeof NEW_TIME_REASONS)[number];

/** The languages of the site, and so of a booking (the page it was made on) and of every message about it. */
export const BOOKING_LANGUAGES = ['en', 'hi'] as const;
export type BookingLanguage = (typeof BOOKING_LANGUAGES)[number];

/**
 * What the hospital tells a patient about a booking: the confirmation at once, a reminder before the visit,
 * and a notice when the visit moves, is cancelled, or needs a new time because the hospital's calendar changed.
 */
export const MESSAGE_KINDS = ['confirmation', 'reminder', 'rescheduled', 'cancelled', 'needs_new_time'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/**
 * A message's state in the outbox: waiting for its time or its turn, being handed to its channel (claimed by one
 * try, so nothing else writes over what the channel answers), delivered, given up after its tries, no longer wanted
 * (the visit was cancelled or moved, or the patient stopped reminders), or written without a channel to send it.
 * `sent`, `failed`, `cancelled` and `not_configured` are final: no later write changes them (a resend starts a
 * failed message afresh).
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'cancelled', 'not_configured'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * What a cancellation of reminders reaches: one waiting, and one being sent. The channel may take the latter all the
 * same (a mail server or SMS gateway cannot be recalled); it stays `cancelled`, and its reason then ends with
 * MESSAGE_CANCELLED_TOO_LATE and its `sentAt` says when it went.
 */
export const CANCELLABLE_MESSAGE_STATUSES = ['queued', 'sending'] as const satisfies readonly MessageStatus[];
export const MESSAGE_CANCELLED_TOO_LATE = ' (too late: it was already with the mail server or SMS gateway, and went)';

export const MESSAGING = {
  /** How long before the visit its reminder goes (REMINDER_HOURS on the server overrides it). */
  reminderHours: 24,
  /** Tries of one message before it is `failed`, backing off between them. */
  attempts: 4,
} as const;

export const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const USER_ROLES = ['patient', 'admin', 'reception'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The hospital's staff: `admin` runs everything; `reception` (the front desk) sees and changes appointments only,
 * not the gallery, news, staff accounts, the audit trail or project edits.
 */
export const STAFF_ROLES = ['admin', 'reception'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * A visit's states. A booking is `pending` until staff confirm it; on the day the patient checks in at the counter
 * (`checked_in`, with a token), is called to the doctor's room (`in_consultation`) and seen (`completed`); one who never
 * came is `no_show`. The first four are the spec's, in its order; the OPD day follows (docs/adr/0020).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'checked_in', 'in_consultation', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];


export const GALLERY_CATEGORIES = ['facility', 'staff', 'equipment', 'events'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const NEWS_TYPES = ['news', 'event'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

export const PROJECT_STATUSES = ['active', 'completed', 'in-progress', 'on-hold', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const TASK_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const MILESTONE_STATUSES = ['pending', 'in-progress', 'completed', 'overdue'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const DEPENDENCY_TYPES = ['finish-to-start'] as const;
export type DependencyType = (typeof DEPENDENCY_TYPES)[number];

export const DEFAULTS = {
  appointmentStatus: 'pending',
  userRole: 'patient',
  isPublished: true,
  isVisible: true,
  galleryCategory: 'facility',
  newsType: 'news',
  projectStatus: 'active',
  projectProgress: 0,
  projectPriority: 'medium',
  taskStatus: 'pending',
  taskPriority: 'medium',
  taskDuration: 1,
  taskProgress: 0,
  milestoneStatus: 'pending',
  dependencyType: 'finish-to-start',
} as const satisfies Record<string, string | number | boolean>;

export const BOOKING = {
  progressPercent: 60,
  stepText: 'Step 1 of 2',
} as const;

export const SKELETON_COUNTS = { gallery: 8, adminNews: 3, publicNews: 6 } as const;

export const GANTT = {
  columnWidthPx: { day: 30, month: 120, year: 300 },
  minBarWidthPx: 20,
  rowHeightPx: 40,
} as const;
export type GanttScale = keyof typeof GANTT.columnWidthPx;

export const MILESTONE_WARNING_DAYS = 7;
export const PROGRESS_RANGE = { min: 0, max: 100 } as const;

export const TOAST = {
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const STATS_PANEL = {
  trendDays: 7,
  chartHeightsPx: [250, 300],
  pieOuterRadius: 80,
  donutInnerRadius: 40,
  donutPaddingAngle: 5,
} as const;

/** Where the browser keeps the signed-in user's record (the sign-in answer), for the admin area's header. */
export const STORED_USER_KEY = 'user';
