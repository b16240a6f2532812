import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../constants.ts';
import {
  callNextSteps,
  checkInDoctor,
  checkInProblem,
  checkedInLate,
  compareQueue,
  daySessions,
  isNoShowBy,
  nextStatuses,
  opdOutcomes,
  patientsAhead,
  queueState,
  queuedAt,
  sessionOfSlot,
  sessionToJoin,
  statusChangeProblem,
  statusChangeRefusal,
  statusChangeTimes,
  walkInSession,
  walkInsTaken,
  type QueueVisit,
} from './opdQueue.ts';
import type { DoctorCalendar } from './timetable.ts';

// Monday 7 December 2026; the doctor sees patients 09:00-12:00 and 14:00-17:00, 15-minute slots.
const DAY = '2026-12-07';
const calendar: DoctorCalendar = {
  weekly: [
    { weekday: 1, start: '14:00', end: '17:00', slotMinutes: 15, capacity: 2 },
    { weekday: 1, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 },
  ],
  leave: [],
  closures: [],
};
/** The instant the hospital's clock reads `time` (HH:MM) on DAY. */
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00+05:30`);
const iso = (time: string) => at(time).toISOString();

let nextId = 1;
const visit = (fields: Partial<QueueVisit>): QueueVisit => ({ id: nextId++, status: 'confirmed', doctorId: 4, department: 'Cardiology', preferredDate: DAY, preferredTime: '9:00 AM', ...fields });

describe('which way a visit may move', () => {
  it('goes forward along the day and one step back to undo', () => {
    expect(statusChangeProblem({ status: 'checked_in', token: 3 }, 'in_consultation')).toBeUndefined();
    expect(statusChangeProblem({ status: 'in_consultation', token: 3 }, 'completed')).toBeUndefined();
    expect(statusChangeProblem({ status: 'in_consultation', token: 3 }, 'checked_in')).toBeUndefined();
    expect(statusChangeProblem({ status: 'completed', token: 3 }, 'in_consultation')).toBeUndefined();
    expect(statusChangeProblem({ status: 'no_show' }, 'confirmed')).toBeUndefined();
    expect(statusChangeProblem({ status: 'checked_in', token: 3 }, 'confirmed')).toBeUndefined();
  });

  it('refuses what the day does not allow', () => {
    expect(statusChangeProblem({ status: 'cancelled' }, 'checked_in')).toBe('Cannot change from cancelled to checked_in');
    expect(statusChangeProblem({ status: 'completed', token: 3 }, 'checked_in')).toBeDefined();
    expect(statusChangeProblem({ status: 'completed', token: 3 }, 'pending')).toBeDefined();
    // Checking in gives a token: it has its own request.
    expect(statusChangeProblem({ status: 'confirmed' }, 'checked_in')).toBeDefined();
    // Back to the queue only with the token the patient had.
    expect(statusChangeProblem({ status: 'no_show' }, 'checked_in')).toBeDefined();
    expect(statusChangeProblem({ status: 'no_show', token: 2 }, 'checked_in')).toBeUndefined();
    // A visit recorded as completed after a day kept on paper has no call to undo.
    expect(statusChangeProblem({ status: 'completed' }, 'in_consultation')).toBeDefined();
    // One seen through the queue goes back a step at a time: to the doctor's room, not to confirmed.
    expect(statusChangeProblem({ status: 'completed', token: 3 }, 'confirmed')).toBe('Cannot change from completed to confirmed');
    expect(nextStatuses({ status: 'completed', token: 3 })).toEqual(['completed', 'in_consultation']);
    expect(statusChangeProblem({ status: 'completed', token: 3, walkIn: true }, 'confirmed')).toBeDefined();
    // A walk-in has no booking to go back to.
    expect(statusChangeProblem({ status: 'checked_in', token: 2, walkIn: true }, 'confirmed')).toBeDefined();
    expect(statusChangeProblem({ status: 'checked_in', token: 2, walkIn: true }, 'cancelled')).toBeUndefined();
  });

  it('takes back a completion recorded after a day kept on paper (no token): to confirmed, and only there', () => {
    expect(statusChangeProblem({ status: 'completed' }, 'confirmed')).toBeUndefined();
    expect(nextStatuses({ status: 'completed' })).toEqual(['completed', 'confirmed']);
    expect(nextStatuses({ status: 'completed', token: null })).toEqual(['completed', 'confirmed']);
    for (const to of ['pending', 'cancelled', 'no_show', 'checked_in', 'in_consultation'] as const) expect(statusChangeProblem({ status: 'completed' }, to)).toBeDefined();
    // The time of the completion goes with it.
    expect(statusChangeTimes({ status: 'completed' }, 'confirmed', at('10:05'))).toEqual({ completedAt: null });
  });

  it('is refused with the reason on status, as both servers answer it', () => {
    expect(statusChangeRefusal({ status: 'completed', token: 3 }, 'checked_in')).toEqual({
      message: 'This visit cannot change to that status.',
      code: 'status_change_not_allowed',
      fields: { status: 'Cannot change from completed to checked_in' },
      codes: { status: 'status_change_not_allowed' },
    });
  });

  it('lets a status be chosen again, changing nothing', () => {
    for (const status of APPOINTMENT_STATUSES) expect(statusChangeProblem({ status }, status)).toBeUndefined();
    expect(nextStatuses({ status: 'in_consultation', token: 1 })).toEqual(['in_consultation', 'completed', 'checked_in']);
    expect(nextStatuses({ status: 'pending' })).toEqual(['pending', 'confirmed', 'cancelled', 'completed', 'no_show']);
  });

  it('stamps the call and the end, and an undo clears what it undid', () => {
    const now = at('10:05');
    expect(statusChangeTimes({ status: 'checked_in' }, 'in_consultation', now)).toEqual({ calledAt: now.toISOString() });
    expect(statusChangeTimes({ status: 'in_consultation' }, 'completed', now)).toEqual({ completedAt: now.toISOString() });
    expect(statusChangeTimes({ status: 'in_consultation' }, 'checked_in', now)).toEqual({ calledAt: null });
    expect(statusChangeTimes({ status: 'completed' }, 'in_consultation', now)).toEqual({ completedAt: null });
    expect(statusChangeTimes({ status: 'checked_in' }, 'confirmed', now)).toEqual({ checkedInAt: null, queuedAt: null });
    expect(statusChangeTimes({ status: 'pending' }, 'pending', now)).toEqual({});
  });
});

describe('checking in', () => {
  it('is for today’s live visits, and for a patient marked absent who came after all', () => {
    expect(checkInProblem({ status: 'confirmed', preferredDate: DAY }, at('08:30'))).toBeUndefined();
    expect(checkInProblem({ status: 'no_show', preferredDate: DAY }, at('13:00'))).toBeUndefined();
    expect(checkInProblem({ status: 'confirmed', preferredDate: '2026-12-08' }, at('08:30'))).toBe('not_today');
    expect(checkInProblem({ status: 'cancelled', preferredDate: DAY }, at('08:30'))).toBe('status');
    expect(checkInProblem({ status: 'completed', preferredDate: DAY }, at('08:30'))).toBe('status');
  });

  it('sends the patient to the booking’s doctor, or to the one the front desk names for a department’s booking', () => {
    expect(checkInDoctor(4, undefined)).toEqual({ doctorId: 4 });
    expect(checkInDoctor(4, 4)).toEqual({ doctorId: 4 });
    expect(checkInDoctor(null, 7)).toEqual({ doctorId: 7 });
    expect(checkInDoctor(4, 7)).toEqual({ problems: { doctorId: { message: 'This booking is with another doctor', code: 'invalid_value' } } });
    expect(checkInDoctor(undefined, undefined)).toEqual({ problems: { doctorId: { message: 'Required', code: 'invalid_type' } } });
  });

  it('keeps a booked patient’s place by slot time within the grace window, and not after it', () => {
    const booked = { preferredDate: DAY, preferredTime: '10:00 AM' };
    expect(queuedAt(booked, at('09:20')).toISOString()).toBe(iso('10:00'));
    expect(queuedAt(booked, at('10:15')).toISOString()).toBe(iso('10:00'));
    expect(queuedAt(booked, at('10:16')).toISOString()).toBe(iso('10:16'));
    expect(queuedAt(booked, at('10:16'), 30).toISOString()).toBe(iso('10:00'));
    expect(queuedAt({ ...booked, walkIn: true }, at('09:20')).toISOString()).toBe(iso('09:20'));
    expect(checkedInLate(visit({ ...booked, checkedInAt: iso('10:16'), queuedAt: iso('10:16') }))).toBe(true);
    expect(checkedInLate(visit({ ...booked, checkedInAt: iso('09:20'), queuedAt: iso('10:00') }))).toBe(false);
  });
});

describe('the queue', () => {
  // Booked at 9:00 and 9:15, both early; a walk-in at 8:50 fills the time before; a 9:30 booking came at 9:50.
  const early = visit({ status: 'checked_in', token: 1, preferredTime: '9:15 AM', checkedInAt: iso('08:40'), queuedAt: iso('09:15') });
  const walkIn = visit({ status: 'checked_in', token: 2, walkIn: true, checkedInAt: iso('08:50'), queuedAt: iso('08:50') });
  const onTime = visit({ status: 'checked_in', token: 3, preferredTime: '9:00 AM', checkedInAt: iso('08:55'), queuedAt: iso('09:00') });
  const late = visit({ status: 'checked_in', token: 4, preferredTime: '9:30 AM', checkedInAt: iso('09:50'), queuedAt: iso('09:50') });
  const seen = visit({ status: 'completed', token: 5, walkIn: true, checkedInAt: iso('08:00'), queuedAt: iso('08:00'), calledAt: iso('08:10') });
  const notHere = visit({ status: 'confirmed', preferredTime: '9:45 AM' });

  it('is called in the order patients stand, tokens breaking ties', () => {
    expect([late, onTime, walkIn, early].sort(compareQueue).map((v) => v.token)).toEqual([2, 3, 1, 4]);
  });

  it('shows the waiting hall tokens only: who is in the room and who is next', () => {
    const serving = { ...walkIn, status: 'in_consultation', calledAt: iso('09:00') };
    const state = queueState([early, serving, onTime, late, seen, notHere], 4, DAY);
    expect(state).toEqual({
      doctorId: 4,
      date: DAY,
      nowServing: 2,
      waiting: [
        { token: 3, status: 'checked_in' },
        { token: 1, status: 'checked_in' },
        { token: 4, status: 'checked_in' },
      ],
    });
    expect(JSON.stringify(state)).not.toMatch(/Cardiology|9:15/);
  });

  it('tells a patient how many are before them', () => {
    const visits = [early, walkIn, onTime, late];
    expect(patientsAhead(visits, late)).toBe(3);
    expect(patientsAhead(visits, walkIn)).toBe(0);
    expect(patientsAhead(visits, { ...early, status: 'in_consultation' })).toBe(0);
    expect(patientsAhead(visits, notHere)).toBeNull();
    expect(queueState([], 4, DAY)).toEqual({ doctorId: 4, date: DAY, nowServing: null, waiting: [] });
  });

  it('calls the next by completing whoever is in the room first, then sending in the first waiting', () => {
    const serving = { ...seen, status: 'in_consultation' };
    const call = callNextSteps([early, serving, onTime, late, notHere]);
    expect(call?.next).toBe(onTime);
    expect(call?.steps.map((step) => [step.visit.id, step.to])).toEqual([
      [serving.id, 'completed'],
      [onTime.id, 'in_consultation'],
    ]);
    expect(callNextSteps([onTime])?.steps.map((step) => step.to)).toEqual(['in_consultation']);
  });

  it('calls nobody, and leaves the patient in the room, when nobody waits', () => {
    expect(callNextSteps([{ ...seen, status: 'in_consultation' }, notHere])).toBeUndefined();
    expect(callNextSteps([])).toBeUndefined();
  });
});

describe('sessions and walk-ins', () => {
  it('are the doctor’s sessions of the day in time order, none on leave or a closure', () => {
    expect(daySessions(calendar, DAY).map((session) => session.start)).toEqual(['09:00', '14:00']);
    expect(daySessions({ ...calendar, leave: [{ from: DAY, to: DAY }] }, DAY)).toEqual([]);
    expect(daySessions({ ...calendar, closures: [{ date: DAY }] }, DAY)).toEqual([]);
    expect(sessionOfSlot(calendar, DAY, '2:45 PM')?.start).toBe('14:00');
    expect(sessionOfSlot(calendar, DAY, '1:00 PM')).toBeUndefined();
  });

  it('writes a walk-in in the session under way or the next, at the slot under way', () => {
    expect(walkInSession(calendar, at('08:10'))).toEqual({ session: calendar.weekly[1], time: '9:00 AM' });
    expect(walkInSession(calendar, at('10:20'))).toEqual({ session: calendar.weekly[1], time: '10:15 AM' });
    expect(walkInSession(calendar, at('12:30'))).toEqual({ session: calendar.weekly[0], time: '2:00 PM' });
    expect(walkInSession(calendar, at('16:59'))).toEqual({ session: calendar.weekly[0], time: '4:45 PM' });
    expect(walkInSession(calendar, at('17:00'))).toBeUndefined();
    expect(walkInSession(calendar, at('10:00', '2026-12-06'))).toBeUndefined();
  });

  it('joins a walk-in to the day’s session under way, else the next, else none: the OPD day tab asks it of its sessions', () => {
    const sessions = [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '17:00' },
    ];
    expect(sessionToJoin(sessions, at('08:30'))).toBe(sessions[0]);
    expect(sessionToJoin(sessions, at('12:59'))).toBe(sessions[0]);
    expect(sessionToJoin(sessions, at('13:00'))).toBe(sessions[1]);
    expect(sessionToJoin(sessions, at('17:00'))).toBeUndefined();
    expect(sessionToJoin([], at('10:00'))).toBeUndefined();
  });

  it('counts a session’s walk-ins, not its bookings or cancelled registrations', () => {
    const morning = calendar.weekly[1]!;
    const visits = [
      visit({ walkIn: true, preferredTime: '9:00 AM' }),
      visit({ walkIn: true, preferredTime: '11:45 AM' }),
      visit({ walkIn: true, preferredTime: '10:00 AM', status: 'cancelled' }),
      visit({ walkIn: true, preferredTime: '2:00 PM' }),
      visit({ preferredTime: '9:00 AM' }),
    ];
    expect(walkInsTaken(visits, morning)).toBe(2);
  });
});

describe('no-shows', () => {
  const booked = visit({ preferredTime: '11:30 AM' });

  it('are booked visits nobody checked in once their session ended', () => {
    expect(isNoShowBy(booked, [calendar], at('11:59'))).toBe(false);
    expect(isNoShowBy(booked, [calendar], at('12:00'))).toBe(true);
    expect(isNoShowBy(booked, [calendar], at('08:00', '2026-12-08'))).toBe(true);
    expect(isNoShowBy({ ...booked, preferredTime: '2:00 PM' }, [calendar], at('12:00'))).toBe(false);
  });

  it('are never a visit that came, was cancelled, was a walk-in, or was told to find a new time', () => {
    const late = at('18:00');
    for (const status of ['checked_in', 'in_consultation', 'completed', 'cancelled', 'no_show']) expect(isNoShowBy({ ...booked, status }, [calendar], late)).toBe(false);
    expect(isNoShowBy({ ...booked, walkIn: true }, [calendar], late)).toBe(false);
    expect(isNoShowBy({ ...booked, needsNewTime: 'doctor_leave' }, [calendar], late)).toBe(false);
  });

  it('wait for the end of the day for a slot no session makes any more, and for the latest of a department’s doctors', () => {
    const moved = { ...booked, preferredTime: '1:00 PM' };
    expect(isNoShowBy(moved, [calendar], at('23:00'))).toBe(false);
    expect(isNoShowBy(moved, [calendar], at('23:59'))).toBe(false);
    const longer: DoctorCalendar = { ...calendar, weekly: [{ weekday: 1, start: '09:00', end: '13:00', slotMinutes: 30, capacity: 1 }] };
    expect(isNoShowBy(booked, [calendar, longer], at('12:30'))).toBe(false);
    expect(isNoShowBy(booked, [calendar, longer], at('13:00'))).toBe(true);
  });
});

describe('the no-show rate and the wait', () => {
  it('counts booked patients who came against those who never did, and the wait of everyone called', () => {
    const outcomes = opdOutcomes([
      visit({ doctorId: 4, status: 'completed', checkedInAt: iso('09:00'), calledAt: iso('09:20') }),
      visit({ doctorId: 4, status: 'checked_in', checkedInAt: iso('09:10') }),
      visit({ doctorId: 4, status: 'no_show' }),
      visit({ doctorId: 4, status: 'completed', walkIn: true, checkedInAt: iso('09:00'), calledAt: iso('09:45') }),
      visit({ doctorId: 7, department: 'ENT', status: 'no_show' }),
      visit({ doctorId: 7, department: 'ENT', status: 'confirmed' }),
      visit({ doctorId: 7, department: 'ENT', status: 'cancelled' }),
    ]);
    expect(outcomes.overall).toEqual({ attended: 2, noShows: 2, noShowRate: 0.5, averageWaitMinutes: 32.5 });
    expect(outcomes.byDoctor).toEqual([
      { doctorId: 4, department: 'Cardiology', attended: 2, noShows: 1, noShowRate: 0.333, averageWaitMinutes: 32.5 },
      { doctorId: 7, department: 'ENT', attended: 0, noShows: 1, noShowRate: 1, averageWaitMinutes: null },
    ]);
    expect(outcomes.byDepartment.map((row) => [row.department, row.noShowRate])).toEqual([
      ['Cardiology', 0.333],
      ['ENT', 1],
    ]);
  });
});
