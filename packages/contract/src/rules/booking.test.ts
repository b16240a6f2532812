import { describe, expect, it } from 'vitest';
import { HOSPITAL_TIME_SLOTS } from '../constants.ts';
import { API_MESSAGES } from '../messages.ts';
import { preferredSlotProblem, slotHasBegun, slotStartMinute, visitTimeProblems } from './booking.ts';

// 10:15 in India on 26 November 2026 (04:45 UTC).
const MID_MORNING = new Date('2026-11-26T04:45:00Z');

describe('slots that have begun', () => {
  it('reads a slot’s start on the 24-hour clock', () => {
    expect(slotStartMinute('9:00 AM')).toBe(540);
    expect(slotStartMinute('12:00 PM')).toBe(720);
    expect(slotStartMinute('2:30 PM')).toBe(870);
  });

  it('are today’s up to the hospital’s clock, none on a later day, all on an earlier one', () => {
    const begun = (date: string, now: Date) => HOSPITAL_TIME_SLOTS.filter((slot) => slotHasBegun(date, slot, now));
    expect(begun('2026-11-26', MID_MORNING)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM']);
    expect(slotHasBegun('2026-11-26', '10:15 AM', MID_MORNING)).toBe(true);
    expect(slotHasBegun('2026-11-26', '10:20 AM', MID_MORNING)).toBe(false);
    expect(begun('2026-11-27', MID_MORNING)).toEqual([]);
    expect(begun('2026-11-25', MID_MORNING)).toHaveLength(13);
    // 23:13 in India is still the same day there, though UTC has not reached it yet: every slot has begun.
    expect(begun('2026-11-26', new Date('2026-11-26T17:43:00Z'))).toHaveLength(13);
    // A slot begins at its minute.
    expect(slotHasBegun('2026-11-26', '10:30 AM', new Date('2026-11-26T04:59:59Z'))).toBe(false);
    expect(slotHasBegun('2026-11-26', '10:30 AM', new Date('2026-11-26T05:00:00Z'))).toBe(true);
  });

  it('are refused as the time of a booking or a move, naming preferredTime; the date’s own rule comes first', () => {
    expect(preferredSlotProblem('2026-11-26', '10:00 AM', MID_MORNING)).toEqual({ message: API_MESSAGES.slotBegun, code: 'slot_begun' });
    expect(preferredSlotProblem('2026-11-26', '10:30 AM', MID_MORNING)).toBeUndefined();
    expect(visitTimeProblems({ preferredDate: '2026-11-26', preferredTime: '9:00 AM' }, MID_MORNING)).toEqual({
      preferredTime: { message: API_MESSAGES.slotBegun, code: 'slot_begun' },
    });
    expect(visitTimeProblems({ preferredDate: '2026-11-25', preferredTime: '9:00 AM' }, MID_MORNING)).toEqual({
      preferredDate: { message: API_MESSAGES.dateInPast, code: 'date_in_past' },
    });
    expect(visitTimeProblems({ preferredDate: '2026-11-27', preferredTime: '9:00 AM' }, MID_MORNING)).toEqual({});
  });
});
