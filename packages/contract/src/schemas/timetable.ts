// The OPD timetable: each doctor's weekly sessions, their leave, the hospital's closures, the availability
// computed from them, and what a change to any of them does to the bookings it falls on.
import { z } from 'zod';
import { NEW_TIME_REASONS, OPD, WEEKDAYS } from '../constants.ts';
import { FIELD_CODES } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';
import { calendarDateSchema, idSchema, nameText, requiredText } from './common.ts';

/** A time of day on the 24-hour clock, "09:00", "17:30". */
export const clockTimeSchema = z.string({ error: 'Must be a time (HH:MM, 24-hour)' }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Must be a time (HH:MM, 24-hour)');

/** A slot as patients read it and bookings store it: "9:00 AM", "2:15 PM" (the spec's form). */
export const slotTimeSchema = z
  .string({ error: 'Required' })
  .min(1, 'Required')
  .regex(/^(?:[1-9]|1[0-2]):[0-5]\d (?:AM|PM)$/, 'Choose a time such as 9:30 AM');

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** One weekly session: the doctor sees patients on `weekday` from `start` to `end`, `capacity` patients a slot. */
export const weeklySessionSchema = z
  .object({
    weekday: z.union(WEEKDAYS.map((day) => z.literal(day)), { error: 'Must be a weekday from 1 (Monday) to 7 (Sunday)' }),
    start: clockTimeSchema,
    end: clockTimeSchema,
    slotMinutes: z.union(OPD.slotMinutes.map((minutes) => z.literal(minutes)), { error: `Must be ${OPD.slotMinutes.join(', ')} minutes` }),
    capacity: z
      .int({ error: 'Must be a whole number' })
      .min(OPD.capacity.min, `Must be at least ${OPD.capacity.min}`)
      .max(OPD.capacity.max, `Must be at most ${OPD.capacity.max}`),
  })
  .superRefine((session, context) => {
    const length = minuteOf(session.end) - minuteOf(session.start);
    if (length <= 0) {
      context.addIssue({ code: 'custom', path: ['end'], message: API_MESSAGES.sessionEndBeforeStart, params: { code: FIELD_CODES.endBeforeStart } });
    } else if (length < session.slotMinutes) {
      context.addIssue({ code: 'custom', path: ['end'], message: API_MESSAGES.sessionTooShort, params: { code: FIELD_CODES.sessionTooShort } });
    }
  });
export type WeeklySession = z.infer<typeof weeklySessionSchema>;

/** The admin's new weekly sessions for a doctor (PUT replaces them all): none may overlap another on its day. */
export const timetableUpdateSchema = z
  .object({ weekly: z.array(weeklySessionSchema).max(OPD.maxSessions, `Must be at most ${OPD.maxSessions} sessions`) })
  .strict()
  .superRefine(({ weekly }, context) => {
    weekly.forEach((session, index) => {
      const overlapping = weekly.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.weekday === session.weekday &&
          minuteOf(other.start) < minuteOf(session.end) &&
          minuteOf(session.start) < minuteOf(other.end),
      );
      if (overlapping) {
        context.addIssue({ code: 'custom', path: ['weekly', index, 'start'], message: API_MESSAGES.sessionsOverlap, params: { code: FIELD_CODES.sessionsOverlap } });
      }
    });
  });
export type TimetableUpdate = z.infer<typeof timetableUpdateSchema>;

/** A stretch of days a doctor is away, both ends included. The reason is for staff only. */
export const doctorLeaveSchema = z.object({
  id: idSchema,
  doctorId: idSchema,
  from: calendarDateSchema,
  to: calendarDateSchema,
  reason: z.string(),
});
export type DoctorLeave = z.infer<typeof doctorLeaveSchema>;

/** A doctor's session as stored (db.json's `doctor_sessions`, the table of the same name). */
export const doctorSessionSchema = z.object({ id: idSchema, doctorId: idSchema }).extend(weeklySessionSchema.shape);
export type DoctorSession = z.infer<typeof doctorSessionSchema>;

/** The admin's new leave: from and to (inclusive), and why (staff see it; patients do not). */
export const leaveRequestSchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    reason: requiredText(200),
  })
  .strict()
  .superRefine((leave, context) => {
    if (leave.to < leave.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: API_MESSAGES.endBeforeStart, params: { code: FIELD_CODES.endBeforeStart } });
    }
  });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

/**
 * A doctor's timetable as anyone reads it: the weekly sessions (by weekday, then start) and the leave that has not
 * ended, by its first day. `reason` is there for staff only.
 */
export const timetableSchema = z.object({
  weekly: z.array(weeklySessionSchema),
  leave: z.array(z.object({ id: idSchema, from: calendarDateSchema, to: calendarDateSchema, reason: z.string().optional() })),
});
export type Timetable = z.infer<typeof timetableSchema>;

/** A day the whole OPD is closed (a national holiday, a festival). */
export const closureSchema = z.object({ id: idSchema, date: calendarDateSchema, name: requiredText(120) });
export type Closure = z.infer<typeof closureSchema>;
export const closureRequestSchema = z.object({ date: calendarDateSchema, name: nameText(120) }).strict();
export type ClosureRequest = z.infer<typeof closureRequestSchema>;

/** One open slot of a day: how many patients it takes and how many places are left. Never who holds them. */
export const availableSlotSchema = z.object({ time: slotTimeSchema, capacity: z.int().min(1), left: z.int().min(0) });
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

/**
 * A doctor's bookable days from `from` to `to`: only the days the doctor works (not closures, not leave, not past,
 * not beyond the booking horizon), each with its slots that have not begun, in time order.
 */
export const availabilitySchema = z.object({
  doctorId: idSchema,
  days: z.array(z.object({ date: calendarDateSchema, slots: z.array(availableSlotSchema) })),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A booking a timetable change falls on, as the admin sees it before confirming: enough to call the patient. */
export const affectedVisitSchema = z.object({
  id: idSchema,
  reference: z.string(),
  patientName: z.string(),
  preferredDate: calendarDateSchema,
  preferredTime: z.string(),
});
export type AffectedVisit = z.infer<typeof affectedVisitSchema>;

/**
 * What a timetable change (leave, a closure, new weekly sessions, a doctor retired) does to the bookings: the ids of the
 * live, coming bookings it falls on (`affected`), now marked as needing a new time, and the same as the admin reads
 * them. With `?preview=1` the same answer, and nothing saved.
 */
export const timetableImpactSchema = z.object({ affected: z.array(idSchema), affectedVisits: z.array(affectedVisitSchema) });
export type TimetableImpact = z.infer<typeof timetableImpactSchema>;

export const leaveAnswerSchema = timetableImpactSchema.extend({ leave: doctorLeaveSchema.omit({ doctorId: true }) });
export type LeaveAnswer = z.infer<typeof leaveAnswerSchema>;
export const closureAnswerSchema = timetableImpactSchema.extend({ closure: closureSchema });
export type ClosureAnswer = z.infer<typeof closureAnswerSchema>;
export const timetableAnswerSchema = timetableImpactSchema.extend({ weekly: z.array(weeklySessionSchema) });
export type TimetableAnswer = z.infer<typeof timetableAnswerSchema>;

/** Why a booking needs a new time (NEW_TIME_REASONS), or null/absent when it does not. */
export const newTimeReasonSchema = z.enum(NEW_TIME_REASONS).nullable().optional();
