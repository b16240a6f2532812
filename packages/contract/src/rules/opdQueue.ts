// The OPD day (docs/adr/0020): which way a visit's status may move, where a checked-in patient
// stands in the doctor's queue, what the waiting hall and the patient are shown, which session a walk-in joins, when
// a booked patient who never came is absent, and the no-show and waiting figures. Both servers decide with these.
import type { AppointmentStatus } from '../constants.ts';
import { apiError, FIELD_CODES, type ApiErrorBody, type FieldProblems } from '../errorCodes.ts';
import { API_MESSAGES } from '../messages.ts';
import { OPD_QUEUE } from '../opdDay.ts';
import type { QueueState } from '../schemas/appointments.ts';
import type { WeeklySession } from '../schemas/timetable.ts';
import { slotStartMinute } from './booking.ts';
import { hospitalMinuteOfDay, hospitalToday } from './calendar.ts';
import { clockMinute, dayClosedProblem, isoWeekday, sessionSlots, sortedSessions, visitStart, type DoctorCalendar } from './timetable.ts';

/** What the queue rules read of a visit. */
export interface QueueVisit {
  id: number;
  status: string;
  doctorId?: number | null | undefined;
  department?: string;
  preferredDate: string;
  preferredTime: string;
  walkIn?: boolean | undefined;
  token?: number | null | undefined;
  checkedInAt?: string | null | undefined;
  calledAt?: string | null | undefined;
  completedAt?: string | null | undefined;
  queuedAt?: string | null | undefined;
  needsNewTime?: string | null | undefined;
}

/**
 * Where each status may go by a staff member's hand (PATCH .../status). Forward along the day, and one step back to
 * undo a mistake: a call (in consultation -> checked in), a completion (-> in consultation for a visit that went
 * through the queue, -> confirmed for one recorded after a day kept on paper), an absence (-> the state before it), a
 * check-in (-> confirmed, keeping the token for when the patient checks in again); the steps back into the queue are
 * for a visit that had a token. Checking in is not here: it gives a token, so it has its own request. A booking can
 * still be recorded as completed or absent after a day run on paper. Every step, undo included, is any staff
 * member's: whoever may record a completion may take back their own mistake, and the audit trail says who did.
 */
export const VISIT_STEPS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  pending: ['confirmed', 'cancelled', 'completed', 'no_show'],
  confirmed: ['pending', 'cancelled', 'completed', 'no_show'],
  cancelled: ['pending', 'confirmed'],
  checked_in: ['in_consultation', 'no_show', 'confirmed', 'cancelled'],
  in_consultation: ['completed', 'checked_in'],
  completed: ['in_consultation', 'confirmed'],
  no_show: ['confirmed', 'checked_in'],
};

/** The statuses a visit may be given next (its own first: choosing it again changes nothing). */
export function nextStatuses(visit: Pick<QueueVisit, 'status' | 'walkIn' | 'token'>): AppointmentStatus[] {
  const status = visit.status as AppointmentStatus;
  const steps = (VISIT_STEPS[status] ?? []).filter((to) => statusChangeProblem(visit, to) === undefined);
  return [status, ...steps];
}

/**
 * Why a visit cannot be given `to`, or undefined when it can. A walk-in has no booking to go back to (its mistaken
 * registration is cancelled instead); only a patient who had a token can be put back in the queue.
 */
export function statusChangeProblem(visit: Pick<QueueVisit, 'status' | 'walkIn' | 'token'>, to: AppointmentStatus): string | undefined {
  if (visit.status === to) return undefined;
  const refused = `Cannot change from ${visit.status} to ${to}`;
  if (!(VISIT_STEPS[visit.status as AppointmentStatus] ?? []).includes(to)) return refused;
  if (visit.walkIn && (to === 'pending' || to === 'confirmed')) return refused;
  if (visit.walkIn && visit.status === 'cancelled') return refused;
  // Back into the queue or the doctor's room only for a visit that went through the queue (had a token): a visit
  // recorded as completed after a day kept on paper goes back to confirmed instead, while one that went through the
  // queue undoes one step at a time, back to the doctor's room.
  if ((to === 'checked_in' || to === 'in_consultation') && !visit.token) return refused;
  if (visit.status === 'completed' && to === 'confirmed' && visit.token) return refused;
  return undefined;
}

/**
 * The 409 both servers answer when a visit cannot be given `to`: the reason on `status`. Checking in a visit past it
 * (cancelled, seen) is refused the same way.
 */
