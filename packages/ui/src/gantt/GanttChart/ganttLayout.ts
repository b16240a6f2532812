import { GANTT, type Task, type TaskDependency } from '@hospital/contract';
import { monthStart, parseDayNumber } from '../../shared/calendarDays.ts';

/**
 * The chart's data, built once per task list. The build is three light passes over the tasks and one over the
 * links: no date is parsed there (the first and last day come from comparing date strings) and links are
 * chained per row in typed arrays. A row's dates are parsed when the row is first drawn and kept, so a render
 * only ever parses the rows it draws. The loops are plain indexed loops without callbacks on purpose: they run
 * once, on a page that has not warmed up, where every operation per task counts 20,000 times.
 */
export interface GanttModel {
  tasks: readonly Task[];
  /** The 1st of the earliest start's month; NaN when no task has a start. */
  originDay: number;
  /** The latest planned or actual end (or start); NaN when there are no dates. */
  lastDay: number;
  links: LinkIndex;
  /** Row `i`'s dates as day numbers; see `RowDays`. */
  rowDays: (i: number) => RowDays;
}

/** A row's dates. NaN where a date is missing; a missing end falls back to the start, so a bar is a day long. */
export interface RowDays {
  start: number;
  end: number;
  actualStart: number;
  actualEnd: number;
}

/**
 * Finish-to-start links as row pairs, each chained into a list for its upper row: the links of row `r` are
 * `headByRow[r]`, then `next` of that, and so on until -1. Finding the links on screen then reads only the rows
 * near the screen, not every link.
 */
export interface LinkIndex {
  /** Predecessor row of link k. */
  from: Int32Array;
  /** Successor row of link k. */
  to: Int32Array;
  headByRow: Int32Array;
  next: Int32Array;
  /** The most rows one link spans: how far above the screen a link crossing it can start. */
  maxSpan: number;
}

export function buildGanttModel(tasks: readonly Task[], dependencies: readonly TaskDependency[] = []): GanttModel {
  const n = tasks.length;
  const days = new Float64Array(4 * n);
  const parsed = new Uint8Array(n);
  const rowDays = (i: number): RowDays => {
    const at = 4 * i;
    if (parsed[i] === 0) {
      const task = tasks[i]!;
      const start = parseDayNumber(task.startDate);
      const end = parseDayNumber(task.endDate);
      const actualStart = parseDayNumber(task.actualStartDate);
      const actualEnd = parseDayNumber(task.actualEndDate);
      days[at] = start;
      days[at + 1] = Number.isNaN(end) ? start : end;
      days[at + 2] = actualStart;
      days[at + 3] = Number.isNaN(actualEnd) ? actualStart : actualEnd;
      parsed[i] = 1;
    }
    return { start: days[at]!, end: days[at + 1]!, actualStart: days[at + 2]!, actualEnd: days[at + 3]! };
  };
  const { earliest, latest } = dateRange(tasks);
  return {
    tasks,
    originDay: Number.isNaN(earliest) ? NaN : monthStart(earliest),
    lastDay: latest,
    links: buildLinkIndex(tasks, dependencies),
    rowDays,
  };
}

/**
 * The earliest planned start and the latest planned start, planned end or actual end, as day numbers (NaN when
 * there is none). Valid 'YYYY-MM-DD' strings sort as text in date order, so the scan compares strings and
 * parses only the winners. A malformed string can sort anywhere: if one wins, every date is parsed instead.
 */
export function dateRange(tasks: readonly Task[]): { earliest: number; latest: number } {
  let first: string | undefined;
  let last: string | undefined;
  for (let i = 0; i < tasks.length; i += 1) {
    const task = tasks[i]!;
    const start = task.startDate;
    const end = task.endDate;
    const actualEnd = task.actualEndDate;
    if (typeof start === 'string') {
      if (first === undefined || start < first) first = start;
      if (last === undefined || start > last) last = start;
    }
    if (typeof end === 'string' && (last === undefined || end > last)) last = end;
    if (typeof actualEnd === 'string' && (last === undefined || actualEnd > last)) last = actualEnd;
  }
  const earliest = first === undefined ? NaN : parseDayNumber(first);
  const latest = last === undefined ? NaN : parseDayNumber(last);
  const malformed = (first !== undefined && Number.isNaN(earliest)) || (last !== undefined && Number.isNaN(latest));
  return malformed ? parsedDateRange(tasks) : { earliest, latest };
}

/** `dateRange` the slow way, parsing every date: for lists where a malformed date sorted first or last. */
function parsedDateRange(tasks: readonly Task[]): { earliest: number; latest: number } {
  let earliest = Infinity;
  let latest = -Infinity;
  for (const task of tasks) {
    // NaN compares false, so malformed dates never win.
    const start = parseDayNumber(task.startDate);
    if (start < earliest) earliest = start;
    for (const day of [start, parseDayNumber(task.endDate), parseDayNumber(task.actualEndDate)]) if (day > latest) latest = day;
  }
  return { earliest: Number.isFinite(earliest) ? earliest : NaN, latest: Number.isFinite(latest) ? latest : NaN };
}

/**
 * The links between tasks of the list, as rows, chained per upper row (see `LinkIndex`); links to a task not in
 * the list are left out. Task ids are positive integers and in practice dense, so id to row is a typed array
 * indexed by id (a fraction of the cost of a Map of 20,000 entries); a Map only for ids spread far apart.
 */
