import { describe, expect, it } from 'vitest';
import type { WeeklySession } from '@hospital/contract';
import {
  dayTotalText,
  draftErrors,
  draftFromWeekly,
  newSession,
  sameWeekly,
  serverDraftErrors,
  slotPreviewText,
  validSession,
  weeklyFromDraft,
  type DraftSession,
} from './timetableDraft.ts';

const weekly: WeeklySession[] = [
  { weekday: 2, start: '14:00', end: '17:30', slotMinutes: 30, capacity: 1 },
  { weekday: 1, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 },
];

const draft = (session: Partial<DraftSession> = {}): DraftSession => ({
  key: 1,
  weekday: 1,
  start: '09:00',
  end: '12:00',
  slotMinutes: '15',
  capacity: '2',
  ...session,
});

describe('the timetable draft', () => {
  it('reads the saved sessions in the week’s order and gives them back', () => {
    const sessions = draftFromWeekly(weekly);
    expect(sessions.map((s) => [s.weekday, s.start, s.slotMinutes, s.capacity])).toEqual([
      [1, '09:00', '15', '2'],
      [2, '14:00', '30', '1'],
    ]);
    expect(weeklyFromDraft(sessions)).toEqual([weekly[1], weekly[0]]);
    expect(sameWeekly(sessions, weekly)).toBe(true);
    expect(sameWeekly([{ ...sessions[0]!, end: '12:30' }, sessions[1]!], weekly)).toBe(false);
  });

  it('names each failing field by its place in the draft', () => {
    expect(draftErrors([draft()])).toEqual({});
    expect(draftErrors([draft({ start: '9' })])).toEqual({ '0.start': 'Must be a time (HH:MM, 24-hour)' });
    expect(draftErrors([draft({ end: '08:00' })])).toHaveProperty('0.end');
    expect(draftErrors([draft({ capacity: '21' })])).toEqual({ '0.capacity': 'Must be at most 20' });
    expect(draftErrors([draft({ capacity: 'two' })])).toHaveProperty('0.capacity');
  });

  it('refuses sessions that overlap on a day, and not on different days', () => {
    const errors = draftErrors([draft(), draft({ key: 2, start: '11:00', end: '13:00' })]);
    expect(Object.keys(errors).sort()).toEqual(['0.start', '1.start']);
    expect(draftErrors([draft(), draft({ key: 2, weekday: 2, start: '11:00', end: '13:00' })])).toEqual({});
    expect(draftErrors([draft(), draft({ key: 2, start: '12:00', end: '13:00' })])).toEqual({});
  });

  it('reads the server’s errors by session', () => {
    expect(serverDraftErrors({ 'weekly.3.start': 'Overlaps another session', weekly: 'x', 'weekly.1.end': undefined })).toEqual({
      '3.start': 'Overlaps another session',
    });
    expect(serverDraftErrors(undefined)).toEqual({});
  });

  it('adds a morning session to an empty day, and one after the last on a day with sessions', () => {
    expect(newSession([], 3, 7)).toEqual({ key: 7, weekday: 3, start: '09:00', end: '12:00', slotMinutes: '15', capacity: '1' });
    expect(newSession([draft({ slotMinutes: '20', capacity: '3' })], 1, 2)).toEqual({
      key: 2,
      weekday: 1,
      start: '12:00',
      end: '15:00',
      slotMinutes: '20',
      capacity: '3',
    });
    expect(newSession([draft({ end: '22:00' })], 1, 2)).toMatchObject({ start: '22:00', end: '23:59' });
  });

  it('previews the slots a session makes', () => {
    expect(slotPreviewText({ weekday: 1, start: '09:00', end: '12:00', slotMinutes: 15, capacity: 2 })).toBe(
      '9:00 AM, 9:15 AM, ... 11:45 AM — 12 slots, 2 patients each',
    );
    expect(slotPreviewText({ weekday: 1, start: '11:00', end: '12:00', slotMinutes: 30, capacity: 1 })).toBe('11:00 AM, 11:30 AM — 2 slots, 1 patient each');
    expect(validSession(draft({ end: '9:30' }))).toBeUndefined();
    expect(validSession(draft())).toEqual(weekly[1]);
  });

  it('totals a day', () => {
    expect(dayTotalText([])).toBe('Closed');
    expect(dayTotalText([weekly[1]!, { weekday: 1, start: '14:00', end: '14:30', slotMinutes: 30, capacity: 1 }])).toBe('13 slots, 25 patients');
  });
});
