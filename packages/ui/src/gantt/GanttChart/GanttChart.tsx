import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { GANTT, type GanttScale, type Task, type TaskDependency } from '@hospital/contract';
import { downloadCsv } from '../../admin/AppointmentsTable/index.ts';
import type { LinkComponent } from '../../directory/ButtonLink/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { VisuallyHidden, visuallyHiddenStyles } from '../../VisuallyHidden/index.ts';
import { ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
import {
  ARROW_GAP_PX,
  BAR_LAYOUT,
  buildGanttModel,
  dependencyPath,
  linksInRows,
  nextWindow,
  windowFor,
  type RenderWindow,
  type RowDays,
  type ScrollView,
} from './ganttLayout.ts';
import { GANTT_TEXT } from './ganttText.ts';
import {
  barGeometry,
  chartEndDay,
  dayX,
  formatDateLabel,
  gridOffset,
  HEADER_UNITS,
  localDayNumber,
  monthStart,
  timeCells,
  todayX,
} from './ganttTime.ts';
import { GanttToolbar } from './GanttToolbar.tsx';

export { GANTT_SCALES, GANTT_TEXT } from './ganttText.ts';

const DEFAULT_COLUMNS = ['Activity', 'Sub Activity', 'Progress'] as const;
const MORE_COLUMNS = ['Location', 'Contractor', 'Actions'] as const;

const ROW_HEIGHT = GANTT.rowHeightPx;
const EMPTY_DEPENDENCIES: readonly TaskDependency[] = [];

export interface GanttChartProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  tasks: readonly Task[];
  /** Finish-to-start links drawn as arrows; links to tasks not in `tasks` are skipped. */
  dependencies?: readonly TaskDependency[];
  /** Called on a click on a row or bar, or Enter/Space on a focused row. */
  onOpenTask: (task: Task) => void;
  /** Where the red line is drawn; the viewer's calendar date when not given. */
  today?: Date;
  /** Controlled scale; uncontrolled (starting at `defaultScale`, else day) when not given. */
  scale?: GanttScale;
  defaultScale?: GanttScale;
  onScaleChange?: (scale: GanttScale) => void;
  /** Show Location, Contractor and Actions from the start (the toggle still works). */
  defaultMoreColumns?: boolean;
  /** False when nobody who may change project data is signed in: Add Task is disabled, with "Sign in to edit". */
  canEdit?: boolean;
  /** Where "Sign in to edit" goes. */
  signInHref?: string;
  /** Draws the sign-in link: the router's Link adapter in the app, a plain anchor otherwise. */
  linkComponent?: LinkComponent;
  /** The Add Task button's action; the spec shows none. */
  onAddTask?: () => void;
  /** Export to Excel hands over the tasks as CSV (Excel opens it); downloads the file when not given. */
  onExportExcel?: (csv: string, fileName: string) => void;
  /** Export to PDF; prints the page (the browser's "Save as PDF") when not given. */
  onExportPdf?: () => void;
  /** While the tasks are on their way: the toolbar and a loading line. */
  isLoading?: boolean;
  /** The tasks could not be loaded: an error panel, with Try again when `onRetry` is given. */
  error?: unknown;
  onRetry?: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * The project's tasks on a timeline: a table of Activity, Sub Activity and Progress (plus Location, Contractor
 * and Actions) beside bars on a day, month or year scale, with finish-to-start arrows and a red line at today.
 *
 * Built for 20,000 tasks: only the rows and header cells on screen are in the DOM (windowing by arithmetic,
 * rows being a fixed 40 px), grid lines are a CSS background, and a row's dates are parsed into day numbers
 * when it is first drawn. Rows use a roving tabindex: the grid is one Tab stop, arrows move between rows, Enter
 * or Space opens one. Printing (and Export to PDF) draws every row.
 */