export function statusChangeRefusal(visit: Pick<QueueVisit, 'status' | 'walkIn' | 'token'>, to: AppointmentStatus): ApiErrorBody {
  const message = statusChangeProblem(visit, to) ?? `Cannot change from ${visit.status} to ${to}`;
  return apiError('statusChangeNotAllowed', { status: { message, code: FIELD_CODES.statusChangeNotAllowed } });
}

/** The times a status change sets or clears (an undo clears what the undone step set). */
export function statusChangeTimes(
  visit: Pick<QueueVisit, 'status'>,
  to: AppointmentStatus,
  now: Date,
): Partial<Record<'checkedInAt' | 'calledAt' | 'completedAt' | 'queuedAt', string | null>> {
  if (visit.status === to) return {};
  const at = now.toISOString();
  if (to === 'in_consultation') return visit.status === 'completed' ? { completedAt: null } : { calledAt: at };
  if (to === 'completed') return { completedAt: at };
  if (visit.status === 'completed') return { completedAt: null };
  if (to === 'checked_in' && visit.status === 'in_consultation') return { calledAt: null };
  if (visit.status === 'checked_in' && (to === 'confirmed' || to === 'cancelled')) return { checkedInAt: null, queuedAt: null };
  return {};
}

/**
 * Why the visit cannot be checked in now: `not_today` unless it is today's, `status` when it is past checking in
 * (cancelled, in the doctor's room, seen). A patient marked absent who comes after all is checked in (as a late one).
 */
export function checkInProblem(visit: Pick<QueueVisit, 'status' | 'preferredDate'>, now: Date): 'not_today' | 'status' | undefined {
  if (!['pending', 'confirmed', 'no_show', 'checked_in'].includes(visit.status)) return 'status';
  if (visit.preferredDate !== hospitalToday(now)) return 'not_today';
  return undefined;
}

/**
 * The doctor a check-in sends the patient to: the booking's own, or for a booking made for a department alone the one
 * the front desk names (whose place in the department the caller checks, as at booking). Else the `doctorId` problem.
 */
export function checkInDoctor(bookedDoctorId: number | null | undefined, askedDoctorId: number | undefined): { doctorId: number } | { problems: FieldProblems } {
  if (bookedDoctorId !== null && bookedDoctorId !== undefined) {
    if (askedDoctorId !== undefined && askedDoctorId !== bookedDoctorId) return { problems: { doctorId: { message: API_MESSAGES.bookingWithAnotherDoctor, code: 'invalid_value' } } };
    return { doctorId: bookedDoctorId };
  }
  if (askedDoctorId === undefined) return { problems: { doctorId: { message: 'Required', code: 'invalid_type' } } };
  return { doctorId: askedDoctorId };
}

/**
 * Where a patient checking in at `checkedInAt` stands in the queue: a booked patient who came no later than
 * `graceMinutes` after their slot began keeps the slot's start (an early one waits for it, and walk-ins fill the
 * time before); a late one and a walk-in stand from the moment they came.
 */
export function queuedAt(
  visit: Pick<QueueVisit, 'walkIn' | 'preferredDate' | 'preferredTime'>,
  checkedInAt: Date,
  graceMinutes: number = OPD_QUEUE.checkInGraceMinutes,
): Date {
  if (visit.walkIn) return checkedInAt;
  const start = visitStart(visit);
  return checkedInAt.getTime() <= start.getTime() + graceMinutes * 60_000 ? start : checkedInAt;
}

/** Whether a checked-in booked patient came after the grace window and so lost their place by slot time. */
export function checkedInLate(visit: QueueVisit): boolean {
  return !visit.walkIn && !!visit.queuedAt && Date.parse(visit.queuedAt) !== visitStart(visit).getTime();
}

/** The order the doctor's room calls patients in: by where they stand, then by token. */
export function compareQueue(a: QueueVisit, b: QueueVisit): number {
  const at = (visit: QueueVisit) => (visit.queuedAt ? Date.parse(visit.queuedAt) : Number.POSITIVE_INFINITY);
  return at(a) - at(b) || (a.token ?? 0) - (b.token ?? 0) || a.id - b.id;
}

/** The patients checked in and waiting for the doctor, in the order they will be called. */
export function waitingVisits<T extends QueueVisit>(visits: readonly T[]): T[] {
  return visits.filter((visit) => visit.status === 'checked_in' && visit.token).sort(compareQueue);
}

/** One step of a call to the doctor's room. */
export interface CallStep<T> {
  visit: T;
  to: 'completed' | 'in_consultation';
}

/**
 * What calling the next patient does to a doctor's day (`visits`, theirs of today), in the order it is done: whoever
 * the doctor is seeing is completed, then the first waiting goes in (`next`). Undefined when nobody waits: the call is
 * refused and nothing changes, not even the patient in the room.
 */
