// Leave and closures: a doctor's leave or a day the OPD closes is shown first with the bookings it falls on, then
// saved, marking each as needing a new time (doctor_leave, opd_closed) for the patient's manage page and the staff's
// list, until the patient moves the visit; taken back, the day is bookable again. The weekly hours are
// timetable.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  BOOKING_HORIZON_DAYS,
  addDays,
  type Closure,
  type ClosureAnswer,
  type LeaveAnswer,
  type ManagedBooking,
  type TimetableImpact,
} from '@hospital/contract';
import { ApiClient, DEMO_RECEPTION, serverForThisFile } from './harness.ts';
import { openDay, openDayAfter } from './opdDays.ts';
import { expectProblem, timetableBookings, today, visit } from './timetableBookings.ts';

const api = serverForThisFile();
const { book, booked, lookup, reschedule, timetableOf, leftOn, needingNewTime } = timetableBookings(api);
let reception: ApiClient;
beforeAll(async () => {
  reception = new ApiClient(api.server.baseUrl);
  await reception.signIn(DEMO_RECEPTION);
});


describe('leave', () => {
  it('is previewed with the bookings it falls on, then saved and marks them; the patient moves the visit', async () => {
    const day = openDay(30, 5);
    const after = openDayAfter(day, 5);
    const onLeaveDay = await booked(visit(5, day, '10:00 AM'));
    const dayAfter = await booked(visit(5, after, '10:00 AM'));
    const request = { from: day, to: day, reason: 'Medical camp at Barabanki' };
    const leaveBefore = (await timetableOf(5, api.admin)).leave;

    const preview = await api.admin.send('POST', `${API_PATHS.doctorLeave(5)}?preview=1`, request);
    expect(preview.status, preview.text).toBe(200);
    const expectedImpact: TimetableImpact = {
      affected: [onLeaveDay.id],
      affectedVisits: [{ id: onLeaveDay.id, reference: onLeaveDay.reference, patientName: 'Farida Khan', preferredDate: day, preferredTime: '10:00 AM' }],
    };
    expect(preview.json()).toMatchObject({ leave: { from: day, to: day, reason: request.reason }, ...expectedImpact });
    expect((await timetableOf(5, api.admin)).leave).toEqual(leaveBefore);
    expect((await lookup(onLeaveDay)).needsNewTime ?? null).toBeNull();
    expect(await needingNewTime()).not.toContain(onLeaveDay.id);

    const created = await api.admin.send('POST', API_PATHS.doctorLeave(5), request);
    expect(created.status, created.text).toBe(201);
    const answer = created.json() as LeaveAnswer;
    expect(answer).toEqual({ leave: { id: expect.any(Number), from: day, to: day, reason: request.reason }, ...expectedImpact });
    expect((await timetableOf(5, api.admin)).leave).toContainEqual(answer.leave);

    // The patient is told, staff can find it, and nobody can book that day.
    expect(await lookup(onLeaveDay)).toMatchObject({ needsNewTime: 'doctor_leave', canChange: true });
    expect((await lookup(dayAfter)).needsNewTime ?? null).toBeNull();
    expect(await needingNewTime()).toContain(onLeaveDay.id);
    expect(await needingNewTime()).not.toContain(dayAfter.id);
    const exported = await api.admin.get(`${API_PATHS.appointmentsExport}?needsNewTime=1`);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(onLeaveDay.reference);
    expect(exported.text).not.toContain(dayAfter.reference);
    expectProblem(await book(visit(5, day, '11:00 AM')), 'preferredDate', 'doctor_on_leave');
    expect(await leftOn(5, day)).toEqual({});

    // The patient moves it: the mark goes.
    expectProblem(await reschedule(onLeaveDay, day, '2:00 PM'), 'preferredDate', 'doctor_on_leave');
    const moved = await reschedule(onLeaveDay, after, '11:00 AM');
    expect(moved.status, moved.text).toBe(200);
    expect((moved.json() as ManagedBooking).needsNewTime ?? null).toBeNull();
    expect((await lookup(onLeaveDay)).needsNewTime ?? null).toBeNull();
    expect(await needingNewTime()).not.toContain(onLeaveDay.id);

    // Taken back: the day is bookable again.
    expect((await api.admin.send('DELETE', API_PATHS.doctorLeaveItem(6, answer.leave.id))).status).toBe(404);
    expect((await reception.send('DELETE', API_PATHS.doctorLeaveItem(5, answer.leave.id))).status).toBe(403);
    expect((await api.admin.send('DELETE', API_PATHS.doctorLeaveItem(5, answer.leave.id))).status).toBe(204);
    expect((await api.admin.send('DELETE', API_PATHS.doctorLeaveItem(5, answer.leave.id))).status).toBe(404);
    expect((await timetableOf(5, api.admin)).leave).toEqual(leaveBefore);
    await booked(visit(5, day, '11:00 AM'));
  });

  it('may not start in the past, end before it starts, or run over a year, and needs a doctor the hospital has', async () => {
    const from = openDay(40, 5);
    expectProblem(await api.admin.send('POST', API_PATHS.doctorLeave(5), { from: addDays(today, -1), to: from, reason: 'Late entry' }), 'from', 'date_in_past');
    expectProblem(await api.admin.send('POST', API_PATHS.doctorLeave(5), { from, to: addDays(from, -1), reason: 'Backwards' }), 'to', 'end_before_start');
    expectProblem(await api.admin.send('POST', API_PATHS.doctorLeave(5), { from, to: addDays(from, 366), reason: 'Sabbatical' }), 'to', 'range_too_long');
    const missing = await api.admin.send('POST', API_PATHS.doctorLeave(5), { from, to: from });
    expect(missing.status).toBe(400);
    expect(Object.keys((missing.json() as { fields: object }).fields)).toEqual(['reason']);
    expect((await api.admin.send('POST', API_PATHS.doctorLeave(999), { from, to: from, reason: 'Nobody' })).status).toBe(404);
  });
});

