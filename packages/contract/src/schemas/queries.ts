// Query strings: each read accepts only its own keys, each once; anything else is a 400 naming it.
import { z } from 'zod';
import { APPOINTMENT_STATUSES, GALLERY_CATEGORIES, NEWS_TYPES, OPD } from '../constants.ts';
import { FIELD_CODES } from '../errorCodes.ts';
import { appointmentSchema } from './appointments.ts';
import { calendarDateSchema, idSchema, REQUIRED } from './common.ts';
import { slotTimeSchema } from './timetable.ts';

const requiredOr = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? REQUIRED : message) });

/** An id in a query string: digits only, given once. */
const queryIdSchema = z.string(requiredOr('Must be an id')).regex(/^\d+$/, 'Must be an id').transform(Number).pipe(idSchema);
const queryDateSchema = z.string(requiredOr('Must be a date (YYYY-MM-DD)')).pipe(calendarDateSchema);

/** A read that takes no query parameters at all. */
export const noQuerySchema = z.object({}).strict();

/** The availability read's query: a doctor and the first and last day, at most OPD.availabilityMaxDays days. */
export const availabilityQuerySchema = z
  .object({ doctorId: queryIdSchema, from: queryDateSchema, to: queryDateSchema })
  .strict()
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from', params: { code: FIELD_CODES.endBeforeStart } });
    } else if (Date.parse(query.to) - Date.parse(query.from) >= OPD.availabilityMaxDays * 86_400_000) {
      context.addIssue({ code: 'custom', path: ['to'], message: `Must be at most ${OPD.availabilityMaxDays} days after from, both counted`, params: { code: FIELD_CODES.rangeTooLong } });
    }
  });
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/** A timetable change's query: `preview=1` answers what it would do, and saves nothing. */
export const timetablePreviewQuerySchema = z.object({ preview: z.enum(['1', 'true'], { error: 'Must be 1' }).optional() }).strict();

export const galleryQuerySchema = z.object({ category: z.enum(GALLERY_CATEGORIES).optional() }).strict();
export const newsEventsQuerySchema = z.object({ type: z.enum(NEWS_TYPES).optional() }).strict();
/** Tasks, milestones and task dependencies, optionally of one project. */
export const projectItemsQuerySchema = z.object({ projectId: queryIdSchema.optional() }).strict();

/** A page number or size in a query string: digits only, from 1 to `max`; `fallback` when absent. */
export const pageNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.int().min(1, 'Must be at least 1').max(max, `Must be at most ${max}`))
    .optional()
    .transform((value) => value ?? fallback);

/**
 * What the appointments list sorts by (`sort=preferredDate`, `sort=-preferredDate` for the other way): the admin
 * table's sortable columns, the booking time and the id. `preferredDate` orders by the visit's day and then its
 * slot's time of day; every order ends with the id, so a page boundary never moves between two equal rows.
 */
export const APPOINTMENT_SORT_KEYS = ['id', 'patientName', 'reference', 'email', 'department', 'preferredDate', 'status', 'createdAt'] as const;
export type AppointmentSortKey = (typeof APPOINTMENT_SORT_KEYS)[number];
export interface AppointmentSort {
  key: AppointmentSortKey;
  direction: 'asc' | 'desc';
}

/** The admin table's page size, and the most one request may ask for. */
export const APPOINTMENT_PAGE = { defaultSize: 25, maxSize: 100, maxPage: 1_000_000 } as const;

/** The longest search text and department name the query takes. */
export const APPOINTMENT_QUERY_LIMITS = { q: 100, department: 120 } as const;

const sortText = `Must be one of ${APPOINTMENT_SORT_KEYS.join(', ')}, with "-" before it for the other way`;

/** A sort from its written form (`preferredDate`, `-preferredDate`); undefined for anything the list does not sort by. */
export function parseAppointmentSort(value: string): AppointmentSort | undefined {
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  if (!(APPOINTMENT_SORT_KEYS as readonly string[]).includes(key)) return undefined;
  return { key: key as AppointmentSortKey, direction: descending ? 'desc' : 'asc' };
}