export function callNextSteps<T extends QueueVisit>(visits: readonly T[]): { next: T; steps: CallStep<T>[] } | undefined {
  const [next] = waitingVisits(visits);
  if (!next) return undefined;
  const seeing = visits.filter((visit) => visit.status === 'in_consultation').map((visit): CallStep<T> => ({ visit, to: 'completed' }));
  return { next, steps: [...seeing, { visit: next, to: 'in_consultation' }] };
}

/** The visit the doctor's room called last and is still seeing, if any. */
export function servingVisit<T extends QueueVisit>(visits: readonly T[]): T | undefined {
  let serving: T | undefined;
  for (const visit of visits) {
    if (visit.status !== 'in_consultation') continue;
    if (!serving || (visit.calledAt ?? '') > (serving.calledAt ?? '') || (visit.calledAt === serving.calledAt && (visit.token ?? 0) > (serving.token ?? 0))) serving = visit;
  }
  return serving;
}

/** A doctor's queue for the waiting hall: `visits` are that doctor's of that day. Tokens only. */
export function queueState(visits: readonly QueueVisit[], doctorId: number, date: string): QueueState {
  return {
    doctorId,
    date,
    nowServing: servingVisit(visits)?.token ?? null,
    waiting: waitingVisits(visits).map((visit) => ({ token: visit.token!, status: 'checked_in' as const })),
  };
}

/**
 * How many patients the doctor sees before `visit`: those waiting ahead of it once it is checked in, 0 in the
 * doctor's room, null otherwise (not here yet, or done).
 */
export function patientsAhead(visits: readonly QueueVisit[], visit: QueueVisit): number | null {
  if (visit.status === 'in_consultation') return 0;
  if (visit.status !== 'checked_in') return null;
  const index = waitingVisits(visits).findIndex((other) => other.id === visit.id);
  return index < 0 ? null : index;
}

/** A doctor's sessions on `date` in time order: none on a closure, on leave, or on a weekday without sessions. */
export function daySessions(calendar: DoctorCalendar, date: string): WeeklySession[] {
  if (dayClosedProblem(calendar, date)) return [];
  const weekday = isoWeekday(date);
  return sortedSessions(calendar.weekly.filter((session) => session.weekday === weekday));
}

/** The session of a doctor's day that makes the slot at `time`, if any. */
export function sessionOfSlot(calendar: DoctorCalendar, date: string, time: string): WeeklySession | undefined {
  const minute = slotStartMinute(time);
  return daySessions(calendar, date).find((session) => minute >= clockMinute(session.start) && minute < clockMinute(session.end));
}

/**
 * The session a walk-in registered at `now` joins: the one under way, else the next to begin today; undefined when
 * the doctor's day is over or they do not work today. `time` is the slot the walk-in is written in (the one under
 * way, or the session's first), which counts them in the session and never in a slot's booked places.
 */
export function walkInSession(calendar: DoctorCalendar, now: Date): { session: WeeklySession; time: string } | undefined {
  const session = sessionToJoin(daySessions(calendar, hospitalToday(now)), now);
  if (!session) return undefined;
  const minute = hospitalMinuteOfDay(now);
  const slots = sessionSlots(session);
  const current = [...slots].reverse().find((slot) => slot.minute <= minute) ?? slots[0];
  return current ? { session, time: current.time } : undefined;
}

/**
 * Of a day's sessions, in their order, the one a walk-in registered at `now` joins: the one under way, else the next
 * to begin; undefined once the last has ended. The OPD day tab asks it of the sessions the OPD day lists.
 */
export function sessionToJoin<S extends { end: string }>(sessions: readonly S[], now: Date): S | undefined {
  const minute = hospitalMinuteOfDay(now);
  return sessions.find((session) => clockMinute(session.end) > minute);
}

/** How many walk-ins of `visits` (a doctor's day) a session has taken: those written in its slots, not cancelled. */
export function walkInsTaken(visits: readonly QueueVisit[], session: WeeklySession): number {
  const start = clockMinute(session.start);
  const end = clockMinute(session.end);
  return visits.filter((visit) => {
    if (!visit.walkIn || visit.status === 'cancelled') return false;
    const minute = slotStartMinute(visit.preferredTime);
    return minute >= start && minute < end;
  }).length;
}

/**
 * Whether a booked visit nobody checked in is absent by `now`: it is still pending or confirmed (not moved out of the
 * day by the hospital: a visit needing a new time was never expected), and the session that makes its slot has ended
 * (the latest of them for a booking made for a department, any of whose `calendars` may see it; the end of its day
 * when none makes it any more). The servers ask this only of a day whose queue ran (someone had a token): a day the
 * front desk kept on paper says nothing of who came.
 */
