import { GANTT, type Task, type TaskDependency } from '@hospital/contract';
import { chartStartDay, parseDayNumber } from './ganttTime.ts';

/**
 * The chart's data, parsed once per task list: day numbers in typed arrays (NaN where a date is missing), so
 * scrolling only does arithmetic on the few rows on screen.
 */
export interface GanttModel {
  tasks: readonly Task[];
  start: Float64Array;
  end: Float64Array;
  actualStart: Float64Array;
  actualEnd: Float64Array;
  /** The 1st of the earliest start's month; NaN when no task has a start. */
  originDay: number;
  /** The latest planned or actual end (or start); NaN when there are no dates. */
  lastDay: number;
  /** Finish-to-start links as row pairs: predecessor row at 2k, successor row at 2k+1. */
  links: Int32Array;
}

export function buildGanttModel(tasks: readonly Task[], dependencies: readonly TaskDependency[] = []): GanttModel {
  const n = tasks.length;
  const start = new Float64Array(n);
  const end = new Float64Array(n);
  const actualStart = new Float64Array(n);
  const actualEnd = new Float64Array(n);
  const rowOf = new Map<number, number>();
  let lastDay = -Infinity;
  for (let i = 0; i < n; i += 1) {
    const task = tasks[i]!;
    rowOf.set(task.id, i);
    start[i] = parseDayNumber(task.startDate);
    end[i] = parseDayNumber(task.endDate);
    actualStart[i] = parseDayNumber(task.actualStartDate);
    actualEnd[i] = parseDayNumber(task.actualEndDate);
    // NaN compares false, so missing dates never win.
    if (end[i]! > lastDay) lastDay = end[i]!;
    if (start[i]! > lastDay) lastDay = start[i]!;
    if (actualEnd[i]! > lastDay) lastDay = actualEnd[i]!;
  }
  const pairs: number[] = [];
  for (const link of dependencies) {
    const from = rowOf.get(link.dependsOnTaskId);
    const to = rowOf.get(link.taskId);
    // A link to a task of another project (or one filtered out) has nothing to point at.
    if (from === undefined || to === undefined || from === to) continue;
    pairs.push(from, to);
  }
  return {
    tasks,
    start,
    end,
    actualStart,
    actualEnd,
    originDay: chartStartDay(start.filter((day) => !Number.isNaN(day))),
    lastDay: Number.isFinite(lastDay) ? lastDay : NaN,
    links: Int32Array.from(pairs),
  };
}

export interface RowWindow {
  /** First row rendered (inclusive). */
  first: number;
  /** Row after the last rendered (exclusive). */
  last: number;
}

/** The rows that meet the viewport, plus `overscan` on each side so a fast wheel flick does not show blank rows. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowCount: number, overscan: number): RowWindow {
  const height = GANTT.rowHeightPx;
  const first = Math.max(0, Math.floor(scrollTop / height) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / height) + overscan);
  return { first, last: Math.max(first, last) };
}

/** Vertical place of the planned bar inside its 40 px row; the thin actual bar sits below it. */
export const BAR_LAYOUT = { plannedTop: 8, plannedHeight: 18, actualTop: 29, actualHeight: 5 } as const;
/** How far an arrow runs out of the predecessor before it turns, and stands off before the successor. */
export const ARROW_GAP_PX = 8;

/**
 * The SVG path of a finish-to-start arrow from the end of the predecessor's bar to the start of the
 * successor's. When the successor starts far enough to the right it is one elbow; otherwise the line runs out,
 * drops to the gap between the rows, doubles back, and comes in from the left, so it never crosses either bar.
 */
export function dependencyPath(fromRow: number, fromRight: number, toRow: number, toLeft: number): string {
  const height = GANTT.rowHeightPx;
  const middle = BAR_LAYOUT.plannedTop + BAR_LAYOUT.plannedHeight / 2;
  const y1 = fromRow * height + middle;
  const y2 = toRow * height + middle;
  const outX = fromRight + ARROW_GAP_PX;
  if (toLeft - fromRight >= 2 * ARROW_GAP_PX) return `M${fromRight} ${y1}H${outX}V${y2}H${toLeft}`;
  const betweenY = toRow > fromRow ? toRow * height : (toRow + 1) * height;
  const inX = toLeft - ARROW_GAP_PX;
  return `M${fromRight} ${y1}H${outX}V${betweenY}H${inX}V${y2}H${toLeft}`;
}

/** Indices (k, for rows 2k and 2k+1 of `links`) of the links with an end in rows [first, last) or passing across them. */
export function linksInRows(links: Int32Array, first: number, last: number): number[] {
  const found: number[] = [];
  for (let k = 0; k < links.length; k += 2) {
    const a = links[k]!;
    const b = links[k + 1]!;
    const top = a < b ? a : b;
    const bottom = a < b ? b : a;
    if (top < last && bottom >= first) found.push(k >> 1);
  }
  return found;
}