/** A sort as the query (and the admin page's address) writes it. */
export function appointmentSortText(sort: AppointmentSort): string {
  return `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
}

/** The filters of the appointments list, shared by its page and its CSV export. */
const appointmentFilterShape = {
  /** Part of the patient's name, e-mail, phone or department, or of the booking reference (dashes optional), any case. */
  q: z.string().max(APPOINTMENT_QUERY_LIMITS.q, `Must be at most ${APPOINTMENT_QUERY_LIMITS.q} characters`).optional(),
  status: z.enum(APPOINTMENT_STATUSES, { error: `Must be one of ${APPOINTMENT_STATUSES.join(', ')}` }).optional(),
  doctorId: queryIdSchema.optional(),
  /** A department's name, exactly as the booking stored it. */
  department: z.string().min(1, REQUIRED).max(APPOINTMENT_QUERY_LIMITS.department, `Must be at most ${APPOINTMENT_QUERY_LIMITS.department} characters`).optional(),
  /** The first and last visit day, inclusive. */
  from: queryDateSchema.optional(),
  to: queryDateSchema.optional(),
  /** `1`: only the live bookings marked as needing a new time (leave, a closure, new hours). */
  needsNewTime: z.enum(['1'], { error: 'Must be 1' }).optional(),
  sort: z
    .string()
    .transform((value, context): AppointmentSort => {
      const sort = parseAppointmentSort(value);
      if (sort) return sort;
      context.addIssue({ code: 'custom', message: sortText, params: { code: 'invalid_value' } });
      return z.NEVER;
    })
    .optional(),
};

const toNotBeforeFrom = (query: { from?: string; to?: string }, context: z.RefinementCtx) => {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from', params: { code: FIELD_CODES.endBeforeStart } });
  }
};

/** The CSV export's query: the list's filters and order, no paging (every matching row). */
export const appointmentExportQuerySchema = z.object(appointmentFilterShape).strict().superRefine(toNotBeforeFrom);
export type AppointmentExportQuery = z.output<typeof appointmentExportQuerySchema>;

/**
 * The appointments list's query. With none of its keys the list is every appointment, as the spec
 * answers it; with any of them it is one page: `{ items, total, page, pageSize }`.
 */
export const appointmentsQuerySchema = z
  .object({
    ...appointmentFilterShape,
    page: pageNumber(1, APPOINTMENT_PAGE.maxPage),
    pageSize: pageNumber(APPOINTMENT_PAGE.defaultSize, APPOINTMENT_PAGE.maxSize),
  })
  .strict()
  .superRefine(toNotBeforeFrom);
export type AppointmentsQuery = z.output<typeof appointmentsQuerySchema>;
/** The query as a client writes it (every value a string, as in the URL). */
export type AppointmentsQueryInput = z.input<typeof appointmentsQuerySchema>;

/** One page of the appointments list. `total` counts every match; a page past the last has no items. */
export const appointmentPageSchema = z.object({
  items: z.array(appointmentSchema),
  total: z.int().min(0),
  page: idSchema,
  pageSize: idSchema,
});
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

/**
 * The analytics tab's counts, made by the server (in SQL on apps/api) rather than from every appointment in the
 * browser: by status (all of them, zeros included), by department (busiest first, then by name), by the day the
 * booking was made over the last `STATS_PANEL.trendDays` UTC days ending today (oldest first, zeros included), and
 * by the day's slots (the slot list's order, zeros included).
 */
/** A doctor's or a department's OPD figures (rules/opdQueue.ts's opdOutcome). */
export const opdOutcomeSchema = z.object({
  attended: z.int().min(0),
  noShows: z.int().min(0),
  noShowRate: z.number().min(0).max(1).nullable(),
  averageWaitMinutes: z.number().min(0).nullable(),
});

export const appointmentCountsSchema = z.object({
  total: z.int().min(0),
  byStatus: z.object(Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, z.int().min(0)])) as Record<(typeof APPOINTMENT_STATUSES)[number], z.ZodInt>),
  byDepartment: z.array(z.object({ department: z.string(), count: z.int().min(0) })),
  byCreatedDay: z.array(z.object({ date: calendarDateSchema, count: z.int().min(0) })),
  byTimeSlot: z.array(z.object({ slot: slotTimeSchema, count: z.int().min(0) })),
  /** The OPD day: no-shows and the wait from check-in to consultation, overall, by doctor and by department. */
  opd: z.object({
    overall: opdOutcomeSchema,
    byDoctor: z.array(opdOutcomeSchema.extend({ doctorId: idSchema, department: z.string() })),
    byDepartment: z.array(opdOutcomeSchema.extend({ department: z.string() })),
  }),
});
export type AppointmentCounts = z.infer<typeof appointmentCountsSchema>;

/** The queue of a doctor's day: `?doctorId=&date=` (today when no date is given). */
export const queueQuerySchema = z.object({ doctorId: queryIdSchema, date: queryDateSchema.optional() }).strict();
export type QueueQuery = z.output<typeof queueQuerySchema>;
