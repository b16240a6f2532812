import { describe, expect, it } from 'vitest';
import { formatDayNumber, parseDayNumber } from '../../shared/calendarDays.ts';
import { icuWingDependencies, icuWingTasks } from './ganttFixtures.ts';
import {
  ARROW_GAP_PX,
  BAR_LAYOUT,
  buildGanttModel,
  buildLinkIndex,
  dateRange,
  dependencyPath,
  linksInRows,
  nextWindow,
  OVERSCAN_PX,
  OVERSCAN_ROWS,
  pixelWindow,
  rowWindow,
  windowFor,
  type LinkIndex,
  type ScrollView,
} from './ganttLayout.ts';

const day = (iso: string) => parseDayNumber(iso);

describe('chart origin', () => {
  it('ignores tasks without a start', () => {
    const model = buildGanttModel([...icuWingTasks, { ...icuWingTasks[0]!, id: 99, startDate: 'soon' }]);
    expect(formatDayNumber(model.originDay)).toBe('2026-06-01');
    expect(formatDayNumber(model.lastDay)).toBe('2027-02-28');
  });
});

describe('date range from strings', () => {
  const at = (fields: Partial<(typeof icuWingTasks)[number]>) => ({ ...icuWingTasks[0]!, actualEndDate: null, ...fields });

  it('finds the earliest start and the latest start, end or actual end without parsing every date', () => {
    const range = dateRange([
      at({ startDate: '2026-07-11', endDate: '2026-09-05' }),
      at({ startDate: '2026-06-15', endDate: '2026-07-10', actualEndDate: '2026-12-24' }),
      at({ startDate: '2027-01-05', endDate: '2027-01-04' }),
    ]);
    expect(formatDayNumber(range.earliest)).toBe('2026-06-15');
    expect(formatDayNumber(range.latest)).toBe('2027-01-05');
  });

  it('reads timestamps by their date', () => {
    const range = dateRange([at({ startDate: '2026-06-15T23:00:00.000Z', endDate: '2026-06-20T01:00:00.000Z' })]);
    expect(range).toEqual({ earliest: day('2026-06-15'), latest: day('2026-06-20') });
  });

  it('parses everything when a malformed date sorts first or last, and never lets it win', () => {
    // '0000-00-00' sorts before any real date, 'soon' and '2026-13-01' after; none of them is a date.
    const tasks = [
      at({ startDate: '0000-00-00', endDate: 'soon' }),
      at({ startDate: '2026-06-15', endDate: '2026-13-01' }),
      at({ startDate: '2026-07-01', endDate: '2026-08-31' }),
    ];
    expect(dateRange(tasks)).toEqual({ earliest: day('2026-06-15'), latest: day('2026-08-31') });
  });

  it('is NaN when there are no dates at all', () => {
    expect(dateRange([])).toEqual({ earliest: NaN, latest: NaN });
    const model = buildGanttModel([at({ startDate: 'soon', endDate: 'later' })]);
    expect(model.originDay).toBeNaN();
    expect(model.lastDay).toBeNaN();
  });
});

describe('row dates', () => {
  it('are parsed when asked for, and a missing end draws a day at the start', () => {
    const model = buildGanttModel([
      ...icuWingTasks,
      { ...icuWingTasks[3]!, id: 8, endDate: 'unknown', actualStartDate: '2026-09-14', actualEndDate: null },
    ]);
    expect(model.rowDays(0)).toEqual({
      start: day('2026-06-01'),
      end: day('2026-06-14'),
      actualStart: day('2026-06-02'),
      actualEnd: day('2026-06-13'),
    });
    expect(model.rowDays(7)).toEqual({ start: day('2026-09-06'), end: day('2026-09-06'), actualStart: day('2026-09-14'), actualEnd: day('2026-09-14') });
    // Asked again, the same numbers (from the cache).
    expect(model.rowDays(7)).toEqual(model.rowDays(7));
    expect(model.rowDays(5).actualStart).toBeNaN();
  });
});

