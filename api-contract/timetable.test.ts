// The OPD timetable: bookings fall within a doctor's weekly sessions, and a slot takes as many patients as its
// capacity; admins change the hours, add and retire doctors, and every booking such a change falls on is shown first
// and then marked as needing a new time, which the patient's manage page and the staff's list both see, until the
// patient moves the visit. Leave and closures, which do the same for a day, are leaveAndClosures.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  addDays,
  isoWeekday,
  sortedSessions,
  type AppointmentPage,
  type Doctor,
  type LeaveAnswer,
  type TimetableAnswer,
  type TimetableImpact,
  type WeeklySession,
} from '@hospital/contract';
import { ApiClient, DEMO_RECEPTION, serverForThisFile } from './harness.ts';
import { closedDayFrom, openDay, openDayAfter, seedCalendar } from './opdDays.ts';
import { CONTACT, expectProblem, timetableBookings, today, visit } from './timetableBookings.ts';

const api = serverForThisFile();
const { book, booked, lookup, reschedule, timetableOf, leftOn, needingNewTime } = timetableBookings(api);
let reception: ApiClient;
beforeAll(async () => {
  reception = new ApiClient(api.server.baseUrl);
  await reception.signIn(DEMO_RECEPTION);
});

/** The first day from `date` on that is a Saturday the OPD is open. */
function saturdayFrom(date: string, doctorId: number): string {
  let day = date;
  while (isoWeekday(day) !== 6 || seedCalendar(doctorId).closures.some((closure) => closure.date === day)) day = addDays(day, 1);
  return day;
}

const session = (weekday: WeeklySession['weekday'], start: string, end: string, slotMinutes: WeeklySession['slotMinutes'] = 30, capacity = 1): WeeklySession => ({
  weekday,
  start,
  end,
  slotMinutes,
  capacity,
});
const weeklyOf = (sessions: readonly WeeklySession[]) => sortedSessions(sessions).map(({ weekday, start, end, slotMinutes, capacity }) => ({ weekday, start, end, slotMinutes, capacity }));

describe('a booking falls within its doctor’s timetable', () => {
  it('refuses a Sunday, naming preferredDate (doctor_not_working), for a booking and a move', async () => {
    const sunday = closedDayFrom(addDays(today, 20), 1);
    expect(isoWeekday(sunday)).toBe(7);
    expectProblem(await book(visit(1, sunday, '10:00 AM')), 'preferredDate', 'doctor_not_working');
    const mine = await booked(visit(1, openDay(20, 1), '10:00 AM'));
    expectProblem(await reschedule(mine, sunday, '10:00 AM'), 'preferredDate', 'doctor_not_working');
  });

  it('refuses a time that is not one of the day’s slots, naming preferredTime (not_a_slot)', async () => {
    const day = openDay(20, 1);
    for (const time of ['9:15 AM', '12:30 PM', '7:00 AM', '5:30 PM']) expectProblem(await book(visit(1, day, time)), 'preferredTime', 'not_a_slot');
    // Saturday is a morning.
    expectProblem(await book(visit(1, saturdayFrom(addDays(today, 20), 1), '3:00 PM')), 'preferredTime', 'not_a_slot');
  });

  it('books 15-minute slots of two patients for Dr #7: two 201s, then 409 slot_taken', async () => {
    const day = openDay(21, 7);
    const answers = [];
    for (const patientName of ['First Patient', 'Second Patient', 'Third Patient']) answers.push(await book({ ...visit(7, day, '9:15 AM'), patientName }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 409]);
    expect(answers[2]!.json()).toMatchObject({ code: 'slot_taken', fields: { preferredTime: 'Already booked' }, codes: { preferredTime: 'slot_taken' } });
    // The quarter-hour before it still has both places.
    expect(await leftOn(7, day)).toMatchObject({ '9:00 AM': 2, '9:15 AM': 0, '9:30 AM': 2 });
  });

  it('checks a booking without a doctor against the department: one of its doctors must have the slot', async () => {
    // Dr #7 has quarter-hours, Dr #8 half-hours: 9:15 AM is General Medicine's through Dr #7 alone. The day is past
    // the one the test before fills at 9:15 AM: "22 days on" and "21 days on" are the same Monday from a weekend.
    const day = openDayAfter(openDay(21, 7), 7);
    const unassigned = await booked(visit(undefined, day, '9:15 AM', 'General Medicine'));
    expect(unassigned.doctorId ?? undefined).toBeUndefined();
    // It holds no doctor's place.
    expect((await leftOn(7, day))['9:15 AM']).toBe(2);
    expectProblem(await book(visit(undefined, closedDayFrom(day, 7), '9:15 AM', 'General Medicine')), 'preferredDate', 'no_doctor_working');
    expectProblem(await book(visit(undefined, day, '9:10 AM', 'General Medicine')), 'preferredTime', 'no_doctor_working');
  });
});

