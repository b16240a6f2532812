import { describe, expect, it } from 'vitest';
import type { WeeklySession } from '@hospital/contract';
import { nextSession, nextSessionText, sortDoctors, weeklyDaysText } from './doctorRows.ts';

const session = (weekday: WeeklySession['weekday'], start = '09:00', end = '12:00'): WeeklySession => ({ weekday, start, end, slotMinutes: 30, capacity: 1 });
// Tuesday 1 December 2026, 10:00 in India (04:30 UTC).
const tuesdayMorning = new Date('2026-12-01T04:30:00.000Z');

describe('the Doctors tab’s rows', () => {
  it('puts working doctors first, by name without the title', () => {
    const doctors = [{ name: 'Dr. Vikram Singh' }, { name: 'Dr. Anil Kapoor', retired: true }, { name: 'Dr. Meera Iyer' }, { name: 'Asha Rao' }];
    expect(sortDoctors(doctors).map((d) => d.name)).toEqual(['Asha Rao', 'Dr. Meera Iyer', 'Dr. Vikram Singh', 'Dr. Anil Kapoor']);
  });

  it('writes the weekly days, joining runs of three or more', () => {
    expect(weeklyDaysText([])).toBe('No sessions');
    expect(weeklyDaysText([1, 2, 3, 4, 5, 6].map((day) => session(day as WeeklySession['weekday'])))).toBe('Mon–Sat');
    expect(weeklyDaysText([session(2), session(4), session(2, '14:00', '17:00')])).toBe('Tue, Thu');
    expect(weeklyDaysText([session(1), session(2), session(3), session(5), session(6)])).toBe('Mon–Wed, Fri, Sat');
  });

  it('finds the next session not yet over', () => {
    const weekly = [session(2, '09:00', '12:00'), session(2, '14:00', '17:00'), session(4)];
    expect(nextSession({ weekly, leave: [], closures: [] }, tuesdayMorning)).toEqual({ date: '2026-12-01', session: weekly[0] });
    // At 1 PM the morning is over: the afternoon.
    expect(nextSession({ weekly, leave: [], closures: [] }, new Date('2026-12-01T07:30:00.000Z'))?.session).toEqual(weekly[1]);
    // On leave Tuesday and a closure Thursday: the next Tuesday.
    expect(nextSession({ weekly, leave: [{ from: '2026-12-01', to: '2026-12-01' }], closures: [{ date: '2026-12-03' }] }, tuesdayMorning)?.date).toBe('2026-12-08');
    expect(nextSession({ weekly: [], leave: [], closures: [] }, tuesdayMorning)).toBeUndefined();
  });

  it('says when the next session is', () => {
    expect(nextSessionText({ date: '2026-12-01', session: session(2, '14:00', '17:30') }, tuesdayMorning)).toBe('Today, 2:00 PM – 5:30 PM');
    expect(nextSessionText({ date: '2026-12-02', session: session(3) }, tuesdayMorning)).toBe('Tomorrow, 9:00 AM – 12:00 PM');
    expect(nextSessionText({ date: '2026-12-07', session: session(1) }, tuesdayMorning)).toBe('Mon 7 Dec, 9:00 AM – 12:00 PM');
    expect(nextSessionText(undefined, tuesdayMorning)).toBe('None in the next 14 days');
  });
});