describe('windowing', () => {
  const view = (fields: Partial<ScrollView>): ScrollView => ({ top: 0, left: 0, width: 1000, height: 400, tableWidth: 400, ...fields });

  it('renders the rows in view plus the overscan, clamped to the list', () => {
    expect(rowWindow(0, 400, 20_000, 5)).toEqual({ first: 0, last: 15 });
    expect(rowWindow(40 * 1000 + 10, 400, 20_000, 5)).toEqual({ first: 995, last: 1016 });
    expect(rowWindow(40 * 19_990, 400, 20_000, 5)).toEqual({ first: 19_985, last: 20_000 });
    expect(rowWindow(0, 400, 3, 5)).toEqual({ first: 0, last: 3 });
  });

  it('covers the timeline whether the table stays (wide screens) or scrolls away (phones)', () => {
    // Scrolled 1000 px right past a 400 px table: on a wide screen timeline x 1000-1600 shows, on a phone 600-1200.
    expect(pixelWindow(view({ left: 1000 }), 0)).toEqual({ x0: 600, x1: 1600 });
    expect(pixelWindow(view({ left: 0 }), 100)).toEqual({ x0: 0, x1: 700 });
  });

  it('draws the screen plus the overscan', () => {
    expect(windowFor(view({ top: 4000 }))).toEqual({
      first: 100 - OVERSCAN_ROWS,
      last: 110 + OVERSCAN_ROWS,
      x0: 0,
      x1: 600 + OVERSCAN_PX,
    });
  });

  it('keeps the window drawn while it reaches half the overscan past the screen, and only then moves it', () => {
    const drawn = windowFor(view({ top: 4000 }));
    // Three rows down: still inside, the very same object (so React skips the render).
    expect(nextWindow(drawn, view({ top: 4000 + 3 * 40 }))).toBe(drawn);
    expect(nextWindow(drawn, view({ top: 4000 - 3 * 40 }))).toBe(drawn);
    expect(nextWindow(drawn, view({ top: 4000, left: OVERSCAN_PX / 2 }))).toBe(drawn);
    // Four rows down, or further right than half the overscan: a fresh window around the new screen.
    expect(nextWindow(drawn, view({ top: 4000 + 4 * 40 }))).toEqual(windowFor(view({ top: 4160 })));
    expect(nextWindow(drawn, view({ top: 4000, left: OVERSCAN_PX / 2 + 1 }))).toEqual(windowFor(view({ top: 4000, left: OVERSCAN_PX / 2 + 1 })));
  });

  it('keeps a first render drawn for the whole browser window once the smaller scroller is measured', () => {
    const guess = windowFor({ top: 0, left: 0, width: 1280, height: 800, tableWidth: 0 });
    expect(nextWindow(guess, { top: 0, left: 0, width: 1278, height: 558, tableWidth: 448 })).toBe(guess);
    // A scroller taller than the guess (a tall embedded view) gets its rows on the next render.
    expect(nextWindow(guess, { top: 0, left: 0, width: 1278, height: 1200, tableWidth: 448 })).not.toBe(guess);
  });

  it('shrinks a window grown for a taller screen, such as the whole list laid out for printing', () => {
    const printed = windowFor(view({ height: 300 * 40 }));
    expect(nextWindow(printed, view({ height: 400 }))).toEqual(windowFor(view({ height: 400 })));
    const wide = windowFor(view({ width: 8000 }));
    expect(nextWindow(wide, view({}))).toEqual(windowFor(view({})));
  });
});

