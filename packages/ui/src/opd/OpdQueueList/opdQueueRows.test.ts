import { describe, expect, it } from 'vitest';
import { announcement, expectedRows, isLate, rowActions, servingLine, slotMinute, slotText, tokenRows } from './opdQueueRows.ts';
import { opdDayVisits, opdVisit } from '../opdFixtures.ts';

const labels = (visit: Parameters<typeof rowActions>[0]) => rowActions(visit).map((action) => action.label);

describe('rowActions', () => {
  it('offers Call and Absent to a patient waiting, and undoing the check-in of a booked one', () => {
    expect(labels({ status: 'checked_in', token: 3 })).toEqual(['Call', 'Absent', 'Undo check-in']);
    expect(rowActions({ status: 'checked_in', token: 3 }).map((action) => action.to)).toEqual(['in_consultation', 'no_show', 'confirmed']);
  });

  it('never undoes a walk-in’s check-in: it has no booking to go back to', () => {
    expect(labels({ status: 'checked_in', token: 3, walkIn: true })).toEqual(['Call', 'Absent']);
  });

  it('offers Completed and Undo call in the room, and Undo completed after it', () => {
    expect(labels({ status: 'in_consultation', token: 3 })).toEqual(['Completed', 'Undo call']);
    expect(labels({ status: 'completed', token: 3 })).toEqual(['Undo completed']);
  });

  it('puts an absent patient back in the queue only when they had a token', () => {
    expect(labels({ status: 'no_show', token: 3 })).toEqual(['Undo absent']);
    expect(labels({ status: 'no_show', token: null })).toEqual([]);
  });

  it('offers nothing for a booking not yet arrived or cancelled (checking in has its own button)', () => {
    expect(labels({ status: 'confirmed' })).toEqual([]);
    expect(labels({ status: 'cancelled', token: 2 })).toEqual([]);
  });
});

describe('the day’s rows', () => {
  it('lists every patient with a token in token order, whatever their status', () => {
    expect(tokenRows(opdDayVisits).map((visit) => visit.token)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('expects the booked patients without a token, in slot order, absent ones included, moved ones not', () => {
    const expected = expectedRows([
      ...opdDayVisits,
      opdVisit({ id: 90, status: 'confirmed', preferredTime: '9:00 AM', needsNewTime: 'doctor_leave' }),
      opdVisit({ id: 91, status: 'cancelled', preferredTime: '9:00 AM' }),
      opdVisit({ id: 92, status: 'no_show', preferredTime: '9:15 AM' }),
    ]);
    expect(expected.map((visit) => [visit.preferredTime, visit.status])).toEqual([
      ['9:15 AM', 'no_show'],
      ['11:00 AM', 'confirmed'],
      ['11:15 AM', 'pending'],
      ['2:00 PM', 'confirmed'],
    ]);
  });

  it('says who is in the room and who is next by the contract’s queue order', () => {
    const line = servingLine(opdDayVisits);
    expect(line.serving?.token).toBe(2);
    expect(line.next?.token).toBe(3);
    expect(line.waiting).toBe(3);
    expect(servingLine([]).serving).toBeUndefined();
  });

  it('marks a booked patient late only past the grace window', () => {
    expect(opdDayVisits.filter(isLate).map((visit) => visit.token)).toEqual([5]);
  });

  it('reads slots and says walk-ins', () => {
    expect(slotMinute('9:15 AM')).toBe(555);
    expect(slotMinute('12:00 PM')).toBe(720);
    expect(slotMinute('12:30 AM')).toBe(30);
    expect(slotMinute('soon')).toBe(Number.POSITIVE_INFINITY);
    expect(slotText({ walkIn: true, preferredTime: '10:00 AM' })).toBe('Walk-in');
    expect(slotText({ walkIn: false, preferredTime: '10:00 AM' })).toBe('10:00 AM');
  });

  it('announces each step by token', () => {
    expect(announcement({ token: 7, patientName: 'Asha' }, 'in_consultation')).toBe('Token 7 called');
    expect(announcement({ token: 7, patientName: 'Asha' }, 'completed')).toBe('Token 7 completed');
    expect(announcement({ token: 7, patientName: 'Asha' }, 'no_show')).toBe('Token 7 marked absent');
    expect(announcement({ token: null, patientName: 'Asha' }, 'confirmed')).toBe('Asha: check-in undone');
  });
});
