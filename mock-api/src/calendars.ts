// The OPD timetable as the mock's routes read it from the data set: a doctor's calendar (weekly sessions, leave, the
// hospital's closures), the places bookings take, and the marks a timetable change leaves on the bookings it falls
// on. What a calendar allows is the contract's (rules/timetable.ts); this is where the mock keeps its pieces.
import {
  bookingPlaceProblems,
  departmentSlotPlaces,
  hospitalToday,
  placesTaken,
  slotCapacity,
  slotKey,
  visitTimeProblems,
  visitTimetableProblems,
  type Appointment,
  type Database,
  type Department,
  type Doctor,
  type DoctorCalendar,
  type FieldProblems,
  type NewTimeReason,
  type TimetableImpact,
} from '@hospital/contract';

/** A doctor patients can book and the public lists show: one the hospital has and who has not retired. */
export function serviceDoctor(data: Database, id: number | string | undefined): Doctor | undefined {
  return data.doctors.find((doctor) => String(doctor.id) === String(id) && !doctor.retired);
}

/**
 * A doctor the hospital has or had, retired too: their day at the front desk goes on (the patients already in the
 * queue are still seen), though nobody books them or sees them on the waiting hall's board.
 */
export function anyDoctor(data: Database, id: number | string | undefined): Doctor | undefined {
  return data.doctors.find((doctor) => String(doctor.id) === String(id));
}

/**
 * What decides a doctor's slots: their weekly sessions and leave, and the hospital's closures. A retired doctor has
 * no sessions any more (their rows are kept, as apps/api keeps them, should they come back).
 */
export function doctorCalendar(data: Database, doctorId: number): DoctorCalendar {
  const retired = data.doctors.some((doctor) => doctor.id === doctorId && doctor.retired);
  return {
    weekly: retired ? [] : data.doctor_sessions.filter((session) => session.doctorId === doctorId),
    leave: data.doctor_leave.filter((leave) => leave.doctorId === doctorId),
    closures: data.closures,
  };
}

/** The calendars of a department's doctors, for a booking that chose none: any of them may see the patient. */
export function departmentCalendars(data: Database, departmentId: number): DoctorCalendar[] {
  return data.doctors.filter((doctor) => doctor.departmentId === departmentId && !doctor.retired).map((doctor) => doctorCalendar(data, doctor.id));
}

/**
 * The calendars a visit is judged by: its doctor's (one the hospital never had: none), or for a booking made for a
 * department alone those of every doctor of the department still working.
 */
export function visitCalendars(data: Database, visit: { doctorId?: number | null | undefined; department: string }): DoctorCalendar[] {
  if (visit.doctorId !== undefined && visit.doctorId !== null) return anyDoctor(data, visit.doctorId) ? [doctorCalendar(data, visit.doctorId)] : [];
  const department = departmentNamed(data, visit.department);
  return department ? departmentCalendars(data, department.id) : [];
}

/** The department a booking names, in any case. */
export function departmentNamed(data: Database, name: string): Department | undefined {
  return data.departments.find((department) => department.name.toLowerCase() === name.toLowerCase());
}

/**
 * Why a visit cannot be booked or moved to its day and time, by field; empty when it can, but for its slot's places
 * (slotIsFull). First the department and doctor the hospital must have (a retired doctor is no longer one to book);
 * then the timetable: the chosen doctor's, or any of the department's doctors' when the visit names none.
 */
export function visitProblems(
  data: Database,
  visit: { department: string; doctorId?: number | null | undefined; preferredDate: string; preferredTime: string },
  now: Date = new Date(),
): FieldProblems {
  const department = departmentNamed(data, visit.department);
  const doctorId = visit.doctorId ?? undefined;
  const doctor = doctorId === undefined ? undefined : serviceDoctor(data, doctorId);
  const placeProblems = bookingPlaceProblems(doctorId, department, doctor);
  // No timetable to ask about a place the hospital does not have: the day's own rules alone.
  if (Object.keys(placeProblems).length > 0) return { ...placeProblems, ...visitTimeProblems(visit, now) };
  const calendars = doctor ? [doctorCalendar(data, doctor.id)] : departmentCalendars(data, department!.id);
  return visitTimetableProblems(calendars, { doctorId, preferredDate: visit.preferredDate, preferredTime: visit.preferredTime }, now);
}

/**
 * Whether a visit's slot already holds as many patients as it takes. A slot the calendar no longer has (a cancelled
 * booking revived after the hours changed) takes one patient, as every slot did before the timetable. A visit for a
 * department alone takes a place of the department's slot (the contract's departmentSlotPlaces).
 */
export function slotIsFull(
  data: Database,
  visit: Pick<Appointment, 'department' | 'preferredDate' | 'preferredTime'> & { id?: number; doctorId?: number | null | undefined },
): boolean {
  if (visit.doctorId === undefined || visit.doctorId === null) {
    // Places are a rule of booking: a day gone is a record, not judged (as apps/api's database judges the days to come).
    if (visit.preferredDate < hospitalToday()) return false;
    const department = departmentNamed(data, visit.department);
    const doctors = data.doctors.filter((doctor) => department !== undefined && doctor.departmentId === department.id && !doctor.retired);
    const { capacity, taken } = departmentSlotPlaces(
      doctors.map((doctor) => ({ id: doctor.id, calendar: doctorCalendar(data, doctor.id) })),
      data.appointments,
      visit,
    );
    // As a doctor's slot, one that nobody works any more (a booking revived after the hours changed) takes one.
    return taken >= Math.max(capacity, 1);
  }
  const capacity = slotCapacity(doctorCalendar(data, visit.doctorId), visit.preferredDate, visit.preferredTime) ?? 1;
  return placesTaken(data.appointments, visit) >= capacity;
}

/** The places taken in each of a doctor's slots from `from` to `to` (slotKey), by bookings not cancelled (walk-ins take none). */
export function placesTakenBySlot(data: Database, doctorId: number, from: string, to: string): Map<string, number> {
  const taken = new Map<string, number>();
  for (const booking of data.appointments) {
    // A walk-in takes a walk-in place of its session, never a booked place of its slot (as placesTaken counts).
    if (booking.doctorId !== doctorId || booking.status === 'cancelled' || booking.walkIn || booking.preferredDate < from || booking.preferredDate > to) continue;
    const key = slotKey(booking.preferredDate, booking.preferredTime);
    taken.set(key, (taken.get(key) ?? 0) + 1);
  }
  return taken;
}

/**
 * Marks the bookings a timetable change fell on as needing a new time, and answers those it marked now. A booking
 * already marked keeps its first reason: that is still true, and it is what the patient was told.
 */
export function markNeedsNewTime(data: Database, impact: TimetableImpact, reason: NewTimeReason): Appointment[] {
  const affected = new Set(impact.affected);
  const marked: Appointment[] = [];
  for (const booking of data.appointments) {
    if (!affected.has(booking.id) || booking.needsNewTime) continue;
    booking.needsNewTime = reason;
    marked.push(booking);
  }
  return marked;
}
