import { describe, expect, it } from 'vitest';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { nextAvailableWhen } from './nextAvailable.ts';

describe('nextAvailableWhen', () => {
  it('writes the day short and the slot as the hospital does in English', () => {
    expect(nextAvailableWhen({ date: '2026-12-01', time: '9:30 AM' }, 'en-US', slotTimeText)).toBe('Tue 1 Dec, 9:30 AM');
  });

  it('writes both in Hindi on a Hindi page', () => {
    const when = nextAvailableWhen({ date: '2026-12-01', time: '2:15 PM' }, 'hi-IN', slotTimeText);
    expect(when).toMatch(/^मंगल 1 दिस/);
    expect(when).toContain('2:15');
  });

  it('keeps the day in any time zone (noon UTC)', () => {
    expect(nextAvailableWhen({ date: '2027-01-31', time: '5:00 PM' }, 'en-US', slotTimeText)).toBe('Sun 31 Jan, 5:00 PM');
  });
});
