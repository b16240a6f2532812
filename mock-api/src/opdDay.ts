// The OPD day as the mock keeps it: a doctor's visits of a day, the next token, and the no-show sweep
// the queue, OPD day and counts reads run first (the mock has no job queue). On which days and of whom the question is
// asked (rules/noShows.ts), and whether a visit is absent by now (rules/opdQueue.ts's isNoShowBy), are the contract's;
// this is where the mock finds the visits to ask it of.
import {
  isNoShowBy,
  isOpdDayVisit,
  messageStateOf,
  noShowCandidates,
  queueRuns,
  slotStartMinute,
  statusChangeTimes,
  tokenDays,
  type Appointment,
  type AppointmentStatus,
  type Database,
  type Doctor,
} from '@hospital/contract';
import { visitCalendars } from './calendars.ts';
import type { Outbox } from './outbox.ts';

/**
 * Gives a visit a status and the times the change sets or clears (the contract's statusChangeTimes). A cleared time is
 * left out, as a visit that never reached that step has none: the answer reads as apps/api's.
 */
export function moveVisit(visit: Appointment, to: AppointmentStatus, now: Date): void {
  for (const [key, value] of Object.entries(statusChangeTimes(visit, to, now)) as Array<[keyof typeof visit, string | null]>) {
    if (value === null) delete visit[key];
    else (visit as Record<string, unknown>)[key] = value;
  }
  visit.status = to;
}

/** A doctor's own visits on `date` (any status). */
export function doctorDayVisits(data: Database, doctorId: number, date: string): Appointment[] {
  return data.appointments.filter((visit) => visit.doctorId === doctorId && visit.preferredDate === date);
}

/** The name of the doctor's department, or undefined for a doctor in none. */
export function doctorDepartmentName(data: Database, doctor: Pick<Doctor, 'departmentId'>): string | undefined {
  return data.departments.find((department) => department.id === doctor.departmentId)?.name;
}

/**
 * A doctor's OPD day: their own visits that day and those of their department's bookings that named no
 * doctor (the contract's isOpdDayVisit), in visit order (the slot's time, then id).
 */
export function opdDayVisits(data: Database, doctor: Doctor, date: string): Appointment[] {
  const whose = { id: doctor.id, department: doctorDepartmentName(data, doctor) };
  return data.appointments
    .filter((visit) => isOpdDayVisit(visit, whose, date))
    .sort((a, b) => slotStartMinute(a.preferredTime) - slotStartMinute(b.preferredTime) || a.id - b.id);
}

/** The doctor-day's next token: one more than the highest given that day (the mock serves one process at a time). */
export function nextToken(data: Database, doctorId: number, date: string): number {
  return doctorDayVisits(data, doctorId, date).reduce((max, visit) => Math.max(max, visit.token ?? 0), 0) + 1;
}

/**
 * Marks absent the booked visits nobody checked in once their session is over, on the days whose queue ran (the
 * contract's noShowCandidates and isNoShowBy): all days, or only `only`'s OPD day (its doctor's visits
 * and its department's without a doctor). Answers the visits it marked; the caller saves.
 */
export function sweepNoShows(data: Database, outbox: Outbox, now: Date, only?: { doctor: Doctor; date: string }): Appointment[] {
  const departmentOf = (doctorId: number) => {
    const doctor = data.doctors.find((candidate) => candidate.id === doctorId);
    return doctor ? doctorDepartmentName(data, doctor) : undefined;
  };
  const runs = queueRuns(tokenDays(only ? data.appointments.filter((visit) => visit.preferredDate === only.date) : data.appointments, departmentOf));
  if (runs.doctorDays.size === 0) return [];
  const whose = only && { id: only.doctor.id, department: doctorDepartmentName(data, only.doctor) };
  const looked = whose ? data.appointments.filter((visit) => isOpdDayVisit(visit, whose, only.date)) : data.appointments;
  const marked: Appointment[] = [];
  for (const visit of noShowCandidates(looked, runs, now)) {
    if (!isNoShowBy(visit, visitCalendars(data, visit), now)) continue;
    const before = messageStateOf(visit);
    visit.status = 'no_show';
    outbox.changed(before, visit, 'hospital', now);
    marked.push(visit);
  }
  return marked;
}
