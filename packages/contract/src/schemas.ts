// Zod schemas for every entity and every payload. The browser's forms and both servers (the mock and apps/api)
// validate with these same schemas, so a rule is written once.
import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  DEFAULTS,
  DEPENDENCY_TYPES,
  GALLERY_CATEGORIES,
  GENDERS,
  HOSPITAL_TIME_SLOTS,
  MILESTONE_STATUSES,
  NEWS_TYPES,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
  USER_ROLES,
} from './constants.ts';
import { FIELD_CODES } from './errors.ts';
import { API_MESSAGES } from './messages.ts';
import { withoutBidiControls } from './rules/input.ts';
import { BOOKING_REFERENCE_HINT, BOOKING_REFERENCE_PATTERN, normalizeBookingReference } from './bookingReference.ts';

// ---- building blocks ----------------------------------------------------------------------------

const REQUIRED = 'Required';

/** Ids are PostgreSQL's 32-bit integers: a larger number names no record, and is refused before it reaches a query. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.int().positive().max(MAX_ID, 'Must be an id');

/** Required text: the generic "Required" message whether the field is missing, not text, or blank. */
const requiredText = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** A person's name: required text, stored without the bidirectional controls that would turn the text around it. */
const nameText = (max: number) =>
  z.string({ error: REQUIRED }).overwrite(withoutBidiControls).trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

const optionalText = (max = 2000) => z.string().max(max, `Must be at most ${max} characters`);

/** A calendar day, YYYY-MM-DD. Days carry no time zone, so no offset can move them. */
export const calendarDateSchema = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' });

/** An instant, ISO 8601 with a zone (what `Date.prototype.toISOString` gives). */
export const timestampSchema = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

function isAllowedImageUrl(value: string): boolean {
  // Site-relative paths are our own shipped images; "//host" would be another site, so it is refused.
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  return /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);
}

/** Image addresses: http(s) or site-relative only, so no javascript: or data: URL reaches an <img>. */
export const imageUrlSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2000, 'Must be at most 2000 characters')
  .refine(isAllowedImageUrl, { message: 'Must be a URL (http, https or a path on this site)', params: { code: FIELD_CODES.invalidImageUrl } });

/** Optional image URL: blank means none (sent as null). */
export const optionalImageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  imageUrlSchema.nullable().optional(),
);

// ---- users and sign-in --------------------------------------------------------------------------

