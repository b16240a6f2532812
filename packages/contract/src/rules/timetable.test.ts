import { describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS } from '../constants.ts';
import { zodProblems } from '../errors.ts';
import { availabilityQuerySchema, leaveRequestSchema, timetableUpdateSchema, weeklySessionSchema, type WeeklySession } from '../schemas.ts';
import {
  availableDays,
  clockMinute,
  clockText,
  closureProblems,
  daySlots,
  departmentVisitProblems,
  doctorVisitProblems,
  isRevival,
  isoWeekday,
  leaveProblems,
  nextOpenSlot,
  placesTaken,
  revivalProblems,
  sessionSlots,
  slotCapacity,
  slotKey,
  slotText,
  timetableAnswer,
  timetableImpact,
  visitTimetableProblems,
  type DoctorCalendar,
} from './timetable.ts';

const weekdays = [1, 2, 3, 4, 5] as const;
/** The seed's standard week: the spec's 13 slots Monday to Friday, mornings on Saturday. */
const STANDARD: WeeklySession[] = [
  ...weekdays.flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', slotMinutes: 30 as const, capacity: 1 },
    { weekday, start: '14:00', end: '17:30', slotMinutes: 30 as const, capacity: 1 },
  ]),
  { weekday: 6, start: '09:00', end: '14:00', slotMinutes: 30, capacity: 1 },
];
const calendar = (weekly: WeeklySession[] = STANDARD, leave: DoctorCalendar['leave'] = [], closures: DoctorCalendar['closures'] = []): DoctorCalendar => ({ weekly, leave, closures });

// Friday 27 November 2026, 10:15 in India.
const NOW = new Date('2026-11-27T04:45:00Z');
const MONDAY = '2026-11-30';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

describe('times of day', () => {
  it('read and write the 24-hour clock and the slots’ form', () => {
    expect(clockMinute('09:30')).toBe(570);
    expect(clockText(570)).toBe('09:30');
    expect(slotText(570)).toBe('9:30 AM');
    expect(slotText(720)).toBe('12:00 PM');
    expect(slotText(45)).toBe('12:45 AM');
    expect(slotText(13 * 60 + 5)).toBe('1:05 PM');
  });

  it('count weekdays the ISO way', () => {
    expect(isoWeekday(MONDAY)).toBe(1);
    expect(isoWeekday(SATURDAY)).toBe(6);
    expect(isoWeekday(SUNDAY)).toBe(7);
  });
});

