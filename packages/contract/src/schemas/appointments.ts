// Appointments: the booking form's fields, a patient's own booking, availability; and the booking's header.
import { z } from 'zod';
import { BOOKING_REFERENCE_HINT, BOOKING_REFERENCE_PATTERN, normalizeBookingReference } from '../bookingReference.ts';
import { APPOINTMENT_STATUSES, BOOKING_LANGUAGES, GENDERS } from '../constants.ts';
import { FIELD_CODES } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';
import { isSingleLine } from '../rules/input.ts';
import { calendarDateSchema, idSchema, paragraphText, personNameText, REQUIRED, requiredText, SINGLE_LINE, timestampSchema } from './common.ts';
import { newTimeReasonSchema, slotTimeSchema } from './timetable.ts';

/** The longest text (the oldest age) each booking field takes: the schemas' limits, which the forms also say. */
export const BOOKING_FIELD_LIMITS = { patientName: 120, email: 200, phone: 20, age: 130, department: 120, reasonForVisit: 2000, contact: 200 } as const;

export const bookingLanguageSchema = z.enum(BOOKING_LANGUAGES, { error: `Must be one of: ${BOOKING_LANGUAGES.join(', ')}` });

/**
 * The ten fields of the booking form. Every text of one line refuses a line break or control character; the name is
 * a person's (letters, spaces and . ' - only); the reason alone may run over lines, and no message repeats it.
 */
export const insertAppointmentSchema = z.object({
  patientName: personNameText(BOOKING_FIELD_LIMITS.patientName),
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
  /** One of the slots the doctor's sessions make that day (rules/timetable.ts), in the spec's form: "9:15 AM". */
  preferredTime: slotTimeSchema,
  reasonForVisit: paragraphText(BOOKING_FIELD_LIMITS.reasonForVisit),
});
export type InsertAppointment = z.infer<typeof insertAppointmentSchema>;

/**
 * What the booking form sends: the ten fields and the patient's consent to store them (docs/adr/0011). The server
 * refuses a booking without it; an appointment's `createdAt` is when consent was given.
 */