export function GanttChart({
  tasks,
  dependencies = EMPTY_DEPENDENCIES,
  onOpenTask,
  today,
  scale: scaleProp,
  defaultScale = 'day',
  onScaleChange,
  defaultMoreColumns = false,
  canEdit = true,
  signInHref = '/admin/login',
  linkComponent,
  onAddTask,
  onExportExcel = downloadCsv,
  onExportPdf,
  isLoading = false,
  error,
  onRetry,
  ref,
  ...rest
}: GanttChartProps) {
  const [ownScale, setOwnScale] = useState<GanttScale>(defaultScale);
  const scale = scaleProp ?? ownScale;
  const [moreColumns, setMoreColumns] = useState(defaultMoreColumns);

  const chooseScale = useCallback(
    (next: GanttScale) => {
      if (scaleProp === undefined) setOwnScale(next);
      onScaleChange?.(next);
    },
    [scaleProp, onScaleChange],
  );
  const toggleMoreColumns = useCallback(() => setMoreColumns((on) => !on), []);
  const exportExcel = useCallback(() => onExportExcel(tasksToCsv(tasks), ganttCsvFileName(new Date())), [onExportExcel, tasks]);
  const exportPdf = useCallback(() => (onExportPdf ? onExportPdf() : window.print()), [onExportPdf]);

  const toolbar = (
    <GanttToolbar
      scale={scale}
      onScaleChange={chooseScale}
      moreColumns={moreColumns}
      onToggleMoreColumns={toggleMoreColumns}
      hasTasks={tasks.length > 0}
      onExportPdf={exportPdf}
      onExportExcel={exportExcel}
      canEdit={canEdit}
      signInHref={signInHref}
      linkComponent={linkComponent}
      onAddTask={onAddTask}
    />
  );

  if (error !== undefined && error !== null) {
    return (
      <Root {...rest} ref={ref}>
        {toolbar}
        <ErrorState title={GANTT_TEXT.error} description={GANTT_TEXT.errorHint} {...(onRetry ? { onRetry } : {})} />
      </Root>
    );
  }
  if (isLoading) {
    return (
      <Root {...rest} ref={ref} aria-busy="true">
        {toolbar}
        <LoadingText>{GANTT_TEXT.loading}</LoadingText>
      </Root>
    );
  }
  if (tasks.length === 0) {
    return (
      <Root {...rest} ref={ref}>
        {toolbar}
        <EmptyState title={GANTT_TEXT.empty} />
      </Root>
    );
  }
  return (
    <Root {...rest} ref={ref} data-more={moreColumns}>
      {toolbar}
      <ChartGrid
        tasks={tasks}
        dependencies={dependencies}
        onOpenTask={onOpenTask}
        today={today}
        scale={scale}
        moreColumns={moreColumns}
      />
    </Root>
  );
}

interface ChartGridProps {
  tasks: readonly Task[];
  dependencies: readonly TaskDependency[];
  onOpenTask: (task: Task) => void;
  today: Date | undefined;
  scale: GanttScale;
  moreColumns: boolean;
}

/** The scroller's greatest height, in percent of the browser window's: a screenful of rows, with the page around it in view. */
const SCROLLER_MAX_VH = 70;

/**
 * Before the first layout nothing can be measured without forcing one. The browser window bounds the scroller,
 * (at most SCROLLER_MAX_VH of its height), so the first render draws for that: a little more than the screen
 * shows, and nothing missing.
 */
function firstGuess(): ScrollView {
  const width = typeof window === 'undefined' ? 1280 : window.innerWidth;
  const height = typeof window === 'undefined' ? 800 : window.innerHeight;
  return { top: 0, left: 0, width, height: (height * SCROLLER_MAX_VH) / 100, tableWidth: 0 };
}

/**
 * The scrolling table and timeline. Its own component so that a scroll renders only this, not the toolbar;
 * and within it, the table rows, the header cells and the bars are each memoised on what they depend on, so
 * a vertical scroll leaves the header alone and a sideways one the table.
 */
