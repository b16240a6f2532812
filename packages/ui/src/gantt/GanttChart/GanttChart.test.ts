import { afterEach, describe, expect, it } from 'vitest';
import { GANTT } from '@hospital/contract';
import { generateGantt, icuWingDependencies, icuWingTasks } from './ganttFixtures.ts';
import { csvCell } from '../../admin/AppointmentsTable/index.ts';
import { ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
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
import {
  absoluteX,
  barGeometry,
  calendarDate,
  chartEndDay,
  chartStartDay,
  dayAtAbsoluteX,
  dayNumber,
  dayX,
  daysInMonth,
  formatDateLabel,
  formatDayNumber,
  gridOffset,
  isLeapYear,
  localDayNumber,
  parseDayNumber,
  timeCells,
  todayX,
} from './ganttTime.ts';

const day = (iso: string) => parseDayNumber(iso);

describe('day numbers', () => {
  it('counts days from 1970-01-01 on the calendar', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(1969, 12, 31)).toBe(-1);
    expect(dayNumber(2000, 3, 1)).toBe(11017);
    // Agrees with UTC milliseconds, which have no daylight saving, over a long span.
    for (let d = dayNumber(1899, 1, 1); d < dayNumber(2101, 1, 1); d += 97) {
      const { year, month, day: dom } = calendarDate(d);
      expect(Date.UTC(year, month - 1, dom) / 86_400_000).toBe(d);
    }
  });

  it('round-trips every day of a leap year and a common year', () => {
    for (let d = dayNumber(2027, 12, 31); d >= dayNumber(2028, 1, 1) - 731; d -= 1) {
      expect(parseDayNumber(formatDayNumber(d))).toBe(d);
    }
  });

  it('knows the leap years', () => {
    expect([1900, 2000, 2024, 2026, 2028, 2100].map(isLeapYear)).toEqual([false, true, true, false, true, false]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(day('2028-03-01') - day('2028-02-28')).toBe(2);
    expect(day('2027-03-01') - day('2027-02-28')).toBe(1);
  });

  it('parses YYYY-MM-DD and the date of a timestamp, and nothing else', () => {
    expect(day('2026-11-25')).toBe(dayNumber(2026, 11, 25));
    expect(day('2026-11-25T23:30:00.000Z')).toBe(dayNumber(2026, 11, 25));
    for (const bad of ['', '2026-11', '2026/11/25', '2026-13-01', '2026-02-29', '2026-11-31', '2026-1a-01', '2026-11-25x', null, undefined]) {
      expect(parseDayNumber(bad)).toBeNaN();
    }
    expect(day('2028-02-29')).toBe(dayNumber(2028, 2, 29));
  });

  it('names a date for people', () => {
    expect(formatDateLabel(day('2026-11-05'))).toBe('5 Nov 2026');
  });
});

describe('today in the viewer\'s zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it('is the local calendar date, late at night and across daylight-saving changes', () => {
    process.env.TZ = 'Asia/Kolkata';
    // 23:30 in Dehradun is 18:00 UTC the same day; 00:30 on the 26th is still the 25th in UTC.
    expect(localDayNumber(new Date(2026, 10, 25, 23, 30))).toBe(day('2026-11-25'));
    expect(localDayNumber(new Date(2026, 10, 26, 0, 30))).toBe(day('2026-11-26'));
    expect(localDayNumber(new Date('2026-11-25T19:00:00Z'))).toBe(day('2026-11-26'));

    process.env.TZ = 'Europe/London';
    // The night the clocks go forward (29 March 2026) and back (25 October 2026): one day each, no more.
    expect(localDayNumber(new Date(2026, 2, 29, 0, 30))).toBe(day('2026-03-29'));
    expect(localDayNumber(new Date(2026, 2, 29, 23, 30))).toBe(day('2026-03-29'));
    expect(localDayNumber(new Date(2026, 9, 25, 0, 30))).toBe(day('2026-10-25'));
    expect(localDayNumber(new Date(2026, 9, 25, 23, 59))).toBe(day('2026-10-25'));

    process.env.TZ = 'America/Sao_Paulo';
    // Zones that moved clocks at midnight once had no 00:00 on change day; the date must still be right.
    expect(localDayNumber(new Date(2018, 10, 4, 12))).toBe(day('2018-11-04'));
  });

  it('a bar across a daylight-saving change keeps its whole days', () => {
    process.env.TZ = 'Europe/London';
    const origin = day('2026-03-01');
    const bar = barGeometry('day', day('2026-03-28'), day('2026-03-30'), origin);
    expect(bar).toEqual({ left: 27 * 30, width: 3 * 30 });
  });
});

