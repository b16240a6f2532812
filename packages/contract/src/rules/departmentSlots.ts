// A booking made for a department alone, without a chosen doctor (the front desk gives it one on the day), takes a
// place of the department's slot: the slot has as many places as the capacities of the department's doctors who work
// it that day add up to, and they are taken by the department's own bookings and by those of its doctors who work
// then. Both servers refuse one past them (409 slot_taken): the mock with this rule, apps/api with its SQL twin
// (migration 0012's department_slot_full, under a lock per department and slot). docs/adr/0023.
import { slotCapacity, type DoctorCalendar } from './timetable.ts';

/** A booking as the department's count reads it. */
export interface DepartmentSlotVisit {
  id?: number;
  department: string;
  doctorId?: number | null | undefined;
  preferredDate: string;
  preferredTime: string;
  status?: string;
  walkIn?: boolean | undefined;
}

/**
 * The places of a department's slot, and how many bookings other than `visit` hold one. `doctors` are the
 * department's (a retired doctor works no more); a walk-in or a cancelled booking holds none.
 */
export function departmentSlotPlaces(
  doctors: readonly { id: number; calendar: DoctorCalendar }[],
  bookings: readonly DepartmentSlotVisit[],
  visit: { id?: number; department: string; preferredDate: string; preferredTime: string },
): { capacity: number; taken: number } {
  const working = new Set<number>();
  let capacity = 0;
  for (const doctor of doctors) {
    const places = slotCapacity(doctor.calendar, visit.preferredDate, visit.preferredTime);
    if (places === undefined) continue;
    working.add(doctor.id);
    capacity += places;
  }
  const department = visit.department.toLowerCase();
  let taken = 0;
  for (const other of bookings) {
    if (other.id === visit.id || other.preferredDate !== visit.preferredDate || other.preferredTime !== visit.preferredTime) continue;
    if (other.status === 'cancelled' || other.walkIn) continue;
    const holds = other.doctorId === undefined || other.doctorId === null ? other.department.toLowerCase() === department : working.has(other.doctorId);
    if (holds) taken += 1;
  }
  return { capacity, taken };
}