export function isNoShowBy(visit: QueueVisit, calendars: readonly DoctorCalendar[], now: Date): boolean {
  if (visit.status !== 'pending' && visit.status !== 'confirmed') return false;
  if (visit.needsNewTime || visit.walkIn) return false;
  const today = hospitalToday(now);
  if (visit.preferredDate < today) return true;
  if (visit.preferredDate > today) return false;
  const ends = calendars.flatMap((calendar) => {
    const session = sessionOfSlot(calendar, visit.preferredDate, visit.preferredTime);
    return session ? [clockMinute(session.end)] : [];
  });
  const end = ends.length > 0 ? Math.max(...ends) : 24 * 60;
  return hospitalMinuteOfDay(now) >= end;
}

/** The no-show and waiting figures of a doctor or a department (the analytics tab). */
export interface OpdOutcome {
  /** Booked patients who came (checked in), and those who never did. */
  attended: number;
  noShows: number;
  /** noShows / (attended + noShows), 0 to 1; null before any booked visit was settled. */
  noShowRate: number | null;
  /** Minutes from check-in to the doctor's call, averaged over every patient called (walk-ins too), to one decimal. */
  averageWaitMinutes: number | null;
}

/** What the figures read of a visit. */
export type OutcomeVisit = Pick<QueueVisit, 'status' | 'doctorId' | 'department' | 'walkIn' | 'checkedInAt' | 'calledAt'>;

/** The OPD's figures: overall, by doctor (by id) and by department (by name). */
export interface OpdOutcomes {
  overall: OpdOutcome;
  byDoctor: (OpdOutcome & { doctorId: number; department: string })[];
  byDepartment: (OpdOutcome & { department: string })[];
}

/** What the figures are made of, counted by a server (in SQL on apps/api) or by opdOutcomes. */
export interface OpdTally {
  attended: number;
  noShows: number;
  waitMinutes: number;
  called: number;
}

const emptyTally = (): OpdTally => ({ attended: 0, noShows: 0, waitMinutes: 0, called: 0 });

/** A tally's figures: rates and averages rounded as the API answers them (the rate to 3 places, the wait to 1). */
export function opdOutcome(tally: OpdTally): OpdOutcome {
  const settled = tally.attended + tally.noShows;
  return {
    attended: tally.attended,
    noShows: tally.noShows,
    noShowRate: settled === 0 ? null : Math.round((tally.noShows / settled) * 1000) / 1000,
    averageWaitMinutes: tally.called === 0 ? null : Math.round((tally.waitMinutes / tally.called) * 10) / 10,
  };
}

/**
 * The no-show rate and the wait from check-in to consultation, over every visit: a booked patient who was checked
 * in attended, one marked `no_show` did not; each visit with both a check-in and a call adds its wait.
 */
export function opdOutcomes(visits: readonly OutcomeVisit[]): OpdOutcomes {
  const overall = emptyTally();
  const doctors = new Map<number, OpdTally & { department: string }>();
  const departments = new Map<string, OpdTally>();
  for (const visit of visits) {
    const attended = !visit.walkIn && !!visit.checkedInAt;
    const absent = !visit.walkIn && visit.status === 'no_show';
    const waited = visit.checkedInAt && visit.calledAt ? (Date.parse(visit.calledAt) - Date.parse(visit.checkedInAt)) / 60_000 : undefined;
    if (!attended && !absent && waited === undefined) continue;
    const tallies = [overall];
    if (visit.doctorId) {
      let doctor = doctors.get(visit.doctorId);
      if (!doctor) doctors.set(visit.doctorId, (doctor = { ...emptyTally(), department: visit.department ?? '' }));
      // A doctor's visits name one department; should they not, the first by name (as SQL's min) is the doctor's.
      else if (visit.department && visit.department < doctor.department) doctor.department = visit.department;
      tallies.push(doctor);
    }
    if (visit.department) {
      let department = departments.get(visit.department);
      if (!department) departments.set(visit.department, (department = emptyTally()));
      tallies.push(department);
    }
    for (const tally of tallies) {
      if (attended) tally.attended += 1;
      if (absent) tally.noShows += 1;
      if (waited !== undefined) {
        tally.waitMinutes += waited;
        tally.called += 1;
      }
    }
  }
  return {
    overall: opdOutcome(overall),
    byDoctor: [...doctors].sort(([a], [b]) => a - b).map(([doctorId, tally]) => ({ doctorId, department: tally.department, ...opdOutcome(tally) })),
    byDepartment: [...departments].sort(([a], [b]) => a.localeCompare(b)).map(([department, tally]) => ({ department, ...opdOutcome(tally) })),
  };
}