describe('places in a slot', () => {
  it('are freed by a cancel and moved by a reschedule', async () => {
    const first = openDay(23, 9);
    const second = openDayAfter(first, 9);
    const mine = await booked(visit(9, first, '10:00 AM'));
    expect((await leftOn(9, first))['10:00 AM']).toBe(0);
    expect((await book({ ...visit(9, first, '10:00 AM'), patientName: 'Waiting Patient' })).status).toBe(409);

    const cancelled = await api.anonymous.send('POST', API_PATHS.bookingCancel, { reference: mine.reference, contact: CONTACT });
    expect(cancelled.status).toBe(200);
    expect((await leftOn(9, first))['10:00 AM']).toBe(1);
    const next = await booked({ ...visit(9, first, '10:00 AM'), patientName: 'Waiting Patient' });

    const moved = await reschedule(next, second, '11:00 AM');
    expect(moved.status, moved.text).toBe(200);
    expect((await leftOn(9, first))['10:00 AM']).toBe(1);
    expect((await leftOn(9, second))['11:00 AM']).toBe(0);
    expect((await book(visit(9, second, '11:00 AM'))).status).toBe(409);
  });

  it('keep a cancelled booking from coming back into a slot that has filled (409)', async () => {
    const day = openDay(23, 10);
    const mine = await booked(visit(10, day, '3:00 PM'));
    expect((await api.admin.send('PATCH', API_PATHS.appointmentStatus(mine.id), { status: 'cancelled' })).status).toBe(200);
    await booked({ ...visit(10, day, '3:00 PM'), patientName: 'Another Patient' });
    const revived = await api.admin.send('PATCH', API_PATHS.appointmentStatus(mine.id), { status: 'confirmed' });
    expect(revived.status).toBe(409);
    expect(revived.json()).toMatchObject({ code: 'slot_taken' });
  });
});