describe('closures', () => {
  it('are read by anyone, in date order', async () => {
    const response = await api.anonymous.get(API_PATHS.closures);
    expect(response.status).toBe(200);
    const closures = response.json() as Closure[];
    expect(closures.length).toBeGreaterThan(0);
    for (const closure of closures) expect(Object.keys(closure).sort()).toEqual(['date', 'id', 'name']);
    expect(closures.map((closure) => closure.date)).toEqual(closures.map((closure) => closure.date).sort());
  });

  it('close the OPD for every doctor: previewed, then saved, marking the bookings that day opd_closed', async () => {
    const day = openDay(100, [6, 10]);
    const gynecology = await booked(visit(6, day, '10:00 AM'));
    const pediatrics = await booked(visit(10, day, '2:00 PM'));
    const request = { date: day, name: 'Eid al-Adha' };

    const preview = await api.admin.send('POST', `${API_PATHS.closures}?preview=1`, request);
    expect(preview.status, preview.text).toBe(200);
    const previewed = preview.json() as ClosureAnswer;
    expect(previewed.closure).toMatchObject(request);
    expect([...previewed.affected].sort()).toEqual([gynecology.id, pediatrics.id].sort());
    expect(((await api.anonymous.get(API_PATHS.closures)).json() as Closure[]).some((closure) => closure.date === day)).toBe(false);
    expect((await lookup(gynecology)).needsNewTime ?? null).toBeNull();

    expect((await reception.send('POST', API_PATHS.closures, request)).status).toBe(403);
    const created = await api.admin.send('POST', API_PATHS.closures, request);
    expect(created.status, created.text).toBe(201);
    const answer = created.json() as ClosureAnswer;
    expect(answer.closure).toEqual({ id: expect.any(Number), ...request });
    expect([...answer.affected].sort()).toEqual([gynecology.id, pediatrics.id].sort());
    expect((await api.anonymous.get(API_PATHS.closures)).json()).toContainEqual(answer.closure);
    expect(await lookup(gynecology)).toMatchObject({ needsNewTime: 'opd_closed' });
    expect(await lookup(pediatrics)).toMatchObject({ needsNewTime: 'opd_closed' });
    expectProblem(await book(visit(1, day, '10:00 AM')), 'preferredDate', 'opd_closed');
    expect(await leftOn(6, day)).toEqual({});

    expectProblem(await api.admin.send('POST', API_PATHS.closures, { date: day, name: 'Again' }), 'date', 'closure_exists');
    expectProblem(await api.admin.send('POST', API_PATHS.closures, { date: addDays(today, -1), name: 'Yesterday' }), 'date', 'date_in_past');

    expect((await reception.send('DELETE', API_PATHS.closure(answer.closure.id))).status).toBe(403);
    expect((await api.admin.send('DELETE', API_PATHS.closure(answer.closure.id))).status).toBe(204);
    expect((await api.admin.send('DELETE', API_PATHS.closure(answer.closure.id))).status).toBe(404);
    await booked(visit(1, day, '10:00 AM'));
  });

  it('fall within the booking horizon: a later day closes nothing anyone could book', async () => {
    const last = addDays(today, BOOKING_HORIZON_DAYS);
    const atHorizon = await api.admin.send('POST', `${API_PATHS.closures}?preview=1`, { date: last, name: 'Holi' });
    expect(atHorizon.status, atHorizon.text).toBe(200);
    expectProblem(await api.admin.send('POST', API_PATHS.closures, { date: addDays(last, 1), name: 'Holi' }), 'date', 'date_beyond_horizon');
    expect((await api.admin.send('POST', API_PATHS.closures, { date: '9999-12-31', name: 'Far' })).status).toBe(400);
    const closures = (await api.anonymous.get(API_PATHS.closures)).json() as Closure[];
    expect(closures.filter((closure) => closure.date > last)).toEqual([]);
  });
});
