import { describe, expect, it } from 'vitest';
import type { Availability } from '@hospital/contract';
import {
  addMonths,
  daySlotChoice,
  dayStates,
  firstOpenSlot,
  initialFocusDate,
  monthWeeks,
  movedDate,
  nextOpenAfter,
} from './openDays.ts';

const slot = (time: string, capacity: number, left: number) => ({ time, capacity, left });

/** Tue 1 Dec full, Wed 2 Dec open (a physician's 15-minute slots of two), Fri 4 Dec open. */
const days: Availability['days'] = [
  { date: '2026-12-01', slots: [slot('9:00 AM', 1, 0), slot('9:30 AM', 1, 0)] },
  { date: '2026-12-02', slots: [slot('9:00 AM', 2, 0), slot('9:15 AM', 2, 1), slot('9:30 AM', 2, 2)] },
  { date: '2026-12-04', slots: [slot('10:00 AM', 1, 1)] },
];

describe('the days of an availability', () => {
  it('are open, full, or (not listed) closed', () => {
    const states = dayStates(days);
    expect(states.get('2026-12-01')).toBe('full');
    expect(states.get('2026-12-02')).toBe('open');
    expect(states.has('2026-12-03')).toBe(false);
  });

  it("give a day's slots, the full ones, and the places left where a slot takes more than one", () => {
    expect(daySlotChoice(days, '2026-12-02')).toEqual({
      slots: ['9:00 AM', '9:15 AM', '9:30 AM'],
      unavailable: ['9:00 AM'],
      placesLeft: { '9:15 AM': 1, '9:30 AM': 2 },
    });
    expect(daySlotChoice(days, '2026-12-04').placesLeft).toEqual({});
    expect(daySlotChoice(days, '2026-12-03')).toEqual({ slots: [], unavailable: [], placesLeft: {} });
  });

  it('find the next open slot after a full day, and the first of all', () => {
    expect(nextOpenAfter(days, '2026-12-01')).toEqual({ date: '2026-12-02', time: '9:15 AM' });
    expect(nextOpenAfter(days, '2026-12-02')).toEqual({ date: '2026-12-04', time: '10:00 AM' });
    expect(nextOpenAfter(days, '2026-12-04')).toBeUndefined();
    expect(firstOpenSlot(days)).toEqual({ date: '2026-12-02', time: '9:15 AM' });
  });

  it('start the grid on the chosen day, else the first open one', () => {
    expect(initialFocusDate('2026-12-04', days, '2026-11-27')).toBe('2026-12-04');
    expect(initialFocusDate('', days, '2026-11-27')).toBe('2026-12-02');
    expect(initialFocusDate('2026-12-03', days, '2026-11-27')).toBe('2026-12-02');
    expect(initialFocusDate('', [], '2026-11-27')).toBe('2026-11-27');
  });
});

describe('the month grid', () => {
  it('starts on Monday, with blanks before the first and after the last', () => {
    const weeks = monthWeeks('2026-12');
    // 1 December 2026 is a Tuesday; 31 December a Thursday.
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('adds months across a year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
  });

  it('moves the focus as the APG date grid does, kept within the bounds', () => {
    const bounds = { min: '2026-11-27', max: '2027-01-27' };
    expect(movedDate('2026-12-02', 'ArrowRight', bounds)).toBe('2026-12-03');
    expect(movedDate('2026-12-02', 'ArrowLeft', bounds)).toBe('2026-12-01');
    expect(movedDate('2026-12-02', 'ArrowDown', bounds)).toBe('2026-12-09');
    expect(movedDate('2026-12-02', 'ArrowUp', bounds)).toBe('2026-11-27');
    expect(movedDate('2026-12-02', 'Home', bounds)).toBe('2026-11-30');
    expect(movedDate('2026-12-02', 'End', bounds)).toBe('2026-12-06');
    expect(movedDate('2026-12-31', 'PageDown', bounds)).toBe('2027-01-27');
    expect(movedDate('2026-12-31', 'PageUp', bounds)).toBe('2026-11-30');
    expect(movedDate('2027-01-31', 'PageUp', { min: '2026-01-01', max: '2027-12-31' })).toBe('2026-12-31');
    expect(movedDate('2027-03-31', 'PageUp', { min: '2026-01-01', max: '2027-12-31' })).toBe('2027-02-28');
  });
});

