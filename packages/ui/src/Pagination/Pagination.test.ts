import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE_ITEMS,
  clampPage,
  countPages,
  pageItems,
  pageRange,
  pageSlice,
  rangeSummary,
  type PageItem,
} from './Pagination.tsx';

const E = 'end-ellipsis';
const S = 'start-ellipsis';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the start of a long range with one gap', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
  });

  it('shows the end of a long range with one gap', () => {
    expect(pageItems(20, 20)).toEqual([1, S, 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, S, 16, 17, 18, 19, 20]);
  });

  it('shows the middle with a gap on each side', () => {
    expect(pageItems(5, 20)).toEqual([1, S, 4, 5, 6, E, 20]);
    expect(pageItems(10, 20)).toEqual([1, S, 9, 10, 11, E, 20]);
    expect(pageItems(16, 20)).toEqual([1, S, 15, 16, 17, E, 20]);
  });

  it('clamps a current page outside the range and an unusable count', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
    expect(pageItems(3, 0)).toEqual([1]);
    expect(pageItems(Number.NaN, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  // Checked for every position in every length up to 30, independently of how the items are built.
  it('always holds first, last and current ±1, never more than 7 items, and no gap hides a single page', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const items = pageItems(current, count);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        const label = `page ${current} of ${count}: ${items.join(' ')}`;

        expect(items.length, label).toBeLessThanOrEqual(MAX_PAGE_ITEMS);
        expect(items.length, label).toBe(Math.min(count, MAX_PAGE_ITEMS));
        for (const wanted of [1, count, current, current - 1, current + 1]) {
          if (wanted >= 1 && wanted <= count) expect(numbers, label).toContain(wanted);
        }
        // Ascending numbers, and each gap stands for two or more missing pages.
        items.forEach((item: PageItem, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(typeof before === 'number' && typeof after === 'number', label).toBe(true);
          expect((after as number) - (before as number), label).toBeGreaterThanOrEqual(3);
        });
        expect(numbers, label).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(items).size, label).toBe(items.length);
      }
    }
  });
});

describe('clampPage', () => {
  it('keeps a page inside 1..pageCount', () => {
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-4, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
  });

  it('rounds down fractions and treats unusable values as page 1', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(4, Number.NaN)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(5);
  });
});

describe('countPages', () => {
  it('rounds up, and is 1 for an empty list', () => {
    expect(countPages(130, 25)).toBe(6);
    expect(countPages(125, 25)).toBe(5);
    expect(countPages(1, 25)).toBe(1);
    expect(countPages(0, 25)).toBe(1);
    expect(countPages(10, 0)).toBe(1);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 130 }, (_, i) => i + 1);

  it('returns the items of one page', () => {
    expect(pageSlice(items, 1, 25)).toEqual(items.slice(0, 25));
    expect(pageSlice(items, 2, 25)[0]).toBe(26);
    expect(pageSlice(items, 2, 25).at(-1)).toBe(50);
  });

  it('returns a short last page', () => {
    expect(pageSlice(items, 6, 25)).toEqual([126, 127, 128, 129, 130]);
  });

  it('clamps a page past the end to the last page, so a shrunken list never shows an empty page', () => {
    expect(pageSlice(items, 9, 25)).toEqual([126, 127, 128, 129, 130]);
    expect(pageSlice(items, 0, 25)).toEqual(items.slice(0, 25));
  });

  it('handles an empty list and leaves the input alone', () => {
    expect(pageSlice([], 1, 25)).toEqual([]);
    const frozen = Object.freeze([...items]);
    expect(pageSlice(frozen, 2, 25)).toHaveLength(25);
  });
});

describe('pageRange and rangeSummary', () => {
  it('says which items a page shows', () => {
    expect(pageRange(2, 25, 130)).toEqual({ first: 26, last: 50 });
    expect(rangeSummary(2, 25, 130)).toBe('Showing 26–50 of 130');
    expect(rangeSummary(6, 25, 130)).toBe('Showing 126–130 of 130');
    expect(rangeSummary(1, 25, 8)).toBe('Showing 1–8 of 8');
  });

  it('handles no items and a page past the end', () => {
    expect(rangeSummary(1, 25, 0)).toBe('Showing 0 of 0');
    expect(rangeSummary(99, 25, 130)).toBe('Showing 126–130 of 130');
  });

  it('groups digits the Indian way', () => {
    expect(rangeSummary(2, 50, 130000)).toBe('Showing 51–100 of 1,30,000');
  });
});
