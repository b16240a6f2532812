// How the OPD timetable becomes bookable slots (docs/adr/0018): a doctor's weekly sessions make slots, the
// hospital's closures and the doctor's leave take whole days away, and each slot takes `capacity` patients. Both
// servers check bookings with these functions; the site offers what they return.
import { BOOKING_HORIZON_DAYS, API_MESSAGES } from '../messages.ts';
import { FIELD_CODES, type FieldProblem, type FieldProblems } from '../errorCodes.ts';
import type { NewTimeReason, Weekday } from '../constants.ts';
import type { AffectedVisit, Availability, AvailableSlot, TimetableImpact, Timetable, WeeklySession } from '../schemas/timetable.ts';
import { preferredDateProblem, slotStartMinute, visitTimeProblems } from './booking.ts';
import { addDays, dayOfWeek, hospitalInstant, hospitalMinuteOfDay, hospitalToday } from './calendar.ts';

/** What decides a doctor's slots on any day: the weekly sessions, the doctor's leave, the hospital's closures. */
export interface DoctorCalendar {
  weekly: readonly WeeklySession[];
  leave: readonly { from: string; to: string }[];
  closures: readonly { date: string; name?: string }[];
}

/** One slot a session makes: its text, its minute of the day and how many patients it takes. */
export interface SessionSlot {
  time: string;
  minute: number;
  capacity: number;
}