function ChartGrid({ tasks, dependencies, onOpenTask, today, scale, moreColumns }: ChartGridProps) {
  const [printing, setPrinting] = useState(false);
  const [activeRow, setActiveRow] = useState(0);
  const [win, setWin] = useState<RenderWindow>(() => windowFor(firstGuess()));
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableHeadRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const markerId = `${useId()}-arrow`;

  const model = useMemo(() => buildGanttModel(tasks, dependencies), [tasks, dependencies]);
  const todayDay = useMemo(() => localDayNumber(today ?? new Date()), [today]);
  const rowCount = tasks.length;
  const row = Math.min(activeRow, rowCount - 1);

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const view: ScrollView = {
      top: scroller.scrollTop,
      left: scroller.scrollLeft,
      width: scroller.clientWidth,
      height: scroller.clientHeight,
      tableWidth: tableHeadRef.current?.offsetWidth ?? 0,
    };
    setWin((current) => nextWindow(current, view));
  }, []);

  // No measuring here: that would force a layout before the first paint. The observer reports the sizes right
  // after the browser's own layout, and the render it asks for happens only if the first guess fell short.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (tableHeadRef.current) observer.observe(tableHeadRef.current);
    return () => observer.disconnect();
  }, [measure]);

  // Printing lays out every row: switched on synchronously before the browser paginates, off afterwards.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // Rendered synchronously in the scroll event, so new rows are there in the frame that shows them.
  const handleScroll = () => flushSync(measure);

  const openRow = (index: number) => {
    const task = tasks[index];
    if (task) onOpenTask(task);
  };

  const rowIndexOf = (target: EventTarget | null): number | undefined => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-row]') : null;
    return element ? Number(element.dataset.row) : undefined;
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === undefined) return;
    setActiveRow(index);
    openRow(index);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, index));
    const scroller = scrollerRef.current;
    if (scroller) {
      // Keep the row clear of the sticky header: scroll just enough to show it whole.
      const headerHeight = tableHeadRef.current?.offsetHeight ?? 0;
      const rowTop = next * ROW_HEIGHT;
      const visibleRows = scroller.clientHeight - headerHeight;
      if (rowTop < scroller.scrollTop) scroller.scrollTop = rowTop;
      else if (rowTop + ROW_HEIGHT > scroller.scrollTop + visibleRows) scroller.scrollTop = rowTop + ROW_HEIGHT - visibleRows;
    }
    // Rendered at once, so the row (mounted now if it was scrolled away) can take focus straight after.
    flushSync(() => {
      setActiveRow(next);
      measure();
    });
    rowsRef.current?.querySelector<HTMLElement>(`[data-row="${next}"]`)?.focus({ preventScroll: true });
  };

  // Whichever row gets focus (a click, focus coming back from the dialog) becomes the Tab stop.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index !== undefined && index !== row) setActiveRow(index);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === undefined || event.target !== event.currentTarget.querySelector(`[data-row="${index}"]`)) return;
    const page = Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 2);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rowCount - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openRow(index);
    } else if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    }
  };

  const origin = Number.isNaN(model.originDay) ? monthStart(todayDay) : model.originDay;
  const lastDay = Number.isNaN(model.lastDay) ? origin : model.lastDay;
  const endDay = chartEndDay(scale, lastDay);
  const chartWidth = dayX(scale, endDay, origin);
  const columnWidth = GANTT.columnWidthPx[scale];

  const first = printing ? 0 : Math.min(win.first, rowCount);
  const last = printing ? rowCount : Math.min(win.last, rowCount);
  const x0 = printing ? 0 : Math.min(win.x0, chartWidth);
  const x1 = printing ? chartWidth : Math.min(win.x1, chartWidth);
  const todayLeft = todayX(scale, todayDay, origin);
  const showToday = todayDay >= origin && todayDay < endDay;

  const tableRows = useMemo(
    () => renderTableRows(tasks, model.rowDays, rowIndices(first, last, row), row, moreColumns),
    [tasks, model, first, last, row, moreColumns],
  );
  const bars = useMemo(
    () => renderBars(tasks, model.rowDays, rowIndices(first, last, row), row, scale, origin, x0, x1),
    [tasks, model, first, last, row, scale, origin, x0, x1],
  );
  const arrows = useMemo(() => {
    const paths: ReactNode[] = [];
    const { from, to } = model.links;
    for (const k of linksInRows(model.links, first, last)) {
      const a = model.rowDays(from[k]!);
      const b = model.rowDays(to[k]!);
      if (Number.isNaN(a.start) || Number.isNaN(b.start)) continue;
      const fromBar = barGeometry(scale, a.start, a.end, origin);
      const fromRight = fromBar.left + fromBar.width;
      const toLeft = dayX(scale, b.start, origin);
      // Off to the side of what is drawn: both ends and the turns between them.
      if (Math.max(fromRight, toLeft) + 2 * ARROW_GAP_PX < x0 || Math.min(fromRight, toLeft) - 2 * ARROW_GAP_PX > x1) continue;
      paths.push(<path key={k} d={dependencyPath(from[k]!, fromRight, to[k]!, toLeft)} markerEnd={`url(#${markerId})`} />);
    }
    return paths;
  }, [model, first, last, scale, origin, x0, x1, markerId]);

  const units = HEADER_UNITS[scale];
  const header = useMemo(
    () => (
      <>
        <Tier aria-hidden="true">
          {units.upper
            ? timeCells(scale, units.upper, origin, x0, x1, units.upper === 'month').map((cell) => (
                <div key={cell.day} data-unit={units.upper} style={{ left: cell.x, width: cell.width }}>
                  <span>{cell.label}</span>
                </div>
              ))
            : null}
          {showToday ? (
            <TodayLabel data-part="today-label" style={{ left: todayLeft }}>
              {GANTT_TEXT.today}
            </TodayLabel>
          ) : null}
        </Tier>
        <Tier aria-hidden="true">
          {timeCells(scale, units.lower, origin, x0, x1).map((cell) => (
            <div key={cell.day} data-unit={units.lower} data-column style={{ left: cell.x, width: cell.width }}>
              {cell.label}
            </div>
          ))}
        </Tier>
      </>
    ),
    [scale, units, origin, x0, x1, showToday, todayLeft],
  );

  const columns = moreColumns ? [...DEFAULT_COLUMNS, ...MORE_COLUMNS] : DEFAULT_COLUMNS;
  const bodyHeight = rowCount * ROW_HEIGHT;
  const windowTop = first * ROW_HEIGHT;
  const windowHeight = (last - first) * ROW_HEIGHT;

  return (
    <Scroller ref={scrollerRef} onScroll={handleScroll} data-part="scroller" data-printing={printing || undefined}>
      <Grid
        role="grid"
        aria-label="Tasks timeline"
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length + 1}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
      >
        <HeaderRow role="row" aria-rowindex={1}>
          <HeaderTable ref={tableHeadRef}>
            {columns.map((name) => (
              <HeaderCell key={name} role="columnheader">
                {name}
              </HeaderCell>
            ))}
          </HeaderTable>
          <HeaderTimeline role="columnheader" style={{ width: chartWidth }} data-scale={scale}>
            <VisuallyHidden>{GANTT_TEXT.timeline}</VisuallyHidden>
            {header}
          </HeaderTimeline>
        </HeaderRow>
        <Body style={{ height: bodyHeight }}>
          <TableBlock ref={rowsRef}>{tableRows}</TableBlock>
          <TimelineBlock aria-hidden="true" data-part="timeline" style={{ width: chartWidth }}>
            <GridLines
              style={{
                top: windowTop,
                left: x0,
                width: Math.max(0, x1 - x0),
                height: windowHeight,
                backgroundSize: `${columnWidth}px ${ROW_HEIGHT}px`,
                backgroundPosition: `${positiveModulo(gridOffset(scale, origin) - x0, columnWidth)}px 0`,
              }}
            />
            {bars}
            {showToday ? <TodayLine data-part="today-line" style={{ left: todayLeft, top: windowTop, height: windowHeight }} /> : null}
            {arrows.length > 0 ? (
              <Arrows
                style={{ top: windowTop, left: x0, width: x1 - x0, height: windowHeight }}
                viewBox={`${x0} ${windowTop} ${x1 - x0} ${windowHeight}`}
                data-part="dependencies"
              >
                <defs>
                  <marker id={markerId} viewBox="0 0 6 6" refX="6" refY="3" markerWidth="6" markerHeight="6" orient="auto">
                    <path d="M0 0L6 3L0 6z" />
                  </marker>
                </defs>
                {arrows}
              </Arrows>
            ) : null}
          </TimelineBlock>
        </Body>
      </Grid>
    </Scroller>
  );
}