export function buildLinkIndex(tasks: readonly Task[], dependencies: readonly TaskDependency[]): LinkIndex {
  const n = tasks.length;
  let maxId = 0;
  for (let i = 0; i < n; i += 1) {
    const id = tasks[i]!.id;
    if (id > maxId) maxId = id;
  }
  // Row + 1 by id, 0 for none; an index that is not a whole number in range reads undefined, also none.
  const dense = maxId <= 4 * n + 1024 ? new Int32Array(maxId + 1) : undefined;
  const sparse = dense ? undefined : new Map<number, number>();
  for (let i = 0; i < n; i += 1) {
    if (dense) dense[tasks[i]!.id] = i + 1;
    else sparse!.set(tasks[i]!.id, i + 1);
  }

  const count = dependencies.length;
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const next = new Int32Array(count);
  const headByRow = new Int32Array(n).fill(-1);
  let kept = 0;
  let maxSpan = 0;
  for (let k = 0; k < count; k += 1) {
    const link = dependencies[k]!;
    const a = ((dense ? dense[link.dependsOnTaskId] : sparse!.get(link.dependsOnTaskId)) ?? 0) - 1;
    const b = ((dense ? dense[link.taskId] : sparse!.get(link.taskId)) ?? 0) - 1;
    // A link to a task of another project (or one filtered out) has nothing to point at.
    if (a < 0 || b < 0 || a === b) continue;
    const top = a < b ? a : b;
    const span = a < b ? b - a : a - b;
    if (span > maxSpan) maxSpan = span;
    from[kept] = a;
    to[kept] = b;
    next[kept] = headByRow[top]!;
    headByRow[top] = kept;
    kept += 1;
  }
  return { from: from.subarray(0, kept), to: to.subarray(0, kept), headByRow, next, maxSpan };
}

/** Indices k (into `from` and `to`) of the links with an end in rows [first, last) or passing across them. */
export function linksInRows(links: LinkIndex, first: number, last: number): number[] {
  const found: number[] = [];
  const end = Math.min(last, links.headByRow.length);
  for (let r = Math.max(0, first - links.maxSpan); r < end; r += 1) {
    for (let k = links.headByRow[r]!; k >= 0; k = links.next[k]!) {
      const a = links.from[k]!;
      const b = links.to[k]!;
      if ((a > b ? a : b) >= first) found.push(k);
    }
  }
  return found;
}

/** What a render draws: rows [first, last) and timeline pixels [x0, x1). */
export interface RenderWindow {
  first: number;
  last: number;
  x0: number;
  x1: number;
}

/** Where the scroller is and how big, in pixels; `tableWidth` is the task table's, which covers the timeline's left. */
export interface ScrollView {
  top: number;
  left: number;
  width: number;
  height: number;
  tableWidth: number;
}

/** Rows drawn above and below the screen, so a wheel flick shows rows rather than blank space. */
export const OVERSCAN_ROWS = 6;
/** Pixels of timeline drawn either side of the screen, for the same reason sideways. */
export const OVERSCAN_PX = 240;

/** The rows that meet the viewport, plus `overscan` on each side so a fast wheel flick does not show blank rows. */
export function rowWindow(scrollTop: number, viewportHeight: number, rowCount: number, overscan: number): { first: number; last: number } {
  const height = GANTT.rowHeightPx;
  const first = Math.max(0, Math.floor(scrollTop / height) - overscan);
  const last = Math.min(rowCount, Math.ceil((scrollTop + viewportHeight) / height) + overscan);
  return { first, last: Math.max(first, last) };
}

/**
 * The timeline pixels a viewport shows, plus overscan. The table covers the scroller's left part while it is
 * sticky (wide screens) and scrolls away with the timeline when it is not (phones): the range covers both.
 */
export function pixelWindow(view: ScrollView, overscan: number): { x0: number; x1: number } {
  return {
    x0: Math.max(0, view.left - view.tableWidth - overscan),
    x1: Math.max(0, view.left + view.width - view.tableWidth + overscan),
  };
}

/**
 * What to draw for a viewport: the screen plus the overscan. Not clamped to the task count or the chart's width
 * (the render clamps), so a window stays right when the tasks or the scale change under it.
 */
export function windowFor(view: ScrollView): RenderWindow {
  return { ...rowWindow(view.top, view.height, Infinity, OVERSCAN_ROWS), ...pixelWindow(view, OVERSCAN_PX) };
}

/**
 * The window to draw next: the one drawn, as long as it still reaches half the overscan past every edge of the
 * screen and is no more than twice the size a fresh one would be; else a fresh `windowFor`. So a slow scroll
 * re-renders every few rows rather than every frame, and a first render drawn for a generous guess of the screen
 * is kept when the measured screen fits inside it, while a window grown for a tall screen (or for printing)
 * shrinks again when the screen does. Returns `current` itself when it is kept, so React skips the render.
 */
export function nextWindow(current: RenderWindow, view: ScrollView): RenderWindow {
  const rows = rowWindow(view.top, view.height, Infinity, OVERSCAN_ROWS / 2);
  const pixels = pixelWindow(view, OVERSCAN_PX / 2);
  const fresh = windowFor(view);
  const covers = current.first <= rows.first && current.last >= rows.last && current.x0 <= pixels.x0 && current.x1 >= pixels.x1;
  const oversized = current.last - current.first > 2 * (fresh.last - fresh.first) || current.x1 - current.x0 > 2 * (fresh.x1 - fresh.x0);
  return covers && !oversized ? current : fresh;
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