export const bookingRequestSchema = insertAppointmentSchema.extend({
  consent: z.literal(true, { error: API_MESSAGES.consentRequired }),
  /** The language of the page the booking was made on: every message about it is in this language. */
  language: bookingLanguageSchema.default('en'),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A booking reference in its one written form, `CCH-7K4Q-M2XD` (see `normalizeBookingReference` for input). */
export const bookingReferenceSchema = z.string().regex(BOOKING_REFERENCE_PATTERN, 'Must be a booking reference such as CCH-7K4Q-M2XD');

export const appointmentSchema = insertAppointmentSchema.extend({
  /** As stored: a booking made before the name rule keeps the name it was made with. */
  patientName: z.string().trim().min(1).max(BOOKING_FIELD_LIMITS.patientName),
  id: idSchema,
  /** Made by the server at booking: short, readable aloud, unguessable, unique. */
  reference: bookingReferenceSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  createdAt: timestampSchema,
  /** Set by the server when leave, a closure or new hours fell on the visit; cleared when it moves. */
  needsNewTime: newTimeReasonSchema,
  /** The language of the page it was booked on, and of the messages about it. */
  language: bookingLanguageSchema,
  /** The patient stopped the reminders (on the manage page); confirmations and notices of changes still go. */
  remindersStopped: z.boolean(),
  // The OPD day. Absent or null until the visit reaches it.
  /** The number the doctor's room calls: 1, 2, 3 ... per doctor per day, in the order patients checked in. */
  token: z.int().min(1).nullable().optional(),
  /** Registered at the counter on the day, without a booking. */
  walkIn: z.boolean().optional(),
  /** When the patient checked in; when the doctor's room called them; when the consultation ended. */
  checkedInAt: timestampSchema.nullable().optional(),
  calledAt: timestampSchema.nullable().optional(),
  completedAt: timestampSchema.nullable().optional(),
  /**
   * Where the visit stands in the doctor's queue: its slot's start for a booked patient who came within the grace
   * window, else the moment they checked in (rules/opdQueue.ts's queuedAt).
   */
  queuedAt: timestampSchema.nullable().optional(),
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
    .refine(isSingleLine, SINGLE_LINE)
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
    .max(BOOKING_FIELD_LIMITS.contact, `Must be at most ${BOOKING_FIELD_LIMITS.contact} characters`)
    .refine(isSingleLine, SINGLE_LINE),
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
  .pick({ reference: true, patientName: true, department: true, doctorId: true, preferredDate: true, preferredTime: true, status: true, needsNewTime: true, language: true, remindersStopped: true, token: true })
  .extend({
    canChange: z.boolean(),
    /** Once checked in and waiting: how many patients the doctor sees before this one. Null otherwise. */
    ahead: z.int().min(0).nullable().optional(),
  });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

/**
 * A patient registered at the counter on the day without a booking: the booking form's fields less the day and
 * slot (today, and the session under way or next), with the doctor they will see. The front desk asks the patient's
 * consent to keep the details, as the booking form does.
 */
export const walkInRequestSchema = insertAppointmentSchema.omit({ preferredDate: true, preferredTime: true, doctorId: true }).extend({
  doctorId: idSchema,
  consent: z.literal(true, { error: API_MESSAGES.consentRequired }),
  language: bookingLanguageSchema.default('en'),
});
export type WalkInRequest = z.input<typeof walkInRequestSchema>;

/** A booked patient's check-in; a booking made for a department alone names the doctor the front desk sends them to. */
export const checkInRequestSchema = z.object({ doctorId: idSchema.optional() }).strict();
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const appointmentStatusUpdateSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: `Must be one of: ${APPOINTMENT_STATUSES.join(', ')}` }),
});
export type AppointmentStatusUpdate = z.infer<typeof appointmentStatusUpdateSchema>;

/** The booking form's Idempotency-Key (IDEMPOTENCY_HEADER): one per submission, so a retry is not a second booking. */
export const idempotencyKeySchema = z
  .string()
  .min(8, 'Must be 8 to 200 visible characters')
  .max(200, 'Must be 8 to 200 visible characters')
  .regex(/^[\x21-\x7e]+$/, 'Must be 8 to 200 visible characters');

/**
 * A doctor's queue as the waiting hall and the patients see it (GET /api/queue, anyone): the token in the doctor's
 * room, and the tokens checked in and not yet called, in the order they will be called. Never a name, phone or
 * reference: a token alone says nothing of who holds it.
 */
export const queueStateSchema = z.object({
  doctorId: idSchema,
  date: calendarDateSchema,
  nowServing: z.int().min(1).nullable(),
  waiting: z.array(z.object({ token: z.int().min(1), status: z.enum(['checked_in']) })),
});
export type QueueState = z.infer<typeof queueStateSchema>;

/** The front desk's call of the next patient to a doctor's room (POST /api/queue/next, staff). */
export const queueNextSchema = z.object({ doctorId: idSchema }).strict();
export type QueueNext = z.infer<typeof queueNextSchema>;

/**
 * A doctor's OPD day (GET /api/opd-day, staff): every visit of the day, the doctor's own and the
 * department's bookings without a doctor, and each session with the walk-ins it takes and has taken.
 */
export const opdDaySchema = z.object({
  doctorId: idSchema,
  date: calendarDateSchema,
  /** The server's clock when it answered: the OPD day tab decides "today" and the session under way by it, not the browser's. */
  now: timestampSchema,
  visits: z.array(appointmentSchema),
  sessions: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      walkInsAllowed: z.int().min(0),
      walkInsTaken: z.int().min(0),
    }),
  ),
});
export type OpdDay = z.infer<typeof opdDaySchema>;