describe('chart start', () => {
  it('is the first day of the earliest start month', () => {
    expect(formatDayNumber(chartStartDay([day('2026-07-11'), day('2026-06-15'), day('2027-01-05')]))).toBe('2026-06-01');
    expect(formatDayNumber(chartStartDay([day('2028-02-29')]))).toBe('2028-02-01');
    expect(formatDayNumber(chartStartDay([day('2026-12-01')]))).toBe('2026-12-01');
    expect(chartStartDay([])).toBeNaN();
  });

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

describe('x from the calendar at each scale', () => {
  const origin = day('2026-01-01');

  it('day scale: 30 px a day', () => {
    expect(GANTT.columnWidthPx.day).toBe(30);
    expect(dayX('day', day('2026-01-01'), origin)).toBe(0);
    expect(dayX('day', day('2026-03-01'), origin)).toBe(59 * 30);
  });

  it('month scale: 120 px a month, whatever its length', () => {
    expect(dayX('month', day('2026-02-01'), origin)).toBe(120);
    expect(dayX('month', day('2026-03-01'), origin)).toBe(240);
    expect(dayX('month', day('2027-01-01'), origin)).toBe(12 * 120);
    // Half of February 2026 (14 of 28 days) and half of a leap February (14.5 of 29).
    expect(dayX('month', day('2026-02-15'), origin)).toBe(180);
    expect(dayX('month', day('2028-02-15'), day('2028-01-01'))).toBeCloseTo(120 + (14 / 29) * 120, 9);
    expect(dayX('month', day('2026-04-16'), origin)).toBe(3 * 120 + 60);
  });

  it('year scale: 300 px a year, leap years a little finer', () => {
    expect(dayX('year', day('2027-01-01'), origin)).toBe(300);
    expect(dayX('year', day('2029-01-01'), origin)).toBe(900);
    expect(dayX('year', day('2028-07-02'), day('2028-01-01'))).toBeCloseTo((183 / 366) * 300, 9);
    expect(dayX('year', day('2026-07-02'), origin)).toBeCloseTo((182 / 365) * 300, 9);
  });

  it('inverts to the day under a pixel', () => {
    for (const scale of ['day', 'month', 'year'] as const) {
      for (const iso of ['2026-01-01', '2026-02-28', '2028-02-29', '2028-12-31', '2031-06-17']) {
        const x = absoluteX(scale, day(iso));
        expect(formatDayNumber(dayAtAbsoluteX(scale, x + 0.01))).toBe(iso);
      }
    }
  });
});

describe('bars', () => {
  const origin = day('2026-06-01');

  it('run from the start of the first day to the end of the last, end dates inclusive', () => {
    expect(barGeometry('day', day('2026-06-01'), day('2026-06-14'), origin)).toEqual({ left: 0, width: 14 * 30 });
    expect(barGeometry('month', day('2026-06-01'), day('2026-07-31'), origin)).toEqual({ left: 0, width: 240 });
  });

  it('are never narrower than 20 px', () => {
    expect(GANTT.minBarWidthPx).toBe(20);
    const oneDayMonth = barGeometry('month', day('2026-06-10'), day('2026-06-10'), origin);
    expect(oneDayMonth.left).toBeCloseTo((9 / 30) * 120, 9);
    expect(oneDayMonth.width).toBe(20);
    expect(barGeometry('year', day('2026-06-10'), day('2026-06-20'), origin).width).toBe(20);
    // An end before its start draws one day at the start.
    expect(barGeometry('day', day('2026-06-10'), day('2026-06-01'), origin)).toEqual({ left: 9 * 30, width: 30 });
  });

  it('put the today line through the middle of today', () => {
    expect(todayX('day', day('2026-06-03'), origin)).toBe(2 * 30 + 15);
    expect(todayX('month', day('2026-06-16'), origin)).toBeCloseTo(((15.5) / 30) * 120, 9);
  });
});

describe('chart end', () => {
  it('ends after the last task with room to spare', () => {
    expect(formatDayNumber(chartEndDay('day', day('2026-11-25')))).toBe('2026-12-01');
    expect(formatDayNumber(chartEndDay('month', day('2026-11-25')))).toBe('2027-01-01');
    expect(formatDayNumber(chartEndDay('month', day('2026-12-31')))).toBe('2027-02-01');
    expect(formatDayNumber(chartEndDay('year', day('2026-11-25')))).toBe('2028-01-01');
  });
});

describe('header cells', () => {
  it('day scale: only the days in view, each 30 px, under month names', () => {
    const origin = day('2026-11-01');
    const cells = timeCells('day', 'day', origin, 300, 600);
    expect(cells.map((c) => c.label)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(cells[0]).toMatchObject({ x: 300, width: 30 });
    const months = timeCells('day', 'month', origin, 0, 1200, true);
    expect(months.map((c) => [c.label, c.x, c.width])).toEqual([
      ['Nov 2026', 0, 900],
      ['Dec 2026', 900, 930],
    ]);
  });

  it('month scale: 120 px months under years', () => {
    const origin = day('2026-11-01');
    expect(timeCells('month', 'month', origin, 0, 480).map((c) => [c.label, c.x, c.width])).toEqual([
      ['Nov', 0, 120],
      ['Dec', 120, 120],
      ['Jan', 240, 120],
      ['Feb', 360, 120],
    ]);
    // 2026 began ten months before the chart: its cell is cut at the chart's start.
    expect(timeCells('month', 'year', origin, 0, 480).map((c) => [c.label, c.x, c.width])).toEqual([
      ['2026', 0, 240],
      ['2027', 240, 1440],
    ]);
  });

  it('year scale: the first year is cut where the chart starts', () => {
    const origin = day('2026-07-01');
    const cells = timeCells('year', 'year', origin, 0, 700);
    expect(cells.map((c) => c.label)).toEqual(['2026', '2027', '2028']);
    expect(cells[0]!.x).toBe(0);
    expect(cells[0]!.width).toBeCloseTo(cells[1]!.x, 9);
    expect(cells[1]!.x).toBeCloseTo((184 / 365) * 300, 9);
    expect(cells[1]!.width).toBeCloseTo(300, 9);
    expect(gridOffset('year', origin)).toBeCloseTo(cells[1]!.x, 9);
    expect(gridOffset('month', origin)).toBe(0);
    expect(gridOffset('day', origin)).toBe(0);
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

describe('generated projects', () => {
  it('chains tasks finish-to-start and spreads them over about three years', () => {
    const { tasks, dependencies } = generateGantt(1000);
    expect(tasks).toHaveLength(1000);
    expect(dependencies).toHaveLength(1000 - 1000 / 8);
    for (const link of dependencies) {
      const before = tasks[link.dependsOnTaskId - 1]!;
      const after = tasks[link.taskId - 1]!;
      expect(day(after.startDate)).toBe(day(before.endDate) + 1);
    }
    const model = buildGanttModel(tasks, dependencies);
    expect(model.lastDay - model.originDay).toBeGreaterThan(900);
    expect(model.lastDay - model.originDay).toBeLessThan(1300);
  });
});

describe('Export to Excel', () => {
  it('writes a header and one formula-safe row per task', () => {
    const csv = tasksToCsv([{ ...icuWingTasks[0]!, contractor: '=HYPERLINK("x")' }]);
    const [header, first] = csv.slice(1).split('\r\n');
    expect(header).toBe('ID,Task Name,Activity,Sub Activity,Progress,Status,Priority,Start Date,End Date,Actual Start Date,Actual End Date,Location,Contractor');
    expect(first).toBe(`1,Site survey and soil investigation,Civil Works,Site Investigation,100,completed,medium,2026-06-01,2026-06-14,2026-06-02,2026-06-13,Block C site,${csvCell('=HYPERLINK("x")')}`);
    expect(ganttCsvFileName(new Date(2026, 10, 5))).toBe('project-tasks-2026-11-05.csv');
  });
});