/** The minute of the day of a 24-hour time: "09:30" is 570. */
export function clockMinute(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** A minute of the day on the 24-hour clock: 570 is "09:30". */
export function clockText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A minute of the day as a slot is written: 570 is "9:30 AM", 720 is "12:00 PM". */
export function slotText(minute: number): string {
  const hours = Math.floor(minute / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minute % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The ISO weekday of a date: 1 for Monday to 7 for Sunday. */
export function isoWeekday(date: string): Weekday {
  return (dayOfWeek(date) || 7) as Weekday;
}

/** The slots one session makes: one every `slotMinutes` from its start, each ending by the session's end. */
export function sessionSlots(session: WeeklySession): SessionSlot[] {
  const slots: SessionSlot[] = [];
  const end = clockMinute(session.end);
  for (let minute = clockMinute(session.start); minute + session.slotMinutes <= end; minute += session.slotMinutes) {
    slots.push({ time: slotText(minute), minute, capacity: session.capacity });
  }
  return slots;
}

/** The weekly sessions in the order a week reads: by weekday, then start. */
export function sortedSessions<T extends WeeklySession>(weekly: readonly T[]): T[] {
  return [...weekly].sort((a, b) => a.weekday - b.weekday || clockMinute(a.start) - clockMinute(b.start));
}

/** Why the doctor sees nobody on `date`, as the booking's `preferredDate` problem; undefined on a working day. */
export function dayClosedProblem(calendar: DoctorCalendar, date: string): FieldProblem | undefined {
  if (calendar.closures.some((closure) => closure.date === date)) return { message: API_MESSAGES.opdClosed, code: FIELD_CODES.opdClosed };
  if (calendar.leave.some((leave) => leave.from <= date && date <= leave.to)) return { message: API_MESSAGES.doctorOnLeave, code: FIELD_CODES.doctorOnLeave };
  const weekday = isoWeekday(date);
  if (!calendar.weekly.some((session) => session.weekday === weekday)) return { message: API_MESSAGES.doctorNotWorking, code: FIELD_CODES.doctorNotWorking };
  return undefined;
}

/** The doctor's slots on `date` in time order: none on a closure, on leave, or on a weekday without sessions. */
export function daySlots(calendar: DoctorCalendar, date: string): SessionSlot[] {
  if (dayClosedProblem(calendar, date)) return [];
  const weekday = isoWeekday(date);
  return calendar.weekly
    .filter((session) => session.weekday === weekday)
    .flatMap(sessionSlots)
    .sort((a, b) => a.minute - b.minute);
}

/** How many patients the doctor's slot at `time` on `date` takes; undefined when the doctor has no such slot. */
export function slotCapacity(calendar: DoctorCalendar, date: string, time: string): number | undefined {
  return daySlots(calendar, date).find((slot) => slot.time === time)?.capacity;
}

/**
 * What the timetable says of a visit with a chosen doctor: the day (closed, on leave, not a working day) as a
 * `preferredDate` problem, else a time that is not one of the day's slots as a `preferredTime` problem.
 */
export function doctorVisitProblems(calendar: DoctorCalendar, visit: { preferredDate: string; preferredTime: string }): FieldProblems {
  const dayProblem = dayClosedProblem(calendar, visit.preferredDate);
  if (dayProblem) return { preferredDate: dayProblem };
  if (slotCapacity(calendar, visit.preferredDate, visit.preferredTime) === undefined) {
    return { preferredTime: { message: API_MESSAGES.notASlot, code: FIELD_CODES.notASlot } };
  }
  return {};
}

/**
 * A visit without a chosen doctor is checked against the department: at least one of its doctors has the slot.
 * When none works that day, the day is named; when some do but not at that time, the time.
 */
export function departmentVisitProblems(calendars: readonly DoctorCalendar[], visit: { preferredDate: string; preferredTime: string }): FieldProblems {
  const problems = calendars.map((calendar) => doctorVisitProblems(calendar, visit));
  if (problems.some((fields) => Object.keys(fields).length === 0)) return {};
  // A closure closes every doctor's day: say so, as for a chosen doctor.
  if (problems.length > 0 && problems.every((fields) => fields.preferredDate?.code === FIELD_CODES.opdClosed)) return problems[0]!;
  const problem: FieldProblem = { message: API_MESSAGES.noDoctorWorking, code: FIELD_CODES.noDoctorWorking };
  return problems.some((fields) => fields.preferredTime) ? { preferredTime: problem } : { preferredDate: problem };
}

/**
 * Every problem of a visit's day and time, in the order a patient would fix them: a past day or one beyond the
 * horizon, a slot already begun, then the timetable's (closed, on leave, not a slot). `calendars` is the chosen
 * doctor's calendar alone, or every calendar of the department's doctors when none was chosen.
 */
export function visitTimetableProblems(
  calendars: readonly DoctorCalendar[],
  visit: { doctorId?: number | undefined; preferredDate: string; preferredTime: string },
  now: Date = new Date(),
): FieldProblems {
  const timeProblems = visitTimeProblems(visit, now);
  if (timeProblems.preferredDate) return timeProblems;
  const timetableProblems = visit.doctorId === undefined ? departmentVisitProblems(calendars, visit) : calendars[0] ? doctorVisitProblems(calendars[0], visit) : {};
  return timetableProblems.preferredDate ? timetableProblems : { ...timetableProblems, ...timeProblems };
}

/**
 * Whether changing a visit's status to `to` brings a cancelled booking back to a day still to come (or today): it then
 * takes its place back, and revivalProblems checks it against the timetable. A day gone is only being recorded.
 */
export function isRevival(visit: { status: string; preferredDate: string }, to: string, now: Date): boolean {
  return visit.status === 'cancelled' && isLiveVisit(to) && visit.preferredDate >= hospitalToday(now);
}

/**
 * Why a cancelled booking cannot come back (isRevival) to its day and time, on `status` (the field the staff changed):
 * the first problem of the day, else of the time, as visitTimetableProblems finds it with `calendars` (its doctor's,
 * or its department's doctors' for a booking without one). Empty when it can, or when it is no revival. Whether its
 * slot still has a place is the server's to say, which holds the places.
 */
export function revivalProblems(
  visit: { status: string; doctorId?: number | null | undefined; preferredDate: string; preferredTime: string },
  to: string,
  calendars: readonly DoctorCalendar[],
  now: Date,
): FieldProblems {
  if (!isRevival(visit, to, now)) return {};
  const problems = visitTimetableProblems(calendars, { doctorId: visit.doctorId ?? undefined, preferredDate: visit.preferredDate, preferredTime: visit.preferredTime }, now);
  const problem = problems.preferredDate ?? problems.preferredTime;
  return problem ? { status: problem } : {};
}

/** The instant the visit begins. */
export function visitStart(visit: { preferredDate: string; preferredTime: string }): Date {
  return new Date(hospitalInstant(visit.preferredDate, clockText(slotStartMinute(visit.preferredTime))));
}

/** The statuses that hold a place in a slot and can still move: a visit that is coming. */
export function isLiveVisit(status: string): boolean {
  return status === 'pending' || status === 'confirmed';
}

type SlotVisit = { id?: number; doctorId?: number | undefined | null; preferredDate: string; preferredTime: string; status?: string; walkIn?: boolean | undefined };

/**
 * How many bookings other than `visit` hold a place in its doctor's slot (any status but cancelled). A walk-in is
 * written in the slot under way when they came, but takes a walk-in place of the session, never a booked one.
 */
export function placesTaken(bookings: readonly SlotVisit[], visit: SlotVisit): number {
  if (visit.doctorId === undefined || visit.doctorId === null) return 0;
  let taken = 0;
  for (const other of bookings) {
    if (
      other.id !== visit.id &&
      other.doctorId === visit.doctorId &&
      other.preferredDate === visit.preferredDate &&
      other.preferredTime === visit.preferredTime &&
      other.status !== 'cancelled' &&
      !other.walkIn
    ) {
      taken += 1;
    }
  }
  return taken;
}

/** The key of a doctor's slot in a map of places taken: `date|time`. */
export const slotKey = (date: string, time: string): string => `${date}|${time}`;

/**
 * A doctor's open days from `from` to `to`: the days they work between today and the booking horizon, each with
 * its slots not yet begun (on the hospital's clock), their capacity and the places left. `taken` counts the
 * bookings holding each slot (slotKey), never saying whose.
 */
export function availableDays(
  doctorId: number,
  calendar: DoctorCalendar,
  range: { from: string; to: string },
  taken: ReadonlyMap<string, number>,
  now: Date = new Date(),
): Availability {
  const today = hospitalToday(now);
  const minuteNow = hospitalMinuteOfDay(now);
  const first = range.from < today ? today : range.from;
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const last = range.to > horizon ? horizon : range.to;
  const days: Availability['days'] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const slots = daySlots(calendar, date)
      .filter((slot) => date > today || slot.minute > minuteNow)
      .map((slot): AvailableSlot => ({ time: slot.time, capacity: slot.capacity, left: Math.max(0, slot.capacity - (taken.get(slotKey(date, slot.time)) ?? 0)) }));
    if (slots.length > 0) days.push({ date, slots });
  }
  return { doctorId, days };
}

/** The first slot with a place left, or undefined when every day shown is full. */
export function nextOpenSlot(availability: Availability): { date: string; time: string } | undefined {
  for (const day of availability.days) {
    const slot = day.slots.find((candidate) => candidate.left > 0);
    if (slot) return { date: day.date, time: slot.time };
  }
  return undefined;
}

/**
 * The coming live bookings a new calendar leaves without a slot: those on or after `today` whose day or time it no
 * longer has. `calendarOf` gives each booking's doctor's calendar after the change (undefined: not this change's).
 */
export function timetableImpact<T extends AffectedVisit & { doctorId?: number | null | undefined; status: string }>(
  bookings: readonly T[],
  calendarOf: (booking: T) => DoctorCalendar | undefined,
  today: string = hospitalToday(),
): TimetableImpact {
  const affectedVisits: AffectedVisit[] = [];
  for (const booking of bookings) {
    if (!isLiveVisit(booking.status) || booking.preferredDate < today) continue;
    const calendar = calendarOf(booking);
    if (!calendar || Object.keys(doctorVisitProblems(calendar, booking)).length === 0) continue;
    const { id, reference, patientName, preferredDate, preferredTime } = booking;
    affectedVisits.push({ id, reference, patientName, preferredDate, preferredTime });
  }
  affectedVisits.sort((a, b) => a.preferredDate.localeCompare(b.preferredDate) || slotStartMinute(a.preferredTime) - slotStartMinute(b.preferredTime) || a.id - b.id);
  return { affected: affectedVisits.map((visit) => visit.id), affectedVisits };
}

/** The leave a request may not have: starting before today, or longer than OPD's longest leave. */
export function leaveProblems(leave: { from: string; to: string }, today: string = hospitalToday(), maxDays: number): FieldProblems {
  if (leave.from < today) return { from: { message: API_MESSAGES.dateInPast, code: FIELD_CODES.dateInPast } };
  if (leave.to >= addDays(leave.from, maxDays)) return { to: { message: `Must be at most ${maxDays} days`, code: FIELD_CODES.rangeTooLong } };
  return {};
}

/**
 * A closure is on a day patients could book: not past, and not beyond the booking horizon, past which it would close
 * nothing and only wait, unseen, to surprise someone years on.
 */
export function closureProblems(closure: { date: string }, today: string = hospitalToday()): FieldProblems {
  const problem = preferredDateProblem(closure.date, today);
  return problem ? { date: problem } : {};
}

/**
 * A doctor's timetable as the API answers it: the sessions in week order, and the leave not yet over (to >= today)
 * by first day, with the reason only for staff.
 */
export function timetableAnswer(
  weekly: readonly WeeklySession[],
  leave: readonly { id: number; from: string; to: string; reason: string }[],
  forStaff: boolean,
  today: string = hospitalToday(),
): Timetable {
  return {
    weekly: sortedSessions(weekly).map(({ weekday, start, end, slotMinutes, capacity }) => ({ weekday, start, end, slotMinutes, capacity })),
    leave: leave
      .filter((item) => item.to >= today)
      .sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id)
      .map(({ id, from, to, reason }) => (forStaff ? { id, from, to, reason } : { id, from, to })),
  };
}

/** The reason a change marks the bookings it falls on with (Appointment.needsNewTime). */
export const NEW_TIME_REASON_OF = {
  leave: 'doctor_leave',
  closure: 'opd_closed',
  timetable: 'hours_changed',
  retirement: 'doctor_retired',
} as const satisfies Record<string, NewTimeReason>;