/** Rows [first, last), plus the roving Tab stop wherever it is, so Tab always lands on the grid. */
function rowIndices(first: number, last: number, active: number): number[] {
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
function renderTableRows(tasks: readonly Task[], rowDays: RowDaysOf, indices: readonly number[], active: number, moreColumns: boolean): ReactNode[] {
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
function renderBars(
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

function positiveModulo(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

const Root = styled.section`
  /* Table column widths; the timeline's are the spec's 30/120/300 px, set from JS. */
  --gantt-activity: calc(${cssVar.space[16]} * 3);
  --gantt-sub-activity: calc(${cssVar.space[16]} * 2.5);
  --gantt-progress: calc(${cssVar.space[16]} * 1.5);
  --gantt-location: calc(${cssVar.space[16]} * 2.5);
  --gantt-contractor: calc(${cssVar.space[16]} * 2.5);
  --gantt-actions: calc(${cssVar.space[16]} * 1.25);
  --gantt-columns: var(--gantt-activity) var(--gantt-sub-activity) var(--gantt-progress);
  --gantt-table-width: calc(var(--gantt-activity) + var(--gantt-sub-activity) + var(--gantt-progress));
  /* Where the timeline's visible part begins inside the scroller: after the table where the table is sticky. */
  --gantt-timeline-start: 0px;

  ${media.md} {
    --gantt-timeline-start: var(--gantt-table-width);
  }

  &[data-more='true'] {
    --gantt-columns: var(--gantt-activity) var(--gantt-sub-activity) var(--gantt-progress) var(--gantt-location)
      var(--gantt-contractor) var(--gantt-actions);
    --gantt-table-width: calc(
      var(--gantt-activity) + var(--gantt-sub-activity) + var(--gantt-progress) + var(--gantt-location) +
        var(--gantt-contractor) + var(--gantt-actions)
    );
  }

  display: flex;
  flex-direction: column;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.sm};
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  max-block-size: ${SCROLLER_MAX_VH}vh;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  overscroll-behavior: contain;

  @media print {
    overflow: visible;
    max-block-size: none;
    border: none;
  }
`;

const Grid = styled.div`
  inline-size: max-content;
  min-inline-size: 100%;
`;

const stickyLeft = `
  ${media.md} {
    position: sticky;
    inset-inline-start: 0;
  }

  @media print {
    position: static;
  }
`;

const HeaderRow = styled.div`
  position: sticky;
  top: 0;
  z-index: 3;
  display: flex;
  background-color: ${cssVar.color.surfaceMuted};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  @media print {
    position: static;
  }
`;

const HeaderTable = styled.div`
  ${stickyLeft}
  z-index: 1;
  display: grid;
  flex: none;
  grid-template-columns: var(--gantt-columns);
  inline-size: var(--gantt-table-width);
  background-color: ${cssVar.color.surfaceMuted};
  border-inline-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;

const HeaderCell = styled.div`
  display: flex;
  align-items: flex-end;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  font-weight: ${cssVar.font.weight.semibold};
`;

const HeaderTimeline = styled.div`
  position: relative;
  flex: none;
  display: flex;
  flex-direction: column;
  /* Clipped, not hidden: "hidden" would make it the scroll container of the sticky labels below. */
  overflow: clip;
`;

/** A row of header cells (plain elements, absolutely placed from JS, only those in view). */
const Tier = styled.div`
  position: relative;
  block-size: calc(${cssVar.space[6]} + ${cssVar.space[1]});

  & > [data-unit] {
    position: absolute;
    top: 0;
    bottom: 0;
    display: flex;
    align-items: center;
    overflow: clip;
    padding-inline: ${cssVar.space[1]};
    white-space: nowrap;
    border-inline-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
  }

  & > [data-column] {
    justify-content: center;
    padding-inline: 0;
  }

  /* The month or year name stays in view while its long cell scrolls past, clear of the sticky table. */
  & > [data-unit] > span {
    position: sticky;
    inset-inline-start: calc(var(--gantt-timeline-start) + ${cssVar.space[1]});
    font-weight: ${cssVar.font.weight.semibold};
    color: ${cssVar.color.text};
  }
`;

const TodayLabel = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  transform: translateX(-50%);
  padding-inline: ${cssVar.space[1]};
  border-radius: ${cssVar.radius.sm};
  background-color: ${cssVar.color.danger};
  color: ${cssVar.color.brandContrast};
  font-weight: ${cssVar.font.weight.semibold};
  white-space: nowrap;
`;

/** The scroll height of all the rows; what is drawn inside it is only the window on screen. */
const Body = styled.div`
  position: relative;
  display: flex;
`;

const TableBlock = styled.div`
  position: relative;
  z-index: 2;
  flex: none;
  inline-size: var(--gantt-table-width);
  background-color: ${cssVar.color.surface};
  border-inline-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  ${media.md} {
    position: sticky;
    inset-inline-start: 0;
  }

  @media print {
    position: relative;
  }

  /* A row: plain elements styled from here (see renderTableRows). Flex rather than the header's grid: a new row's
     layout is cheaper, and the same widths line the cells up with the headers. */
  & > div {
    position: absolute;
    inset-inline: 0;
    display: flex;
    align-items: center;
    block-size: ${ROW_HEIGHT}px;
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    cursor: pointer;
  }

  & > div:hover {
    background-color: ${cssVar.color.surfaceMuted};
  }

  & > div:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: calc(-1 * ${cssVar.borderWidth.focus});
  }

  [data-printing] & > div {
    break-inside: avoid;
  }

  & > div > div {
    flex: none;
    overflow: hidden;
    padding-inline: ${cssVar.space[3]};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > div > div:nth-child(1) {
    inline-size: var(--gantt-activity);
  }

  & > div > div:nth-child(2) {
    inline-size: var(--gantt-sub-activity);
  }

  & > div > div:nth-child(3) {
    inline-size: var(--gantt-progress);
  }

  & > div > div:nth-child(4) {
    inline-size: var(--gantt-location);
  }

  & > div > div:nth-child(5) {
    inline-size: var(--gantt-contractor);
  }

  & > div > div:nth-child(6) {
    inline-size: var(--gantt-actions);
  }

  & > div > span {
    ${visuallyHiddenStyles}
  }
`;

/** The bars, labels and lines, absolutely placed in chart pixels; bars are plain elements styled from here. */
const TimelineBlock = styled.div`
  position: relative;
  flex: 1 0 auto;
  cursor: pointer;

  & > [data-bar='planned'] {
    position: absolute;
    block-size: ${BAR_LAYOUT.plannedHeight}px;
    border: ${cssVar.borderWidth.thin} solid var(--bar-fg);
    border-radius: ${cssVar.radius.sm};
    /* Done work filled solid, the rest tinted. */
    background: linear-gradient(to right, var(--bar-fg) var(--progress), var(--bar-bg) var(--progress));
    --bar-fg: ${cssVar.color.status.task.pending.fg};
    --bar-bg: ${cssVar.color.status.task.pending.bg};
  }

  & > [data-status='in-progress'] {
    --bar-fg: ${cssVar.color.status.task.inProgress.fg};
    --bar-bg: ${cssVar.color.status.task.inProgress.bg};
  }

  & > [data-status='completed'] {
    --bar-fg: ${cssVar.color.status.task.completed.fg};
    --bar-bg: ${cssVar.color.status.task.completed.bg};
  }

  & > [data-status='cancelled'] {
    --bar-fg: ${cssVar.color.status.task.cancelled.fg};
    --bar-bg: ${cssVar.color.status.task.cancelled.bg};
  }

  /* The focused row's bar is outlined too, but only while the keyboard is in the grid. */
  [role='grid']:focus-within & > [data-active] {
    box-shadow: 0 0 0 ${cssVar.borderWidth.thick} ${cssVar.color.focus};
  }

  /* The task's name after its bar, clickable with it. It starts past the arrow's first turn, so an arrow leaving
     the bar runs through the gap, not the words. */
  & > [data-bar='planned']::after {
    content: attr(data-label);
    position: absolute;
    inset-block-start: calc(-1 * ${cssVar.borderWidth.thin});
    inset-inline-start: calc(100% + ${cssVar.borderWidth.thin});
    padding-inline-start: calc(${ARROW_GAP_PX}px + ${cssVar.space[1]});
    line-height: ${BAR_LAYOUT.plannedHeight}px;
    white-space: nowrap;
    color: ${cssVar.color.text};
  }

  & > [data-bar='actual'] {
    position: absolute;
    block-size: ${BAR_LAYOUT.actualHeight}px;
    border-radius: ${cssVar.radius.pill};
    background-color: ${cssVar.color.text};
  }
`;

/**
 * Grid lines are painted, not elements: one column line and one row line per tile of the background. The layer
 * covers only the rows and columns drawn, so a scroll repaints a screenful, not a 40,000-row-tall gradient.
 */
const GridLines = styled.div`
  position: absolute;
  pointer-events: none;
  background-image:
    linear-gradient(to right, ${cssVar.color.border} 1px, transparent 1px),
    linear-gradient(to top, ${cssVar.color.border} 1px, transparent 1px);
`;

const TodayLine = styled.div`
  position: absolute;
  z-index: 1;
  inline-size: ${cssVar.borderWidth.thick};
  transform: translateX(-50%);
  background-color: ${cssVar.color.danger};
  pointer-events: none;
`;

const Arrows = styled.svg`
  position: absolute;
  z-index: 1;
  /* The global rule caps an svg at its container's width and scales the drawing down to fit; these are drawn in
     chart pixels and must stay 1:1 with the bars. */
  max-inline-size: none;
  overflow: hidden;
  pointer-events: none;
  fill: none;
  stroke: ${cssVar.color.textMuted};
  stroke-width: 1.5;

  marker path {
    fill: ${cssVar.color.textMuted};
    stroke: none;
  }
`;
