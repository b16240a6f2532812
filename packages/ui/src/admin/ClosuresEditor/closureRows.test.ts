import { describe, expect, it } from 'vitest';
import { comingClosures } from './closureRows.ts';

describe('the coming closures', () => {
  it('keeps today and later, by date', () => {
    const closures = [
      { id: 3, date: '2027-01-26', name: 'Republic Day' },
      { id: 1, date: '2026-11-01', name: 'Past' },
      { id: 2, date: '2026-12-25', name: 'Christmas' },
      { id: 4, date: '2026-12-01', name: 'Today' },
    ];
    expect(comingClosures(closures, '2026-12-01').map((c) => c.id)).toEqual([4, 2, 3]);
  });
});
