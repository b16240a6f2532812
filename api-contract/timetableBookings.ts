// What the two files on the OPD's calendar share (timetable.test.ts, leaveAndClosures.test.ts): Farida Khan's
// bookings with the seed's doctors, her manage page, a doctor's timetable and places as anyone reads them, and the
// list of bookings that need a new time as staff read it.
import { expect } from 'vitest';
import {
  API_PATHS,
  hospitalToday,
  type Appointment,
  type AppointmentPage,
  type Availability,
  type ManagedBooking,
  type Timetable,
} from '@hospital/contract';
import type { ApiClient, ApiResponse, FileServer } from './harness.ts';

export const today = hospitalToday();
export const DEPARTMENT_OF: Record<number, string> = {
  1: 'Cardiology',
  2: 'Cardiology',
  5: 'Gynecology',
  6: 'Gynecology',
  7: 'General Medicine',
  8: 'General Medicine',
  9: 'Pediatrics',
  10: 'Pediatrics',
  11: 'General Surgery',
  12: 'General Surgery',
};

/** A booking form's fields for a doctor (or, with `department`, none) on a day and time. */
export const visit = (doctorId: number | undefined, preferredDate: string, preferredTime: string, department = DEPARTMENT_OF[doctorId ?? 0]) => ({
  patientName: 'Farida Khan',
  email: 'farida.khan@example.in',
  phone: '+91 99350 44556',
  age: 51,
  gender: 'Female',
  department,
  ...(doctorId === undefined ? {} : { doctorId }),
  preferredDate,
  preferredTime,
  reasonForVisit: 'Breathlessness on climbing stairs.',
  consent: true,
});
export const CONTACT = '9935044556';

/** Booking, managing and reading the timetable on this file's server. */
export function timetableBookings(api: FileServer) {
  const book = (body: ReturnType<typeof visit>) => api.anonymous.send('POST', API_PATHS.appointments, body);
  async function booked(body: ReturnType<typeof visit>): Promise<Appointment> {
    const response = await book(body);
    expect(response.status, response.text).toBe(201);
    return response.json() as Appointment;
  }
  const lookup = async (booking: Appointment) => {
    const response = await api.anonymous.send('POST', API_PATHS.bookingLookup, { reference: booking.reference, contact: CONTACT });
    expect(response.status, response.text).toBe(200);
    return response.json() as ManagedBooking;
  };
  const reschedule = (booking: Appointment, preferredDate: string, preferredTime: string) =>
    api.anonymous.send('POST', API_PATHS.bookingReschedule, { reference: booking.reference, contact: CONTACT, preferredDate, preferredTime });
  const timetableOf = async (doctorId: number, client: ApiClient = api.anonymous) => {
    const response = await client.get(API_PATHS.doctorTimetable(doctorId));
    expect(response.status, response.text).toBe(200);
    return response.json() as Timetable;
  };
  /** The places left in each of a doctor's slots on one day; empty when the doctor does not see patients then. */
  const leftOn = async (doctorId: number, date: string) => {
    const response = await api.anonymous.get(`${API_PATHS.availability}?doctorId=${doctorId}&from=${date}&to=${date}`);
    expect(response.status, response.text).toBe(200);
    return Object.fromEntries(((response.json() as Availability).days[0]?.slots ?? []).map((slot) => [slot.time, slot.left]));
  };
  const needingNewTime = async () => ((await api.admin.get(`${API_PATHS.appointments}?needsNewTime=1&pageSize=100`)).json() as AppointmentPage).items.map((a) => a.id);

  return { book, booked, lookup, reschedule, timetableOf, leftOn, needingNewTime };
}

/** A 400 naming exactly `field`, with `code`. */
export function expectProblem(response: ApiResponse, field: string, code: string): void {
  expect(response.status, response.text).toBe(400);
  const body = response.json() as { codes: Record<string, string> };
  expect(body.codes).toEqual({ [field]: code });
}
