import { memo, type ReactNode } from 'react';
import { GANTT, type GanttScale, type Task } from '@hospital/contract';
import { IconButton } from '../../IconButton/index.ts';
import { formatDateLabel } from '../../shared/calendarDays.ts';
import { BAR_LAYOUT, type RowDays } from './ganttLayout.ts';
import { barGeometry } from './ganttScale.ts';

// The Gantt's rows: a task's cells in the table and its bars on the timeline, one memoised component each, so a
// render after a scroll reconciles only the rows that came into view.

const ROW_HEIGHT = GANTT.rowHeightPx;

/** Rows [first, last), plus the roving Tab stop wherever it is, so Tab always lands on the grid. */
export function rowIndices(first: number, last: number, active: number): number[] {
  const indices: number[] = [];
  if (active < first) indices.push(active);
  for (let i = first; i < last; i += 1) indices.push(i);
  if (active >= last) indices.push(active);
  return indices;
}

function plannedLabel(days: { start: number; end: number }): string {
  return Number.isNaN(days.start) ? 'No planned dates' : `Planned ${formatDateLabel(days.start)} to ${formatDateLabel(days.end)}`;
}

type RowDaysOf = (i: number) => RowDays;

/**
 * The table's rows, one memoised `TableRow` each: a render after a scroll reconciles only the rows that came
 * into view, not the twenty-odd still on screen.
 */
export function renderTableRows(tasks: readonly Task[], rowDays: RowDaysOf, indices: readonly number[], active: number, moreColumns: boolean): ReactNode[] {
  return indices.map((i) => {
    const days = rowDays(i);
    return (
      <TableRow
        key={i}
        task={tasks[i]!}
        index={i}
        active={i === active}
        moreColumns={moreColumns}
        start={days.start}
        end={days.end}
        actualStart={days.actualStart}
        actualEnd={days.actualEnd}
      />
    );
  });
}

interface RowProps extends RowDays {
  task: Task;
  index: number;
  /** The roving Tab stop. */
  active: boolean;
}

/**
 * One table row as plain elements, styled from `TableBlock`: a styled component per row and cell would add a
 * component (and its work) for each of some 100 cells on every scroll. Positions are inline styles.
 */
const TableRow = memo(function TableRow({ task, index, active, moreColumns, start, end, actualStart, actualEnd }: RowProps & { moreColumns: boolean }) {
  const activity = task.activity || task.name;
  const actual = Number.isNaN(actualStart) ? '' : `, actual ${formatDateLabel(actualStart)} to ${formatDateLabel(actualEnd)}`;
  return (
    <div role="row" aria-rowindex={index + 2} data-row={index} tabIndex={active ? 0 : -1} style={{ top: index * ROW_HEIGHT }}>
      <div role="gridcell" title={activity}>
        {activity}
      </div>
      <div role="gridcell" title={task.subActivity ?? undefined}>
        {task.subActivity || '-'}
      </div>
      <div role="gridcell">{`${task.progress}%`}</div>
      {moreColumns ? (
        <>
          <div role="gridcell" title={task.location ?? undefined}>
            {task.location || '-'}
          </div>
          <div role="gridcell" title={task.contractor ?? undefined}>
            {task.contractor || '-'}
          </div>
          <div role="gridcell">
            {/* Out of the Tab order: on the keyboard the row itself opens with Enter. */}
            <IconButton size="sm" label={`View details of ${task.name}`} icon={<EyeIcon />} tabIndex={-1} />
          </div>
        </>
      ) : null}
      {/* The timeline column's cell: the bar in words, for screen readers only. A label rather than hidden text,
          so the browser does not lay out and shape a sentence per row on every scroll. */}
      <span role="gridcell" aria-label={`${task.name}: ${task.status}, ${plannedLabel({ start, end })}${actual}`} />
    </div>
  );
});

/** The bars of the given rows, one memoised `BarRow` each (as the table's rows). */
export function renderBars(
  tasks: readonly Task[],
  rowDays: RowDaysOf,
  indices: readonly number[],
  active: number,
  scale: GanttScale,
  origin: number,
  x0: number,
  x1: number,
): ReactNode[] {
  return indices.map((i) => {
    const days = rowDays(i);
    return (
      <BarRow
        key={i}
        task={tasks[i]!}
        index={i}
        active={i === active}
        scale={scale}
        origin={origin}
        x0={x0}
        x1={x1}
        start={days.start}
        end={days.end}
        actualStart={days.actualStart}
        actualEnd={days.actualEnd}
      />
    );
  });
}

/** A row's planned bar and thin actual bar, where they meet pixels [x0, x1): plain elements styled from `TimelineBlock`. */
const BarRow = memo(function BarRow({
  task,
  index,
  active,
  scale,
  origin,
  x0,
  x1,
  start,
  end,
  actualStart,
  actualEnd,
}: RowProps & { scale: GanttScale; origin: number; x0: number; x1: number }) {
  if (Number.isNaN(start)) return null;
  const top = index * ROW_HEIGHT;
  const bar = barGeometry(scale, start, end, origin);
  const actualBar = Number.isNaN(actualStart) ? undefined : barGeometry(scale, actualStart, actualEnd, origin);
  return (
    <>
      {bar.left < x1 && bar.left + bar.width > x0 ? (
        <div
          data-bar="planned"
          data-row={index}
          data-status={task.status}
          data-active={active || undefined}
          // The name beside the bar (the table shows activity and sub activity, which many tasks share), drawn by
          // CSS from this attribute rather than as one more element per row.
          data-label={task.name}
          title={`${task.name}: ${plannedLabel({ start, end })}`}
          style={{ top: top + BAR_LAYOUT.plannedTop, left: bar.left, width: bar.width, ['--progress' as string]: `${task.progress}%` }}
        />
      ) : null}
      {actualBar && actualBar.left < x1 && actualBar.left + actualBar.width > x0 ? (
        <div
          data-bar="actual"
          data-row={index}
          style={{ top: top + BAR_LAYOUT.actualTop, left: actualBar.left, width: actualBar.width }}
        />
      ) : null}
    </>
  );
});


function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}
