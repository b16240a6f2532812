// The OPD's day as the mock keeps it (issue 25): a doctor's visits of a day, the next token, and the no-show sweep
// the queue, desk and counts reads run first (the mock has no job queue). Which visit is absent, and when, is the
// contract's (rules/opdQueue.ts's isNoShowBy); this is where the mock finds the visits to ask it of.
import { hospitalToday, isNoShowBy, slotStartMinute, statusChangeTimes, type Appointment, type AppointmentStatus, type Database, type Doctor } from '@hospital/contract';
import { departmentCalendars, departmentNamed, doctorCalendar } from './calendars.ts';
import { messageStateOf, type Outbox } from './outbox.ts';

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
 * The front desk's day of a doctor: their own visits that day and those of their department's bookings that named no
 * doctor, in visit order (the slot's time, then id).
 */
export function deskVisits(data: Database, doctor: Doctor, date: string): Appointment[] {
  const department = doctorDepartmentName(data, doctor)?.toLowerCase();
  return data.appointments
    .filter(
      (visit) =>
        visit.preferredDate === date &&
        (visit.doctorId === doctor.id || ((visit.doctorId === undefined || visit.doctorId === null) && department !== undefined && visit.department.toLowerCase() === department)),
    )
    .sort((a, b) => slotStartMinute(a.preferredTime) - slotStartMinute(b.preferredTime) || a.id - b.id);
}

/** The doctor-day's next token: one more than the highest given that day (the mock serves one process at a time). */
export function nextToken(data: Database, doctorId: number, date: string): number {
  return doctorDayVisits(data, doctorId, date).reduce((max, visit) => Math.max(max, visit.token ?? 0), 0) + 1;
}

/**
 * Marks absent the booked visits nobody checked in once their session is over, on the doctor-days whose queue ran
 * (someone had a token; for a booking without a doctor, any doctor of its department that day): all days, or only
 * `only`'s doctor-day (its doctor's visits and its department's without a doctor). Answers the visits it marked;
 * the caller saves.
 */
export function sweepNoShows(data: Database, outbox: Outbox, now: Date, only?: { doctor: Doctor; date: string }): Appointment[] {
  const today = hospitalToday(now);
  const ranDoctorDays = new Set<string>();
  const ranDepartmentDays = new Set<string>();
  for (const visit of data.appointments) {
    if (!visit.token || visit.doctorId === undefined || visit.doctorId === null) continue;
    ranDoctorDays.add(`${visit.doctorId}|${visit.preferredDate}`);
    ranDepartmentDays.add(`${visit.department.toLowerCase()}|${visit.preferredDate}`);
  }
  if (ranDoctorDays.size === 0) return [];
  const onlyDepartment = only ? doctorDepartmentName(data, only.doctor)?.toLowerCase() : undefined;
  const marked: Appointment[] = [];
  for (const visit of data.appointments) {
    if ((visit.status !== 'pending' && visit.status !== 'confirmed') || visit.preferredDate > today) continue;
    if (only && visit.preferredDate !== only.date) continue;
    let calendars;
    if (visit.doctorId !== undefined && visit.doctorId !== null) {
      if (only && visit.doctorId !== only.doctor.id) continue;
      if (!ranDoctorDays.has(`${visit.doctorId}|${visit.preferredDate}`)) continue;
      calendars = [doctorCalendar(data, visit.doctorId)];
    } else {
      const department = visit.department.toLowerCase();
      if (only && department !== onlyDepartment) continue;
      if (!ranDepartmentDays.has(`${department}|${visit.preferredDate}`)) continue;
      const known = departmentNamed(data, visit.department);
      calendars = known ? departmentCalendars(data, known.id) : [];
    }
    if (!isNoShowBy(visit, calendars, now)) continue;
    const before = messageStateOf(visit);
    visit.status = 'no_show';
    outbox.changed(before, visit, 'hospital', now);
    marked.push(visit);
  }
  return marked;
}