/** A user as the API shows it: never a password or its hash. */
export const userSchema = z.object({
  id: idSchema,
  username: requiredText(80),
  role: z.enum(USER_ROLES),
  createdAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/** A stored password hash: `scrypt:N:r:p:saltHex:keyHex` (made and checked by the `server` subpath's passwordHash.ts). */
export const PASSWORD_HASH_PATTERN = /^scrypt:\d+:\d+:\d+:[0-9a-f]+:[0-9a-f]+$/;

/** A user as the seed and the mock API store it. */
export const storedUserSchema = userSchema.extend({
  passwordHash: z.string().regex(PASSWORD_HASH_PATTERN),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const insertUserSchema = z.object({
  username: nameText(80),
  password: z.string({ error: REQUIRED }).min(8, 'Must be at least 8 characters').max(200),
  role: z.enum(USER_ROLES).default(DEFAULTS.userRole),
});
export type InsertUser = z.infer<typeof insertUserSchema>;

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(80),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login response: the whole user record, stored in the browser under `user`. */
export const loginResponseSchema = userSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---- appointments -------------------------------------------------------------------------------

/** The longest text (the oldest age) each booking field takes: the schemas' limits, which the forms also say. */
export const BOOKING_FIELD_LIMITS = { patientName: 120, email: 200, phone: 20, age: 130, department: 120, reasonForVisit: 2000, contact: 200 } as const;

/** The ten fields of the booking form. */
export const insertAppointmentSchema = z.object({
  patientName: nameText(BOOKING_FIELD_LIMITS.patientName),
  email: z.email({ error: 'Enter a valid email address' }).max(BOOKING_FIELD_LIMITS.email),
  phone: requiredText(BOOKING_FIELD_LIMITS.phone).regex(/^[+\d][\d\s()-]{5,19}$/, 'Enter a valid phone number'),
  age: z
    .int({ error: 'Age must be a whole number' })
    .min(0, 'Age cannot be negative')
    .max(BOOKING_FIELD_LIMITS.age, `Age must be at most ${BOOKING_FIELD_LIMITS.age}`),
  gender: z.enum(GENDERS, { error: REQUIRED }),
  department: requiredText(BOOKING_FIELD_LIMITS.department),
  doctorId: idSchema.optional(),
  preferredDate: z
    .string({ error: 'Date is required' })
    .min(1, 'Date is required')
    .pipe(calendarDateSchema),
  preferredTime: z.enum(HOSPITAL_TIME_SLOTS, { error: REQUIRED }),
  reasonForVisit: requiredText(BOOKING_FIELD_LIMITS.reasonForVisit),
});
export type InsertAppointment = z.infer<typeof insertAppointmentSchema>;

/**
 * What the booking form sends: the ten fields and the patient's consent to store them (docs/adr/0011). The server
 * refuses a booking without it; an appointment's `createdAt` is when consent was given.
 */
export const bookingRequestSchema = insertAppointmentSchema.extend({
  consent: z.literal(true, { error: API_MESSAGES.consentRequired }),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A booking reference in its one written form, `CCH-7K4Q-M2XD` (see `normalizeBookingReference` for input). */
export const bookingReferenceSchema = z.string().regex(BOOKING_REFERENCE_PATTERN, 'Must be a booking reference such as CCH-7K4Q-M2XD');

export const appointmentSchema = insertAppointmentSchema.extend({
  id: idSchema,
  /** Made by the server at booking: short, readable aloud, unguessable, unique. */
  reference: bookingReferenceSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  createdAt: timestampSchema,
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * Who may see or change a booking without signing in: whoever knows its reference and the phone number or
 * email it was made with. Sent in a POST body, never in a URL. The reference is read leniently (lower case,
 * spaces, a missing prefix, I/L for 1, O for 0), so one typed from a phone call still matches.
 */
export const bookingLookupSchema = z.object({
  reference: z
    .string({ error: BOOKING_REFERENCE_HINT })
    .max(40, BOOKING_REFERENCE_HINT)
    .transform((value, context) => {
      const reference = normalizeBookingReference(value);
      if (reference === undefined) {
        context.addIssue({ code: 'custom', message: BOOKING_REFERENCE_HINT, params: { code: FIELD_CODES.invalidReference } });
        return z.NEVER;
      }
      return reference;
    }),
  contact: z
    .string({ error: 'Enter the phone number or email used for the booking' })
    .trim()
    .min(1, 'Enter the phone number or email used for the booking')
    .max(BOOKING_FIELD_LIMITS.contact, `Must be at most ${BOOKING_FIELD_LIMITS.contact} characters`),
});
export type BookingLookup = z.input<typeof bookingLookupSchema>;

/** A patient's move of their booking to another day and slot; the reference stays. */
export const bookingRescheduleSchema = bookingLookupSchema.extend({
  preferredDate: insertAppointmentSchema.shape.preferredDate,
  preferredTime: insertAppointmentSchema.shape.preferredTime,
});
export type BookingReschedule = z.input<typeof bookingRescheduleSchema>;

/**
 * A booking as its patient sees it on the manage page: what the visit is, never the contact details or the reason
 * (whoever has the slip should learn no more than it says). `canChange` is the server's word on whether it can
 * still be cancelled or moved: not when cancelled, completed, or on a day already past.
 */
export const managedBookingSchema = appointmentSchema
  .pick({ reference: true, patientName: true, department: true, doctorId: true, preferredDate: true, preferredTime: true, status: true })
  .extend({ canChange: z.boolean() });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

export const appointmentStatusUpdateSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: `Must be one of: ${APPOINTMENT_STATUSES.join(', ')}` }),
});
export type AppointmentStatusUpdate = z.infer<typeof appointmentStatusUpdateSchema>;

/**
 * The answer of the availability read: which of a doctor's slots on a day are already taken (by any
 * appointment not cancelled). Only slot texts, so it can be public without showing who booked them.
 */
export const availabilitySchema = z.object({
  doctorId: idSchema,
  date: calendarDateSchema,
  takenSlots: z.array(z.enum(HOSPITAL_TIME_SLOTS)),
});
export type Availability = z.infer<typeof availabilitySchema>;

// ---- query strings: each read accepts only its own keys, each once; anything else is a 400 naming it ----

const requiredOr = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? REQUIRED : message) });

/** An id in a query string: digits only, given once. */
const queryIdSchema = z.string(requiredOr('Must be an id')).regex(/^\d+$/, 'Must be an id').transform(Number).pipe(idSchema);
const queryDateSchema = z.string(requiredOr('Must be a date (YYYY-MM-DD)')).pipe(calendarDateSchema);

/** A read that takes no query parameters at all. */
export const noQuerySchema = z.object({}).strict();

/** The availability read's query: both keys required. */
export const availabilityQuerySchema = z.object({ doctorId: queryIdSchema, date: queryDateSchema }).strict();

export const galleryQuerySchema = z.object({ category: z.enum(GALLERY_CATEGORIES).optional() }).strict();
export const newsEventsQuerySchema = z.object({ type: z.enum(NEWS_TYPES).optional() }).strict();
/** Tasks, milestones and task dependencies, optionally of one project. */
export const projectItemsQuerySchema = z.object({ projectId: queryIdSchema.optional() }).strict();

// ---- departments and doctors --------------------------------------------------------------------

export const departmentSchema = z.object({
  id: idSchema,
  name: requiredText(120),
  description: z.string().nullable().optional(),
  headDoctor: z.string().nullable().optional(),
});
export type Department = z.infer<typeof departmentSchema>;
export const insertDepartmentSchema = departmentSchema.omit({ id: true });

export const doctorSchema = z.object({
  id: idSchema,
  name: requiredText(120),
  specialization: requiredText(120),
  departmentId: idSchema.nullable().optional(),
  /** Comma-space separated, e.g. "MBBS, MD (Medicine)". */
  qualifications: z.string(),
  experience: z.int().min(0).max(80),
  image: z.string().nullable().optional(),
});
export type Doctor = z.infer<typeof doctorSchema>;
export const insertDoctorSchema = doctorSchema.omit({ id: true });

// ---- gallery ------------------------------------------------------------------------------------

const galleryFields = {
  title: requiredText(200),
  /** Blank is sent as null. */
  description: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    optionalText(2000).nullable(),
  ),
  imageUrl: imageUrlSchema,
  category: z.enum(GALLERY_CATEGORIES, { error: `Must be one of: ${GALLERY_CATEGORIES.join(', ')}` }),
  isVisible: z.boolean(),
};

