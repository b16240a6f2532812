// A cancelled booking brought back by staff (PATCH .../status to pending or confirmed) takes its place back, so it is
// checked as a booking is: its day and time must still be among its doctor's slots. Leave given since the
// cancellation refuses it, naming `status` with the timetable's reason; once the leave is taken back it returns.
import { describe, expect, it } from 'vitest';
import { API_PATHS, type Appointment, type LeaveAnswer } from '@hospital/contract';
import { serverForThisFile } from './harness.ts';
import { openDay } from './opdDays.ts';

const api = serverForThisFile();
/** Dr #5, Gynecology. */
const DOCTOR_ID = 5;

describe('a cancelled booking brought back', () => {
  it('is refused on a day its doctor no longer works (400 naming status), and returns once the day is open again', async () => {
    const day = openDay(40, DOCTOR_ID);
    const booked = await api.anonymous.send('POST', API_PATHS.appointments, {
      patientName: 'Sunita Verma',
      email: 'sunita.verma@example.in',
      phone: '+91 99190 22334',
      age: 45,
      gender: 'Female',
      department: 'Gynecology',
      doctorId: DOCTOR_ID,
      preferredDate: day,
      preferredTime: '10:00 AM',
      reasonForVisit: 'Routine check-up.',
      consent: true,
    });
    expect(booked.status, booked.text).toBe(201);
    const visit = booked.json() as Appointment;
    const status = (to: string) => api.admin.send('PATCH', API_PATHS.appointmentStatus(visit.id), { status: to });

    expect((await status('cancelled')).status).toBe(200);
    const leave = await api.admin.send('POST', API_PATHS.doctorLeave(DOCTOR_ID), { from: day, to: day, reason: 'Conference in Pune' });
    expect(leave.status, leave.text).toBe(201);

    for (const to of ['pending', 'confirmed']) {
      const revived = await status(to);
      expect(revived.status, revived.text).toBe(400);
      expect(revived.json()).toMatchObject({ code: 'validation_failed', codes: { status: 'doctor_on_leave' } });
    }
    expect((await api.server.readData()).appointments.find((row) => row.id === visit.id)).toMatchObject({ status: 'cancelled' });

    const { leave: given } = leave.json() as LeaveAnswer;
    expect((await api.admin.send('DELETE', API_PATHS.doctorLeaveItem(DOCTOR_ID, given.id))).status).toBe(204);
    const revived = await status('confirmed');
    expect(revived.status, revived.text).toBe(200);
    expect(revived.json()).toMatchObject({ id: visit.id, status: 'confirmed' });
  });
});