describe('a session’s slots', () => {
  it('start every slot length from the start and end by the session’s end', () => {
    expect(sessionSlots({ weekday: 1, start: '09:00', end: '10:00', slotMinutes: 15, capacity: 2 })).toEqual([
      { time: '9:00 AM', minute: 540, capacity: 2 },
      { time: '9:15 AM', minute: 555, capacity: 2 },
      { time: '9:30 AM', minute: 570, capacity: 2 },
      { time: '9:45 AM', minute: 585, capacity: 2 },
    ]);
    // A slot that would run past the end is not made.
    expect(sessionSlots({ weekday: 1, start: '09:00', end: '09:50', slotMinutes: 20, capacity: 1 }).map((slot) => slot.time)).toEqual(['9:00 AM', '9:20 AM']);
  });

  it('make the spec’s slot list from the standard weekday sessions', () => {
    expect(daySlots(calendar(), MONDAY).map((slot) => slot.time)).toEqual([...HOSPITAL_TIME_SLOTS]);
    expect(daySlots(calendar(), SATURDAY).map((slot) => slot.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM', '1:00 PM', '1:30 PM']);
    expect(daySlots(calendar(), SUNDAY)).toEqual([]);
  });
});

describe('a visit checked against the timetable', () => {
  it('names the day when the OPD is closed, the doctor on leave or not working, in that order', () => {
    const closed = calendar(STANDARD, [{ from: MONDAY, to: MONDAY }], [{ date: MONDAY, name: 'Diwali' }]);
    expect(doctorVisitProblems(closed, { preferredDate: MONDAY, preferredTime: '9:00 AM' })).toMatchObject({ preferredDate: { code: 'opd_closed' } });
    expect(doctorVisitProblems(calendar(STANDARD, [{ from: SATURDAY, to: MONDAY }]), { preferredDate: MONDAY, preferredTime: '9:00 AM' })).toMatchObject({
      preferredDate: { code: 'doctor_on_leave' },
    });
    expect(doctorVisitProblems(calendar(), { preferredDate: SUNDAY, preferredTime: '9:00 AM' })).toMatchObject({ preferredDate: { code: 'doctor_not_working' } });
  });

  it('names the time when it is not one of the day’s slots', () => {
    expect(doctorVisitProblems(calendar(), { preferredDate: MONDAY, preferredTime: '12:30 PM' })).toMatchObject({ preferredTime: { code: 'not_a_slot' } });
    expect(doctorVisitProblems(calendar(), { preferredDate: MONDAY, preferredTime: '9:15 AM' })).toMatchObject({ preferredTime: { code: 'not_a_slot' } });
    expect(doctorVisitProblems(calendar(), { preferredDate: SATURDAY, preferredTime: '12:30 PM' })).toEqual({});
    expect(slotCapacity(calendar(), SATURDAY, '12:30 PM')).toBe(1);
    expect(slotCapacity(calendar(), SUNDAY, '9:00 AM')).toBeUndefined();
  });

  it('without a chosen doctor, passes when any of the department’s doctors has the slot', () => {
    const visiting = calendar([{ weekday: 7, start: '10:00', end: '11:00', slotMinutes: 20, capacity: 1 }]);
    expect(departmentVisitProblems([calendar(), visiting], { preferredDate: SUNDAY, preferredTime: '10:20 AM' })).toEqual({});
    expect(departmentVisitProblems([calendar(), visiting], { preferredDate: SUNDAY, preferredTime: '10:30 AM' })).toMatchObject({ preferredTime: { code: 'no_doctor_working' } });
    expect(departmentVisitProblems([calendar()], { preferredDate: SUNDAY, preferredTime: '10:20 AM' })).toMatchObject({ preferredDate: { code: 'no_doctor_working' } });
    expect(departmentVisitProblems([], { preferredDate: MONDAY, preferredTime: '9:00 AM' })).toMatchObject({ preferredDate: { code: 'no_doctor_working' } });
    const closed = [calendar(STANDARD, [], [{ date: MONDAY }]), calendar(STANDARD, [], [{ date: MONDAY }])];
    expect(departmentVisitProblems(closed, { preferredDate: MONDAY, preferredTime: '9:00 AM' })).toMatchObject({ preferredDate: { code: 'opd_closed' } });
  });

  it('puts a past day first, then a closed day, then a begun or missing slot', () => {
    const visit = (preferredDate: string, preferredTime: string) => ({ doctorId: 1, preferredDate, preferredTime });
    expect(visitTimetableProblems([calendar()], visit('2026-11-26', '9:00 AM'), NOW)).toMatchObject({ preferredDate: { code: 'date_in_past' } });
    expect(visitTimetableProblems([calendar()], visit(SUNDAY, '9:00 AM'), NOW)).toMatchObject({ preferredDate: { code: 'doctor_not_working' } });
    expect(visitTimetableProblems([calendar()], visit('2026-11-27', '9:00 AM'), NOW)).toMatchObject({ preferredTime: { code: 'slot_begun' } });
    expect(visitTimetableProblems([calendar()], visit('2026-11-27', '10:45 AM'), NOW)).toMatchObject({ preferredTime: { code: 'not_a_slot' } });
    expect(visitTimetableProblems([calendar()], visit('2026-11-27', '11:00 AM'), NOW)).toEqual({});
  });
});

describe('a cancelled booking brought back', () => {
  const cancelled = { status: 'cancelled', doctorId: 1, preferredDate: MONDAY, preferredTime: '9:00 AM' };
  const onLeave = calendar(STANDARD, [{ from: MONDAY, to: MONDAY }]);

  it('is checked against the timetable only when it comes back live on a day not yet gone', () => {
    expect(isRevival(cancelled, 'confirmed', NOW)).toBe(true);
    expect(isRevival(cancelled, 'pending', NOW)).toBe(true);
    expect(isRevival(cancelled, 'cancelled', NOW)).toBe(false);
    expect(isRevival({ ...cancelled, status: 'pending' }, 'confirmed', NOW)).toBe(false);
    expect(isRevival({ ...cancelled, preferredDate: '2026-11-26' }, 'confirmed', NOW)).toBe(false);
    expect(revivalProblems({ ...cancelled, preferredDate: '2026-11-26' }, 'confirmed', [onLeave], NOW)).toEqual({});
  });

  it('names the timetable’s reason on status: leave, a slot no longer made, a slot begun', () => {
    expect(revivalProblems(cancelled, 'confirmed', [onLeave], NOW)).toMatchObject({ status: { code: 'doctor_on_leave' } });
    expect(revivalProblems({ ...cancelled, preferredTime: '12:30 PM' }, 'pending', [calendar()], NOW)).toMatchObject({ status: { code: 'not_a_slot' } });
    expect(revivalProblems({ ...cancelled, preferredDate: '2026-11-27' }, 'confirmed', [calendar()], NOW)).toMatchObject({ status: { code: 'slot_begun' } });
    expect(revivalProblems(cancelled, 'confirmed', [calendar()], NOW)).toEqual({});
    // A booking for the department alone: any of its doctors' slots will do.
    expect(revivalProblems({ ...cancelled, doctorId: null }, 'confirmed', [onLeave, calendar()], NOW)).toEqual({});
    expect(revivalProblems({ ...cancelled, doctorId: null }, 'confirmed', [onLeave], NOW)).toMatchObject({ status: { code: 'no_doctor_working' } });
  });
});

describe('places in a slot', () => {
  const visit = { id: 1, doctorId: 3, preferredDate: MONDAY, preferredTime: '9:00 AM', status: 'pending' };

  it('are taken by the other bookings of the same doctor, day and time that are not cancelled', () => {
    expect(placesTaken([visit], visit)).toBe(0);
    expect(placesTaken([visit, { ...visit, id: 2 }, { ...visit, id: 3, status: 'confirmed' }], visit)).toBe(2);
    expect(placesTaken([{ ...visit, id: 2, status: 'cancelled' }, { ...visit, id: 3, doctorId: 4 }, { ...visit, id: 4, preferredTime: '9:30 AM' }], visit)).toBe(0);
    expect(placesTaken([{ ...visit, id: 2 }], { ...visit, doctorId: undefined })).toBe(0);
  });
});

describe('availability', () => {
  const taken = new Map([[slotKey(MONDAY, '9:00 AM'), 1]]);

  it('lists only the working days from today, each with the slots not begun and the places left', () => {
    const answer = availableDays(3, calendar(STANDARD, [], [{ date: '2026-12-01' }]), { from: '2026-11-20', to: '2026-12-02' }, taken, NOW);
    expect(answer.days.map((day) => day.date)).toEqual(['2026-11-27', SATURDAY, MONDAY, '2026-12-02']);
    // Today from the first slot after 10:15.
    expect(answer.days[0]!.slots[0]).toEqual({ time: '10:30 AM', capacity: 1, left: 1 });
    expect(answer.days[2]!.slots[0]).toEqual({ time: '9:00 AM', capacity: 1, left: 0 });
    expect(nextOpenSlot(answer)).toEqual({ date: '2026-11-27', time: '10:30 AM' });
  });

  it('shows capacity and never fewer than no places', () => {
    const many = calendar([{ weekday: 1, start: '09:00', end: '09:30', slotMinutes: 15, capacity: 2 }]);
    const answer = availableDays(7, many, { from: MONDAY, to: MONDAY }, new Map([[slotKey(MONDAY, '9:00 AM'), 5]]), NOW);
    expect(answer).toEqual({
      doctorId: 7,
      days: [{ date: MONDAY, slots: [{ time: '9:00 AM', capacity: 2, left: 0 }, { time: '9:15 AM', capacity: 2, left: 2 }] }],
    });
  });

  it('has no next open slot when every place is taken', () => {
    const full = availableDays(3, calendar([{ weekday: 1, start: '09:00', end: '09:30', slotMinutes: 30, capacity: 1 }]), { from: MONDAY, to: MONDAY }, taken, NOW);
    expect(nextOpenSlot(full)).toBeUndefined();
  });
});

describe('what a timetable change does to the bookings', () => {
  const booking = (id: number, preferredDate: string, preferredTime: string, status = 'pending') => ({
    id,
    reference: `CCH-0000-000${id}`,
    patientName: `Patient ${id}`,
    doctorId: 3,
    preferredDate,
    preferredTime,
    status,
  });

  it('finds the coming live bookings the new calendar has no slot for, in visit order', () => {
    const bookings = [booking(1, '2026-12-01', '2:00 PM'), booking(2, '2026-12-01', '9:00 AM'), booking(3, '2026-12-01', '9:30 AM', 'cancelled'), booking(4, '2026-11-20', '9:00 AM'), booking(5, '2026-12-02', '9:00 AM')];
    const leave = calendar(STANDARD, [{ from: '2026-12-01', to: '2026-12-01' }]);
    expect(timetableImpact(bookings, () => leave, '2026-11-27')).toEqual({
      affected: [2, 1],
      affectedVisits: [
        { id: 2, reference: 'CCH-0000-0002', patientName: 'Patient 2', preferredDate: '2026-12-01', preferredTime: '9:00 AM' },
        { id: 1, reference: 'CCH-0000-0001', patientName: 'Patient 1', preferredDate: '2026-12-01', preferredTime: '2:00 PM' },
      ],
    });
    // Afternoons dropped: only the afternoon booking loses its slot.
    const mornings = calendar(STANDARD.filter((session) => session.start === '09:00'));
    expect(timetableImpact(bookings, () => mornings, '2026-11-27').affected).toEqual([1]);
    // Bookings of other doctors are not this change's.
    expect(timetableImpact(bookings, () => undefined, '2026-11-27').affected).toEqual([]);
  });
});

describe('the timetable’s requests', () => {
  const session: WeeklySession = { weekday: 1, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 };

  it('refuses overlapping sessions on one day, naming each', () => {
    const result = timetableUpdateSchema.safeParse({ weekly: [session, { ...session, start: '11:30', end: '13:00' }, { ...session, weekday: 2 }] });
    expect(result.success).toBe(false);
    expect(zodProblems(result.error!)).toEqual({
      'weekly.0.start': { message: 'Overlaps another session on the same day', code: 'sessions_overlap' },
      'weekly.1.start': { message: 'Overlaps another session on the same day', code: 'sessions_overlap' },
    });
    // Touching sessions do not overlap.
    expect(timetableUpdateSchema.safeParse({ weekly: [session, { ...session, start: '12:00', end: '13:00' }] }).success).toBe(true);
  });

  it('refuses a session that ends before it starts or holds no slot, and out-of-range lengths and capacities', () => {
    const problems = (value: object) => zodProblems(weeklySessionSchema.safeParse(value).error!);
    expect(problems({ ...session, end: '08:00' })).toMatchObject({ end: { code: 'end_before_start' } });
    expect(problems({ ...session, end: '09:10' })).toMatchObject({ end: { code: 'session_too_short' } });
    expect(Object.keys(problems({ ...session, slotMinutes: 25, capacity: 21, weekday: 0, start: '9:00' }))).toEqual(['weekday', 'start', 'slotMinutes', 'capacity']);
  });

  it('takes leave from a day to a day, not backwards, not in the past, not for more than the longest leave', () => {
    expect(zodProblems(leaveRequestSchema.safeParse({ from: '2026-12-02', to: '2026-12-01', reason: 'Conference' }).error!)).toMatchObject({ to: { code: 'end_before_start' } });
    expect(leaveProblems({ from: '2026-11-26', to: '2026-12-01' }, '2026-11-27', 366)).toMatchObject({ from: { code: 'date_in_past' } });
    expect(leaveProblems({ from: '2026-12-01', to: '2027-12-01' }, '2026-11-27', 366)).toEqual({});
    expect(leaveProblems({ from: '2026-12-01', to: '2027-12-02' }, '2026-11-27', 366)).toMatchObject({ to: { code: 'range_too_long' } });
  });

  it('closes the OPD on a day patients could book: not past, not beyond the booking horizon', () => {
    expect(closureProblems({ date: '2026-11-26' }, '2026-11-27')).toMatchObject({ date: { code: 'date_in_past' } });
    expect(closureProblems({ date: '2026-11-27' }, '2026-11-27')).toEqual({});
    expect(closureProblems({ date: '2027-11-27' }, '2026-11-27')).toEqual({});
    expect(closureProblems({ date: '2027-11-28' }, '2026-11-27')).toMatchObject({ date: { code: 'date_beyond_horizon' } });
    expect(closureProblems({ date: '9999-12-31' }, '2026-11-27')).toMatchObject({ date: { code: 'date_beyond_horizon' } });
  });

  it('reads availability for at most 62 days', () => {
    expect(availabilityQuerySchema.safeParse({ doctorId: '3', from: '2026-12-01', to: '2027-01-31' }).success).toBe(true);
    expect(zodProblems(availabilityQuerySchema.safeParse({ doctorId: '3', from: '2026-12-01', to: '2027-02-01' }).error!)).toMatchObject({ to: { code: 'range_too_long' } });
    expect(zodProblems(availabilityQuerySchema.safeParse({ doctorId: '3', from: '2026-12-01', to: '2026-11-30' }).error!)).toMatchObject({ to: { code: 'end_before_start' } });
  });

  it('answers the timetable in week order, with the coming leave and its reason for staff only', () => {
    const leave = [
      { id: 2, from: '2026-12-14', to: '2026-12-18', reason: 'Conference' },
      { id: 1, from: '2026-11-01', to: '2026-11-05', reason: 'Past' },
    ];
    const weekly = [{ ...session, weekday: 2 as const }, session];
    expect(timetableAnswer(weekly, leave, false, '2026-11-27')).toEqual({
      weekly: [session, { ...session, weekday: 2 }],
      leave: [{ id: 2, from: '2026-12-14', to: '2026-12-18' }],
    });
    expect(timetableAnswer(weekly, leave, true, '2026-11-27').leave).toEqual([{ id: 2, from: '2026-12-14', to: '2026-12-18', reason: 'Conference' }]);
  });
});