describe('a doctor’s timetable', () => {
  it('is read by anyone: the weekly sessions in week order and the leave not yet over', async () => {
    const timetable = await timetableOf(1);
    expect(timetable.weekly).toEqual(weeklyOf(seedCalendar(1).weekly));
    expect(timetable.weekly.map((item) => item.weekday)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect(Array.isArray(timetable.leave)).toBe(true);
    expect((await api.anonymous.get(API_PATHS.doctorTimetable(999))).status).toBe(404);
  });

  it('refuses overlapping sessions and impossible ones, naming each, and keeps the old hours', async () => {
    const before = await timetableOf(2);
    const overlapping = await api.admin.send('PUT', API_PATHS.doctorTimetable(2), { weekly: [session(1, '09:00', '12:00'), session(1, '11:00', '13:00')] });
    expect(overlapping.status).toBe(400);
    expect(overlapping.json()).toMatchObject({ code: 'validation_failed', codes: { 'weekly.1.start': 'sessions_overlap' } });
    const impossible = await api.admin.send('PUT', API_PATHS.doctorTimetable(2), {
      weekly: [{ ...session(2, '09:00', '12:00'), slotMinutes: 25 }, session(3, '12:00', '09:00'), { ...session(4, '09:00', '12:00'), capacity: 21 }, { ...session(5, '09:00', '12:00'), weekday: 8 }],
    });
    expect(impossible.status).toBe(400);
    expect(Object.keys((impossible.json() as { fields: object }).fields).sort()).toEqual(['weekly.0.slotMinutes', 'weekly.1.end', 'weekly.2.capacity', 'weekly.3.weekday']);
    expect((impossible.json() as { codes: Record<string, string> }).codes['weekly.1.end']).toBe('end_before_start');
    expect(await timetableOf(2)).toEqual(before);
  });

  it('is changed by admins only: 401 signed out, 403 for the front desk', async () => {
    const body = { weekly: [session(1, '09:00', '12:00')] };
    expect((await api.anonymous.send('PUT', API_PATHS.doctorTimetable(2), body)).status).toBe(401);
    const refused = await reception.send('PUT', API_PATHS.doctorTimetable(2), body);
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin_required' });
    expect((await reception.send('POST', API_PATHS.doctorLeave(2), { from: openDay(30), to: openDay(30), reason: 'x' })).status).toBe(403);
  });

  it('shows the bookings new hours leave without a slot before saving (preview), then marks them hours_changed', async () => {
    const weekday = openDay(24, 2);
    const saturday = saturdayFrom(addDays(today, 24), 2);
    const morning = await booked(visit(2, weekday, '10:00 AM'));
    const afternoon = await booked(visit(2, weekday, '2:00 PM'));
    const onSaturday = await booked(visit(2, saturday, '9:00 AM'));
    const before = await timetableOf(2);
    // Mornings only, Monday to Friday.
    const weekly = ([1, 2, 3, 4, 5] as const).map((day) => session(day, '09:00', '12:00'));

    const preview = await api.admin.send('PUT', `${API_PATHS.doctorTimetable(2)}?preview=1`, { weekly });
    expect(preview.status, preview.text).toBe(200);
    const previewed = preview.json() as TimetableAnswer;
    expect(previewed.weekly).toEqual(weekly);
    expect([...previewed.affected].sort()).toEqual([afternoon.id, onSaturday.id].sort());
    expect(previewed.affectedVisits).toEqual(
      expect.arrayContaining([
        { id: afternoon.id, reference: afternoon.reference, patientName: 'Farida Khan', preferredDate: weekday, preferredTime: '2:00 PM' },
        { id: onSaturday.id, reference: onSaturday.reference, patientName: 'Farida Khan', preferredDate: saturday, preferredTime: '9:00 AM' },
      ]),
    );
    expect(previewed.affectedVisits).toHaveLength(2);
    // Nothing saved.
    expect(await timetableOf(2)).toEqual(before);
    expect((await lookup(onSaturday)).needsNewTime ?? null).toBeNull();

    const saved = await api.admin.send('PUT', API_PATHS.doctorTimetable(2), { weekly });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json()).toEqual(previewed);
    expect((await timetableOf(2)).weekly).toEqual(weekly);
    expect(await lookup(onSaturday)).toMatchObject({ needsNewTime: 'hours_changed', canChange: true });
    expect(await lookup(afternoon)).toMatchObject({ needsNewTime: 'hours_changed' });
    expect((await lookup(morning)).needsNewTime ?? null).toBeNull();
    expect(await needingNewTime()).toEqual(expect.arrayContaining([afternoon.id, onSaturday.id]));
    expect(await needingNewTime()).not.toContain(morning.id);
    expect(Object.keys(await leftOn(2, weekday))).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
    expectProblem(await book(visit(2, weekday, '2:30 PM')), 'preferredTime', 'not_a_slot');
  });

  it('shows the reason for leave to staff only', async () => {
    const from = openDay(200, 1);
    const created = await api.admin.send('POST', API_PATHS.doctorLeave(1), { from, to: addDays(from, 2), reason: 'Family wedding in Jaipur' });
    expect(created.status, created.text).toBe(201);
    const { leave } = created.json() as LeaveAnswer;
    const publicLeave = (await timetableOf(1)).leave.find((item) => item.id === leave.id);
    expect(publicLeave).toEqual({ id: leave.id, from, to: addDays(from, 2) });
    expect((await api.anonymous.get(API_PATHS.doctorTimetable(1))).text).not.toContain('Jaipur');
    for (const staff of [api.admin, reception]) {
      expect((await timetableOf(1, staff)).leave.find((item) => item.id === leave.id)).toEqual({ id: leave.id, from, to: addDays(from, 2), reason: 'Family wedding in Jaipur' });
    }
  });
});