export const insertGalleryImageSchema = z.object({
  ...galleryFields,
  description: galleryFields.description.default(null),
  category: galleryFields.category.default(DEFAULTS.galleryCategory),
  isVisible: galleryFields.isVisible.default(DEFAULTS.isVisible),
});
export type InsertGalleryImage = z.infer<typeof insertGalleryImageSchema>;
export const updateGalleryImageSchema = z.object(galleryFields).partial();
export type UpdateGalleryImage = z.infer<typeof updateGalleryImageSchema>;

export const galleryImageSchema = z.object({
  ...galleryFields,
  id: idSchema,
  createdAt: timestampSchema,
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

// ---- news and events ----------------------------------------------------------------------------

const newsFields = {
  title: requiredText(200),
  content: requiredText(10_000),
  type: z.enum(NEWS_TYPES, { error: `Must be one of: ${NEWS_TYPES.join(', ')}` }),
  imageUrl: optionalImageUrlSchema,
  /** An event's date and time; blank or absent means none (null). */
  eventDate: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    timestampSchema.nullable(),
  ),
  isPublished: z.boolean(),
};

export const insertNewsEventSchema = z.object({
  ...newsFields,
  type: newsFields.type.default(DEFAULTS.newsType),
  isPublished: newsFields.isPublished.default(DEFAULTS.isPublished),
});
export type InsertNewsEvent = z.infer<typeof insertNewsEventSchema>;
export const updateNewsEventSchema = z.object(newsFields).partial();
export type UpdateNewsEvent = z.infer<typeof updateNewsEventSchema>;

export const newsEventSchema = z.object({
  ...newsFields,
  imageUrl: imageUrlSchema.nullable().optional(),
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type NewsEvent = z.infer<typeof newsEventSchema>;

// ---- projects, tasks, milestones, dependencies ---------------------------------------------------

const progressSchema = z.int().min(0, 'Must be 0 to 100').max(100, 'Must be 0 to 100');

const projectFields = {
  name: requiredText(200),
  description: z.string().nullable().optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  status: z.string().min(1),
  progress: progressSchema,
  priority: z.enum(PRIORITIES),
  managerId: idSchema.nullable().optional(),
};

export const insertProjectSchema = z.object({
  ...projectFields,
  status: projectFields.status.default(DEFAULTS.projectStatus),
  progress: progressSchema.default(DEFAULTS.projectProgress),
  priority: projectFields.priority.default(DEFAULTS.projectPriority),
});
export type InsertProject = z.infer<typeof insertProjectSchema>;

/** Projects may carry statuses beyond the known ones; the dashboard draws those grey. */
export const projectSchema = z.object({ ...projectFields, id: idSchema, createdAt: timestampSchema });
export type Project = z.infer<typeof projectSchema>;
export const knownProjectStatusSchema = z.enum(PROJECT_STATUSES);

export const materialSchema = z.object({
  name: z.string(),
  plannedQty: z.number().nullable().optional(),
  actualQty: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
});
export type Material = z.infer<typeof materialSchema>;

/** Levels as an object or array, or either as a JSON string (unparseable strings read as empty). */
export const hierarchySchema = z.union([z.record(z.string(), z.string()), z.array(z.string()), z.string()]);
/** Materials as an array or a JSON string of one (unparseable strings read as empty). */
export const materialsSchema = z.union([z.array(materialSchema), z.string()]);

const taskFields = {
  projectId: idSchema,
  parentId: idSchema.nullable().optional(),
  name: requiredText(200),
  description: z.string().nullable().optional(),
  activity: z.string().nullable().optional(),
  subActivity: z.string().nullable().optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  actualStartDate: calendarDateSchema.nullable().optional(),
  actualEndDate: calendarDateSchema.nullable().optional(),
  duration: z.int().min(1, 'Must be at least 1'),
  progress: progressSchema,
  status: z.enum(TASK_STATUSES, { error: `Must be one of: ${TASK_STATUSES.join(', ')}` }),
  priority: z.enum(PRIORITIES, { error: `Must be one of: ${PRIORITIES.join(', ')}` }),
  assigneeId: idSchema.nullable().optional(),
  contractor: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  hierarchy: hierarchySchema.nullable().optional(),
  materials: materialsSchema.nullable().optional(),
  photoUrl: imageUrlSchema.nullable().optional(),
  notes: z.string().nullable().optional(),
  updatedBy: z.string().nullable().optional(),
};

export const insertTaskSchema = z.object({
  ...taskFields,
  duration: taskFields.duration.default(DEFAULTS.taskDuration),
  progress: progressSchema.default(DEFAULTS.taskProgress),
  status: taskFields.status.default(DEFAULTS.taskStatus),
  priority: taskFields.priority.default(DEFAULTS.taskPriority),
});
export type InsertTask = z.infer<typeof insertTaskSchema>;

/** The one rule on a task's dates: it cannot end before it starts. */
function endsBeforeStart(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return range.startDate !== undefined && range.endDate !== undefined && range.endDate < range.startDate;
}
const END_BEFORE_START = { message: 'End date must not be before the start date', path: ['endDate'], params: { code: FIELD_CODES.endBeforeStart } };

/** A task's dates as stored after a change: the servers check the merged record with this. */
export const taskDateRangeSchema = z
  .object({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((range) => !endsBeforeStart(range), END_BEFORE_START);

/** What the task dialog or a Kanban drop may change; a task never moves to another project. */
export const updateTaskSchema = z
  .object(taskFields)
  .omit({ projectId: true })
  .partial()
  .refine((change) => !endsBeforeStart(change), END_BEFORE_START);
export type UpdateTask = z.infer<typeof updateTaskSchema>;

export const taskSchema = z.object({
  ...taskFields,
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Task = z.infer<typeof taskSchema>;

const milestoneFields = {
  projectId: idSchema,
  name: requiredText(200),
  description: z.string().nullable().optional(),
  targetDate: calendarDateSchema,
  actualDate: calendarDateSchema.nullable().optional(),
  status: z.enum(MILESTONE_STATUSES, { error: `Must be one of: ${MILESTONE_STATUSES.join(', ')}` }),
  ownerId: idSchema.nullable().optional(),
};

export const insertMilestoneSchema = z.object({
  ...milestoneFields,
  status: milestoneFields.status.default(DEFAULTS.milestoneStatus),
});
export type InsertMilestone = z.infer<typeof insertMilestoneSchema>;
export const updateMilestoneSchema = z.object(milestoneFields).omit({ projectId: true }).partial();
export type UpdateMilestone = z.infer<typeof updateMilestoneSchema>;

export const milestoneSchema = z.object({ ...milestoneFields, id: idSchema, createdAt: timestampSchema });
export type Milestone = z.infer<typeof milestoneSchema>;

export const insertTaskDependencySchema = z.object({
  taskId: idSchema,
  dependsOnTaskId: idSchema,
  type: z.enum(DEPENDENCY_TYPES).default(DEFAULTS.dependencyType),
});
export type InsertTaskDependency = z.infer<typeof insertTaskDependencySchema>;
export const taskDependencySchema = insertTaskDependencySchema.extend({ id: idSchema });
export type TaskDependency = z.infer<typeof taskDependencySchema>;

// ---- computed figures ---------------------------------------------------------------------------

export const statsSchema = z.object({
  totalAppointments: z.int().min(0),
  pendingAppointments: z.int().min(0),
  confirmedAppointments: z.int().min(0),
  totalDepartments: z.int().min(0),
});
export type Stats = z.infer<typeof statsSchema>;

export const projectStatsSchema = z.object({
  totalProjects: z.int().min(0),
  /** Projects whose work is under way: status active or in-progress. */
  activeProjects: z.int().min(0),
  totalTasks: z.int().min(0),
  completedTasks: z.int().min(0),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

// ---- the audit trail ----------------------------------------------------------------------------

/** One entry of the audit trail: who did what to which record, when, and the values before and after. */
export const auditEventSchema = z
  .object({
    id: idSchema,
    at: timestampSchema,
    userId: idSchema.nullable(),
    username: z.string().nullable(),
    address: z.string().nullable(),
    /** e.g. auth.login, auth.login_failed, appointment.status, gallery.create, task.update */
    action: z.string(),
    entity: z.string().nullable(),
    entityId: idSchema.nullable(),
    before: z.unknown(),
    after: z.unknown(),
  });
export type AuditEvent = z.infer<typeof auditEventSchema>;

const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.int().min(1, 'Must be at least 1').max(max, `Must be at most ${max}`))
    .optional()
    .transform((value) => value ?? fallback);

export const auditQuerySchema = z.object({ page: pageNumber(1, 1_000_000), pageSize: pageNumber(50, 200) }).strict();

export const auditPageSchema = z.object({ items: z.array(auditEventSchema), page: idSchema, pageSize: idSchema, total: z.int().min(0) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The health read: whether this instance can reach its database. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres', 'json-file']) });
export type Health = z.infer<typeof healthSchema>;

// ---- the whole data file ------------------------------------------------------------------------

/** The mock API's data file: the seed and its runtime copy. A file that fails this is refused. */
export const databaseSchema = z.object({
  users: z.array(storedUserSchema),
  appointments: z.array(appointmentSchema),
  departments: z.array(departmentSchema),
  doctors: z.array(doctorSchema),
  news_events: z.array(newsEventSchema),
  gallery_images: z.array(galleryImageSchema),
  projects: z.array(projectSchema),
  tasks: z.array(taskSchema),
  milestones: z.array(milestoneSchema),
  task_dependencies: z.array(taskDependencySchema),
});
export type Database = z.infer<typeof databaseSchema>;
export type CollectionName = keyof Database;

// ---- request headers ----------------------------------------------------------------------------

/** The booking form's Idempotency-Key (IDEMPOTENCY_HEADER): one per submission, so a retry is not a second booking. */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'Must be 8 to 200 visible characters')
  .max(200, 'Must be 8 to 200 visible characters')
  .regex(/^[\x21-\x7e]+$/, 'Must be 8 to 200 visible characters');
