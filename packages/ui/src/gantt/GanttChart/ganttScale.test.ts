import { describe, expect, it } from 'vitest';
import { GANTT } from '@hospital/contract';
import { formatDayNumber, parseDayNumber } from '../../shared/calendarDays.ts';
import { absoluteX, barGeometry, chartEndDay, chartStartDay, dayAtAbsoluteX, dayX, gridOffset, timeCells, todayX } from './ganttScale.ts';

const day = (iso: string) => parseDayNumber(iso);

describe('daylight saving', () => {
  it('a bar across a daylight-saving change keeps its whole days', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London';
    try {
      const origin = day('2026-03-01');
      const bar = barGeometry('day', day('2026-03-28'), day('2026-03-30'), origin);
      expect(bar).toEqual({ left: 27 * 30, width: 3 * 30 });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('chart start', () => {
  it('is the first day of the earliest start month', () => {
    expect(formatDayNumber(chartStartDay([day('2026-07-11'), day('2026-06-15'), day('2027-01-05')]))).toBe('2026-06-01');
    expect(formatDayNumber(chartStartDay([day('2028-02-29')]))).toBe('2028-02-01');
    expect(formatDayNumber(chartStartDay([day('2026-12-01')]))).toBe('2026-12-01');
    expect(chartStartDay([])).toBeNaN();
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