describe('dependencies', () => {
  const pairs = (links: LinkIndex, ks: number[]) => ks.map((k) => [links.from[k], links.to[k]]);
  const allLinks = (links: LinkIndex) => pairs(links, linksInRows(links, 0, links.headByRow.length));

  it('maps links to rows and skips links to tasks not shown', () => {
    const links = buildLinkIndex(icuWingTasks, [
      ...icuWingDependencies,
      { id: 9, taskId: 3, dependsOnTaskId: 404, type: 'finish-to-start' },
      { id: 10, taskId: 3, dependsOnTaskId: 3, type: 'finish-to-start' },
    ]);
    expect(allLinks(links).sort()).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [4, 5],
    ]);
    expect(buildGanttModel(icuWingTasks, icuWingDependencies).links.from).toHaveLength(4);
  });

  it('finds rows by id however the ids are spread, and in any order', () => {
    const spread = icuWingTasks.map((task, i) => ({ ...task, id: [900_001, 5, 77, 1_000_000_000, 3, 12, 8][i]! }));
    const links = buildLinkIndex(spread, [
      { id: 1, taskId: 5, dependsOnTaskId: 900_001, type: 'finish-to-start' },
      { id: 2, taskId: 3, dependsOnTaskId: 1_000_000_000, type: 'finish-to-start' },
      { id: 3, taskId: 12, dependsOnTaskId: 2.5, type: 'finish-to-start' },
    ]);
    expect(allLinks(links).sort()).toEqual([
      [0, 1],
      [3, 4],
    ]);
    const reversed = [...icuWingTasks].reverse();
    expect(allLinks(buildLinkIndex(reversed, icuWingDependencies.slice(0, 1)))).toEqual([[6, 5]]);
  });

  it('finds rows by id when a larger id turns up late, within the dense range or beyond it', () => {
    const tasks = Array.from({ length: 200 }, (_, i) => ({ ...icuWingTasks[0]!, id: i + 1 }));
    const link = (from: number, to: number, id: number) => ({ id, taskId: to, dependsOnTaskId: from, type: 'finish-to-start' as const });
    // 1,700 is past the first guess at the array's size (2n + 1024) but within the dense range (4n + 1024).
    const grown = tasks.map((task, i) => (i === 150 ? { ...task, id: 1_700 } : task));
    expect(allLinks(buildLinkIndex(grown, [link(1, 1_700, 1), link(1_700, 200, 2), link(151, 1, 3)])).sort()).toEqual([
      [0, 150],
      [150, 199],
    ]);
    // Past the dense range: the rows found so far move to a Map.
    const spread = tasks.map((task, i) => (i === 150 ? { ...task, id: 50_000 } : task));
    expect(allLinks(buildLinkIndex(spread, [link(1, 50_000, 1), link(50_000, 200, 2), link(2, 3, 3)])).sort()).toEqual([
      [0, 150],
      [1, 2],
      [150, 199],
    ]);
  });

  it('finds the links that touch or cross the rows on screen, reading only rows near the screen', () => {
    const tasks = Array.from({ length: 100 }, (_, i) => ({ ...icuWingTasks[0]!, id: i + 1 }));
    const link = (from: number, to: number, id: number) => ({ id, taskId: to + 1, dependsOnTaskId: from + 1, type: 'finish-to-start' as const });
    const links = buildLinkIndex(tasks, [link(0, 1, 1), link(2, 50, 2), link(60, 61, 3), link(99, 98, 4)]);
    expect(links.maxSpan).toBe(48);
    expect(pairs(links, linksInRows(links, 10, 20))).toEqual([[2, 50]]);
    expect(pairs(links, linksInRows(links, 0, 2))).toEqual([[0, 1]]);
    expect(pairs(links, linksInRows(links, 98, 99))).toEqual([[99, 98]]);
    expect(pairs(links, linksInRows(links, 51, 60))).toEqual([]);
    expect(pairs(links, linksInRows(links, 50, 62)).sort()).toEqual([
      [2, 50],
      [60, 61],
    ]);
  });

  it('draws one elbow when the successor starts to the right', () => {
    const mid = BAR_LAYOUT.plannedTop + BAR_LAYOUT.plannedHeight / 2;
    expect(dependencyPath(0, 100, 1, 130)).toBe(`M100 ${mid}H${100 + ARROW_GAP_PX}V${40 + mid}H130`);
  });

  it('doubles back between the rows when the successor starts before the predecessor ends', () => {
    const mid = BAR_LAYOUT.plannedTop + BAR_LAYOUT.plannedHeight / 2;
    expect(dependencyPath(2, 300, 3, 100)).toBe(`M300 ${80 + mid}H308V120H92V${120 + mid}H100`);
    // Upwards: the turn is in the gap below the successor's row.
    expect(dependencyPath(3, 300, 1, 100)).toBe(`M300 ${120 + mid}H308V80H92V${40 + mid}H100`);
  });
});