describe('doctors', () => {
  const newDoctor = {
    name: 'Dr. Farah Naqvi',
    specialization: 'Endocrinology',
    departmentId: 4,
    qualifications: 'MBBS, MD (Medicine), DM (Endocrinology)',
    experience: 9,
    languages: ['Hindi', 'English', 'Urdu'],
  };

  it('are added by admins, with no hours until their timetable is set', async () => {
    expect((await api.anonymous.send('POST', API_PATHS.doctors, newDoctor)).status).toBe(401);
    expect((await reception.send('POST', API_PATHS.doctors, newDoctor)).status).toBe(403);
    expectProblem(await api.admin.send('POST', API_PATHS.doctors, { ...newDoctor, departmentId: 999 }), 'departmentId', 'unknown_department');
    const incomplete = await api.admin.send('POST', API_PATHS.doctors, { specialization: 'Endocrinology' });
    expect(incomplete.status).toBe(400);
    expect(Object.keys((incomplete.json() as { fields: object }).fields)).toEqual(expect.arrayContaining(['name', 'departmentId', 'qualifications', 'experience']));

    const created = await api.admin.send('POST', API_PATHS.doctors, newDoctor);
    expect(created.status, created.text).toBe(201);
    const doctor = created.json() as Doctor;
    expect(doctor).toMatchObject({ id: expect.any(Number), ...newDoctor });
    expect((await api.anonymous.get(API_PATHS.doctors)).json()).toContainEqual(doctor);
    expect((await api.anonymous.get(API_PATHS.doctor(doctor.id))).json()).toEqual(doctor);
    expect((await timetableOf(doctor.id)).weekly).toEqual([]);
    const day = openDay(60, 7);
    expectProblem(await book(visit(doctor.id, day, '10:00 AM', 'General Medicine')), 'preferredDate', 'doctor_not_working');

    const weekly = [session(isoWeekday(day), '10:00', '13:00', 20, 3)];
    expect((await api.admin.send('PUT', API_PATHS.doctorTimetable(doctor.id), { weekly })).status).toBe(200);
    expect(await leftOn(doctor.id, day)).toEqual({ '10:00 AM': 3, '10:20 AM': 3, '10:40 AM': 3, '11:00 AM': 3, '11:20 AM': 3, '11:40 AM': 3, '12:00 PM': 3, '12:20 PM': 3, '12:40 PM': 3 });
    await booked(visit(doctor.id, day, '10:20 AM', 'General Medicine'));
  });

  it('are edited by admins: only the fields sent change', async () => {
    const doctor = (await api.admin.send('POST', API_PATHS.doctors, { ...newDoctor, name: 'Dr. Imran Siddiqui' })).json() as Doctor;
    const patched = await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { experience: 10 });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json()).toEqual({ ...doctor, experience: 10 });
    expect((await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { languages: ['Hindi'] })).json()).toEqual({ ...doctor, experience: 10, languages: ['Hindi'] });
    expectProblem(await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { departmentId: 999 }), 'departmentId', 'unknown_department');
    expect((await api.admin.send('PATCH', API_PATHS.doctor(doctor.id), { experience: -1 })).status).toBe(400);
    expect((await reception.send('PATCH', API_PATHS.doctor(doctor.id), { experience: 11 })).status).toBe(403);
    expect((await api.admin.send('PATCH', API_PATHS.doctor(99_999), { experience: 11 })).status).toBe(404);
    expect((await api.anonymous.get(API_PATHS.doctor(doctor.id))).json()).toEqual({ ...doctor, experience: 10, languages: ['Hindi'] });
  });

  it('are retired by admins: gone from the public lists, kept for the bookings that name them, which need a new time', async () => {
    const day = openDay(50, 12);
    const mine = await booked(visit(12, day, '10:00 AM'));
    const other = await booked(visit(11, day, '10:00 AM'));

    const preview = await api.admin.send('DELETE', `${API_PATHS.doctor(12)}?preview=1`);
    expect(preview.status, preview.text).toBe(200);
    const expected: TimetableImpact = {
      affected: [mine.id],
      affectedVisits: [{ id: mine.id, reference: mine.reference, patientName: 'Farida Khan', preferredDate: day, preferredTime: '10:00 AM' }],
    };
    expect(preview.json()).toEqual(expected);
    expect((await api.anonymous.get(API_PATHS.doctor(12))).status).toBe(200);
    expect((await lookup(mine)).needsNewTime ?? null).toBeNull();

    expect((await reception.send('DELETE', API_PATHS.doctor(12))).status).toBe(403);
    const retired = await api.admin.send('DELETE', API_PATHS.doctor(12));
    expect(retired.status, retired.text).toBe(200);
    expect(retired.json()).toEqual(expected);

    expect(((await api.anonymous.get(API_PATHS.doctors)).json() as Doctor[]).map((doctor) => doctor.id)).not.toContain(12);
    expect((await api.anonymous.get(API_PATHS.doctor(12))).status).toBe(404);
    expect((await api.anonymous.get(API_PATHS.doctorTimetable(12))).status).toBe(404);
    expect((await api.anonymous.get(`${API_PATHS.availability}?doctorId=12&from=${day}&to=${day}`)).status).toBe(404);
    expectProblem(await book(visit(12, openDayAfter(day, 12), '10:00 AM')), 'doctorId', 'unknown_doctor');
    expect((await api.admin.send('DELETE', API_PATHS.doctor(12))).status).toBe(404);

    // The booking keeps its doctor; its patient and the staff are told it needs a new time.
    expect(await lookup(mine)).toMatchObject({ doctorId: 12, needsNewTime: 'doctor_retired', canChange: true });
    expect((await lookup(other)).needsNewTime ?? null).toBeNull();
    const listed = (await api.admin.get(`${API_PATHS.appointments}?doctorId=12&pageSize=100`)).json() as AppointmentPage;
    expect(listed.items.map((a) => a.id)).toContain(mine.id);
    expect((await api.server.readData()).appointments.find((a) => a.id === mine.id)).toMatchObject({ doctorId: 12, status: 'pending' });
    expect(await needingNewTime()).toContain(mine.id);
  });
});
