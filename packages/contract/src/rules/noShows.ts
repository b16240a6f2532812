// On which days the OPD asks who never came, and of whom. A doctor's day ran its queue once one of its visits was
// given a token (checked in, or registered as a walk-in): the token stays with the visit whatever becomes of it, so a
// day that ran stays so. A department's day ran when the day of one of its doctors did, which is when a booking made
// for the department alone is asked about. A day the front desk kept on paper gave no token and says nothing of who came,
// so nobody of it is marked absent. Both servers ask isNoShowBy (rules/opdQueue.ts) only of the visits chosen here.
import { hospitalToday } from './calendar.ts';
import type { QueueVisit } from './opdQueue.ts';

/** A doctor's day on which a token was given, with the doctor's department (null for a doctor of none). */
export interface QueueRunDay {
  doctorId: number;
  date: string;
  department: string | null;
}

/** The days whose queue ran: doctors' days and departments' days, as keys (queueRanFor reads them). */
export interface QueueRuns {
  doctorDays: ReadonlySet<string>;
  departmentDays: ReadonlySet<string>;
}

const doctorDayKey = (doctorId: number, date: string): string => `${doctorId}|${date}`;
const departmentDayKey = (department: string, date: string): string => `${department.toLowerCase()}|${date}`;

/** Whether a visit was given a token on its doctor's day: what makes that day's queue one that ran. */
export function gaveToken(visit: Pick<QueueVisit, 'doctorId' | 'token'>): visit is Pick<QueueVisit, 'token'> & { doctorId: number } {
  return visit.doctorId !== null && visit.doctorId !== undefined && visit.token !== null && visit.token !== undefined;
}

/**
 * The doctors' days on which `visits` show a token given, each once, with `departmentOf` the doctor's department
 * (for a server that holds every visit; apps/api reads the same days from its token index).
 */
export function tokenDays(visits: Iterable<Pick<QueueVisit, 'doctorId' | 'token' | 'preferredDate'>>, departmentOf: (doctorId: number) => string | null | undefined): QueueRunDay[] {
  const days = new Map<string, QueueRunDay>();
  for (const visit of visits) {
    if (!gaveToken(visit)) continue;
    const key = doctorDayKey(visit.doctorId, visit.preferredDate);
    if (!days.has(key)) days.set(key, { doctorId: visit.doctorId, date: visit.preferredDate, department: departmentOf(visit.doctorId) ?? null });
  }
  return [...days.values()];
}

/** The doctors' and departments' days whose queue ran, from the doctors' days a token was given on. */
export function queueRuns(days: Iterable<QueueRunDay>): QueueRuns {
  const doctorDays = new Set<string>();
  const departmentDays = new Set<string>();
  for (const day of days) {
    doctorDays.add(doctorDayKey(day.doctorId, day.date));
    if (day.department) departmentDays.add(departmentDayKey(day.department, day.date));
  }
  return { doctorDays, departmentDays };
}

/** Whether the queue ran on a visit's day: its doctor's, or for a booking made for a department alone, the department's. */
export function queueRanFor(visit: Pick<QueueVisit, 'doctorId' | 'preferredDate'> & { department: string }, runs: QueueRuns): boolean {
  if (visit.doctorId !== null && visit.doctorId !== undefined) return runs.doctorDays.has(doctorDayKey(visit.doctorId, visit.preferredDate));
  return runs.departmentDays.has(departmentDayKey(visit.department, visit.preferredDate));
}

/**
 * Whether the no-show rule is asked of a visit on `today`: a booking still pending or confirmed, of a day up to
 * today whose queue ran. isNoShowBy then says whether it is absent by now (its session over, and no new time owed).
 */
export function isNoShowCandidate(visit: Pick<QueueVisit, 'status' | 'doctorId' | 'preferredDate'> & { department: string }, runs: QueueRuns, today: string): boolean {
  if (visit.status !== 'pending' && visit.status !== 'confirmed') return false;
  return visit.preferredDate <= today && queueRanFor(visit, runs);
}

/** The visits of `visits` the no-show rule is asked of at `now` (isNoShowCandidate), in their order. */
export function noShowCandidates<T extends Pick<QueueVisit, 'status' | 'doctorId' | 'preferredDate'> & { department: string }>(visits: readonly T[], runs: QueueRuns, now: Date): T[] {
  const today = hospitalToday(now);
  return visits.filter((visit) => isNoShowCandidate(visit, runs, today));
}

/**
 * Whether a visit is on a doctor's OPD day: the doctor's own visits of `date`, and those of their
 * department's bookings that named no doctor (any of its doctors may see them). The OPD day lists these, and a sweep of
 * one doctor's day asks about these.
 */
export function isOpdDayVisit(
  visit: Pick<QueueVisit, 'doctorId' | 'preferredDate'> & { department: string },
  doctor: { id: number; department: string | null | undefined },
  date: string,
): boolean {
  if (visit.preferredDate !== date) return false;
  if (visit.doctorId !== null && visit.doctorId !== undefined) return visit.doctorId === doctor.id;
  return !!doctor.department && visit.department.toLowerCase() === doctor.department.toLowerCase();
}
