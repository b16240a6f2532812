import { describe, expect, it } from 'vitest';
import { departmentSlotPlaces } from './departmentSlots.ts';
import type { DoctorCalendar } from './timetable.ts';

// 2027-01-04 is a Monday.
const MONDAY = '2027-01-04';
const morning = (capacity: number): DoctorCalendar => ({ weekly: [{ weekday: 1, start: '09:00', end: '12:00', slotMinutes: 30, capacity }], leave: [], closures: [] });
const afternoon: DoctorCalendar = { weekly: [{ weekday: 1, start: '14:00', end: '17:00', slotMinutes: 30, capacity: 5 }], leave: [], closures: [] };
const doctors = [
  { id: 1, calendar: morning(3) },
  { id: 2, calendar: morning(1) },
  { id: 3, calendar: afternoon },
  { id: 4, calendar: { ...morning(6), leave: [{ from: MONDAY, to: MONDAY }] } },
];
const visit = { department: 'Cardiology', preferredDate: MONDAY, preferredTime: '10:00 AM' };

describe('a department’s slot', () => {
  it('has the places of the department’s doctors who work it that day: not one who works other hours, nor one on leave', () => {
    expect(departmentSlotPlaces(doctors, [], visit)).toEqual({ capacity: 4, taken: 0 });
    expect(departmentSlotPlaces(doctors, [], { ...visit, preferredTime: '2:00 PM' })).toEqual({ capacity: 5, taken: 0 });
    expect(departmentSlotPlaces(doctors.map((doctor) => ({ ...doctor, calendar: { ...doctor.calendar, closures: [{ date: MONDAY }] } })), [], visit).capacity).toBe(0);
  });

  it('is taken by the department’s own bookings and those of its working doctors, never a cancelled one or a walk-in', () => {
    const bookings = [
      { id: 10, department: 'cardiology', preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'pending' },
      { id: 11, department: 'Cardiology', doctorId: 1, preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'confirmed' },
      { id: 12, department: 'Cardiology', preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'cancelled' },
      { id: 13, department: 'Cardiology', doctorId: 2, preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'checked_in', walkIn: true },
      // Not the slot's: another department, another time, another day, a doctor on leave that day.
      { id: 14, department: 'Neurology', preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'pending' },
      { id: 15, department: 'Cardiology', preferredDate: MONDAY, preferredTime: '10:30 AM', status: 'pending' },
      { id: 16, department: 'Cardiology', preferredDate: '2027-01-11', preferredTime: '10:00 AM', status: 'pending' },
      { id: 17, department: 'Cardiology', doctorId: 4, preferredDate: MONDAY, preferredTime: '10:00 AM', status: 'pending' },
    ];
    expect(departmentSlotPlaces(doctors, bookings, visit)).toEqual({ capacity: 4, taken: 2 });
    // A booking already in the slot (being moved or revived) does not take its own place twice.
    expect(departmentSlotPlaces(doctors, bookings, { ...visit, id: 10 })).toEqual({ capacity: 4, taken: 1 });
  });
});
