import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
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
import { Button } from '../../Button/index.ts';
import { ButtonLink, type LinkComponent } from '../../directory/ButtonLink/index.ts';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
import { BAR_LAYOUT, buildGanttModel, dependencyPath, linksInRows, rowWindow } from './ganttLayout.ts';
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

export const GANTT_SCALES: readonly { value: GanttScale; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

export const GANTT_TEXT = {
  empty: 'No Tasks Found',
  showMoreColumns: 'Show More Columns',
  addTask: 'Add Task',
  signInToEdit: 'Sign in to edit',
  export: 'Export',
  exportPdf: 'Export to PDF',
  exportExcel: 'Export to Excel',
  import: 'Import',
  importExcel: 'Import from Excel',
  importMsProject: 'Import from MS Project',
  importNotAvailable: 'Not available yet',
  today: 'Today',
  loading: 'Loading tasks...',
  error: 'Unable to load tasks',
  errorHint: 'Please try again later.',
} as const;

const DEFAULT_COLUMNS = ['Activity', 'Sub Activity', 'Progress'] as const;
const MORE_COLUMNS = ['Location', 'Contractor', 'Actions'] as const;

/** Rows drawn above and below the viewport, so a wheel flick shows rows rather than blank space. */
const OVERSCAN_ROWS = 6;
/** Pixels of timeline drawn either side of the viewport, for the same reason sideways. */
const OVERSCAN_PX = 240;
/** Until the scroller is measured, draw as if it were this tall: a screenful of rows on the first paint. */
const FIRST_GUESS = { width: 1200, height: 24 * GANTT.rowHeightPx } as const;

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

interface Viewport {
  top: number;
  left: number;
  width: number;
  height: number;
  tableWidth: number;
}

/**
 * The project's tasks on a timeline: a table of Activity, Sub Activity and Progress (plus Location, Contractor
 * and Actions) beside bars on a day, month or year scale, with finish-to-start arrows and a red line at today.
 *
 * Built for 20,000 tasks: only the rows and header cells on screen are in the DOM (windowing by arithmetic,
 * rows being a fixed 40 px), grid lines are a CSS background, and dates are parsed once into day numbers.
 * Rows use a roving tabindex: the grid is one Tab stop, arrows move between rows, Enter or Space opens one.
 * Printing (and Export to PDF) draws every row.
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
  const [printing, setPrinting] = useState(false);
  const [activeRow, setActiveRow] = useState(0);
  const [view, setView] = useState<Viewport>({ top: 0, left: 0, ...FIRST_GUESS, tableWidth: 0 });
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableHeadRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const markerId = `${useId()}-arrow`;

  const model = useMemo(() => buildGanttModel(tasks, dependencies), [tasks, dependencies]);
  const todayDay = useMemo(() => localDayNumber(today ?? new Date()), [today]);
  const rowCount = tasks.length;
  // The scroller exists only in this state; the measuring effect re-attaches when it comes back.
  const showsChart = rowCount > 0 && !isLoading && (error === undefined || error === null);
  const row = Math.min(activeRow, Math.max(0, rowCount - 1));

  const chooseScale = (next: GanttScale) => {
    if (scaleProp === undefined) setOwnScale(next);
    onScaleChange?.(next);
  };

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    setView({
      top: scroller.scrollTop,
      left: scroller.scrollLeft,
      width: scroller.clientWidth,
      height: scroller.clientHeight,
      tableWidth: tableHeadRef.current?.offsetWidth ?? 0,
    });
  }, []);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (tableHeadRef.current) observer.observe(tableHeadRef.current);
    return () => observer.disconnect();
  }, [measure, showsChart]);

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

  // Rendered synchronously in the scroll event, so the rows are there in the frame that shows them.
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
      const rowTop = next * GANTT.rowHeightPx;
      const visibleRows = scroller.clientHeight - headerHeight;
      if (rowTop < scroller.scrollTop) scroller.scrollTop = rowTop;
      else if (rowTop + GANTT.rowHeightPx > scroller.scrollTop + visibleRows) scroller.scrollTop = rowTop + GANTT.rowHeightPx - visibleRows;
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
    const page = Math.max(1, Math.floor(view.height / GANTT.rowHeightPx) - 2);
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

  const exportExcel = () => onExportExcel(tasksToCsv(tasks), ganttCsvFileName(new Date()));
  const exportPdf = onExportPdf ?? (() => window.print());

  const columns = moreColumns ? [...DEFAULT_COLUMNS, ...MORE_COLUMNS] : DEFAULT_COLUMNS;

  const toolbar = (
    <Toolbar data-part="toolbar">
      <ScaleGroup role="group" aria-label="Scale">
        {GANTT_SCALES.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={scale === option.value ? 'secondary' : 'ghost'}
            aria-pressed={scale === option.value}
            onClick={() => chooseScale(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </ScaleGroup>
      <Button size="sm" variant={moreColumns ? 'secondary' : 'ghost'} aria-pressed={moreColumns} onClick={() => setMoreColumns((on) => !on)}>
        {GANTT_TEXT.showMoreColumns}
      </Button>
      <ToolbarEnd>
        <DropdownMenu trigger={<Button size="sm" variant="ghost">{GANTT_TEXT.export}</Button>} align="end">
          <DropdownMenu.Item onSelect={exportPdf}>{GANTT_TEXT.exportPdf}</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={exportExcel} disabled={rowCount === 0}>
            {GANTT_TEXT.exportExcel}
          </DropdownMenu.Item>
        </DropdownMenu>
        <DropdownMenu trigger={<Button size="sm" variant="ghost">{GANTT_TEXT.import}</Button>} align="end">
          <DropdownMenu.Label>{GANTT_TEXT.importNotAvailable}</DropdownMenu.Label>
          <DropdownMenu.Item disabled>{GANTT_TEXT.importExcel}</DropdownMenu.Item>
          <DropdownMenu.Item disabled>{GANTT_TEXT.importMsProject}</DropdownMenu.Item>
        </DropdownMenu>
        <Button size="sm" disabled={!canEdit} onClick={onAddTask}>
          {GANTT_TEXT.addTask}
        </Button>
        {canEdit ? null : (
          <ButtonLink href={signInHref} size="sm" variant="ghost" {...(linkComponent ? { linkComponent } : {})}>
            {GANTT_TEXT.signInToEdit}
          </ButtonLink>
        )}
      </ToolbarEnd>
    </Toolbar>
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
  if (rowCount === 0) {
    return (
      <Root {...rest} ref={ref}>
        {toolbar}
        <EmptyState title={GANTT_TEXT.empty} />
      </Root>
    );
  }

  const origin = Number.isNaN(model.originDay) ? monthStart(todayDay) : model.originDay;
  const lastDay = Number.isNaN(model.lastDay) ? origin : model.lastDay;
  const endDay = chartEndDay(scale, lastDay);
  const chartWidth = dayX(scale, endDay, origin);
  const columnWidth = GANTT.columnWidthPx[scale];

  const rows = printing ? { first: 0, last: rowCount } : rowWindow(view.top, view.height, rowCount, OVERSCAN_ROWS);
  const x0 = printing ? 0 : Math.max(0, view.left - view.tableWidth - OVERSCAN_PX);
  const x1 = printing ? chartWidth : view.left + view.width + OVERSCAN_PX;

  const indices: number[] = [];
  for (let i = rows.first; i < rows.last; i += 1) indices.push(i);
  // The roving tab stop stays in the DOM even when scrolled away, so Tab always lands on the grid.
  if (row < rows.first) indices.unshift(row);
  else if (row >= rows.last) indices.push(row);

  const tableRows: ReactNode[] = [];
  const bars: ReactNode[] = [];
  for (const i of indices) {
    const task = tasks[i]!;
    const start = model.start[i]!;
    const end = Number.isNaN(model.end[i]!) ? start : model.end[i]!;
    const actualStart = model.actualStart[i]!;
    const actualEnd = Number.isNaN(model.actualEnd[i]!) ? actualStart : model.actualEnd[i]!;
    const top = i * GANTT.rowHeightPx;
    const activity = task.activity || task.name;
    const planned = Number.isNaN(start) ? 'No planned dates' : `Planned ${formatDateLabel(start)} to ${formatDateLabel(end)}`;
    const actual = Number.isNaN(actualStart) ? '' : `, actual ${formatDateLabel(actualStart)} to ${formatDateLabel(actualEnd)}`;
    tableRows.push(
      <Row key={i} role="row" aria-rowindex={i + 2} data-row={i} tabIndex={i === row ? 0 : -1} style={{ top }}>
        <Cell role="gridcell" title={activity}>
          {activity}
        </Cell>
        <Cell role="gridcell" title={task.subActivity ?? undefined}>
          {task.subActivity || '-'}
        </Cell>
        <Cell role="gridcell">{task.progress}%</Cell>
        {moreColumns ? (
          <>
            <Cell role="gridcell" title={task.location ?? undefined}>
              {task.location || '-'}
            </Cell>
            <Cell role="gridcell" title={task.contractor ?? undefined}>
              {task.contractor || '-'}
            </Cell>
            <Cell role="gridcell">
              {/* Out of the Tab order: on the keyboard the row itself opens with Enter. */}
              <IconButton size="sm" label={`View details of ${task.name}`} icon={<EyeIcon />} tabIndex={-1} />
            </Cell>
          </>
        ) : null}
        <VisuallyHidden role="gridcell">
          {task.name}: {task.status}, {planned}
          {actual}
        </VisuallyHidden>
      </Row>,
    );
    if (Number.isNaN(start)) continue;
    const bar = barGeometry(scale, start, end, origin);
    if (bar.left < x1 && bar.left + bar.width > x0) {
      bars.push(
        <Bar
          key={`p${i}`}
          data-row={i}
          data-status={task.status}
          data-active={i === row || undefined}
          title={`${task.name}: ${planned}`}
          style={{
            top: top + BAR_LAYOUT.plannedTop,
            left: bar.left,
            width: bar.width,
            ['--progress' as string]: `${task.progress}%`,
          }}
        />,
        // The name beside its bar: the table shows activity and sub activity, which many tasks share.
        <BarLabel key={`n${i}`} data-row={i} style={{ top: top + BAR_LAYOUT.plannedTop, left: bar.left + bar.width }}>
          {task.name}
        </BarLabel>,
      );
    }
    if (Number.isNaN(actualStart)) continue;
    const actualBar = barGeometry(scale, actualStart, actualEnd, origin);
    if (actualBar.left < x1 && actualBar.left + actualBar.width > x0) {
      bars.push(
        <ActualBar
          key={`a${i}`}
          data-row={i}
          data-status={task.status}
          style={{ top: top + BAR_LAYOUT.actualTop, left: actualBar.left, width: actualBar.width }}
        />,
      );
    }
  }

  const arrows: ReactNode[] = [];
  for (const k of linksInRows(model.links, rows.first, rows.last)) {
    const from = model.links[2 * k]!;
    const to = model.links[2 * k + 1]!;
    const fromEnd = Number.isNaN(model.end[from]!) ? model.start[from]! : model.end[from]!;
    if (Number.isNaN(model.start[from]!) || Number.isNaN(model.start[to]!)) continue;
    const fromBar = barGeometry(scale, model.start[from]!, fromEnd, origin);
    const toLeft = dayX(scale, model.start[to]!, origin);
    const fromRight = fromBar.left + fromBar.width;
    if (Math.max(fromRight, toLeft) + 2 * 8 < x0 || Math.min(fromRight, toLeft) - 2 * 8 > x1) continue;
    arrows.push(<path key={k} d={dependencyPath(from, fromRight, to, toLeft)} markerEnd={`url(#${markerId})`} />);
  }

  const bodyHeight = rowCount * GANTT.rowHeightPx;
  const svgTop = rows.first * GANTT.rowHeightPx;
  const svgHeight = (rows.last - rows.first) * GANTT.rowHeightPx;
  const todayLeft = todayX(scale, todayDay, origin);
  const showToday = todayDay >= origin && todayDay < endDay;
  const units = HEADER_UNITS[scale];

  return (
    <Root {...rest} ref={ref} data-more={moreColumns} data-printing={printing || undefined}>
      {toolbar}
      <Scroller ref={scrollerRef} onScroll={handleScroll} data-part="scroller">
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
              <VisuallyHidden>Timeline</VisuallyHidden>
              <Tier aria-hidden="true">
                {units.upper
                  ? timeCells(scale, units.upper, origin, x0, x1, units.upper === 'month').map((cell) => (
                      <TimeCell key={cell.day} data-unit={units.upper} style={{ left: cell.x, width: cell.width }}>
                        <span>{cell.label}</span>
                      </TimeCell>
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
                  <TimeCell key={cell.day} data-unit={units.lower} data-column style={{ left: cell.x, width: cell.width }}>
                    {cell.label}
                  </TimeCell>
                ))}
              </Tier>
            </HeaderTimeline>
          </HeaderRow>
          <Body>
            <TableBlock ref={rowsRef} style={{ height: bodyHeight }}>
              {tableRows}
            </TableBlock>
            <TimelineBlock
              aria-hidden="true"
              data-part="timeline"
              style={{ width: chartWidth, height: bodyHeight }}
            >
              <GridLines
                style={{
                  top: svgTop,
                  left: x0,
                  width: Math.max(0, Math.min(x1, chartWidth) - x0),
                  height: svgHeight,
                  backgroundSize: `${columnWidth}px ${GANTT.rowHeightPx}px`,
                  backgroundPosition: `${positiveModulo(gridOffset(scale, origin) - x0, columnWidth)}px 0`,
                }}
              />
              {bars}
              {showToday ? <TodayLine data-part="today-line" style={{ left: todayLeft, top: svgTop, height: svgHeight }} /> : null}
              {arrows.length > 0 ? (
                <Arrows
                  style={{ top: svgTop, left: x0, width: x1 - x0, height: svgHeight }}
                  viewBox={`${x0} ${svgTop} ${x1 - x0} ${svgHeight}`}
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
    </Root>
  );
}

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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};

  @media print {
    display: none;
  }
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin-inline-start: auto;
`;

const ScaleGroup = styled.div`
  display: inline-flex;
  gap: ${cssVar.space[1]};
  padding: ${cssVar.space[1]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
`;

const Scroller = styled.div`
  position: relative;
  overflow: auto;
  /* A screenful of rows; the page around it stays in view. */
  max-block-size: 70vh;
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
  overflow: hidden;
`;

const Tier = styled.div`
  position: relative;
  block-size: calc(${cssVar.space[6]} + ${cssVar.space[1]});
`;

const TimeCell = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  overflow: hidden;
  padding-inline: ${cssVar.space[1]};
  white-space: nowrap;
  border-inline-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  color: ${cssVar.color.textMuted};

  &[data-column] {
    justify-content: center;
    padding-inline: 0;
  }

  /* The month or year name stays in view while its long cell scrolls past. */
  & > span {
    position: sticky;
    inset-inline-start: 0;
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
`;

const Row = styled.div`
  position: absolute;
  inset-inline: 0;
  display: grid;
  grid-template-columns: var(--gantt-columns);
  align-items: center;
  block-size: ${GANTT.rowHeightPx}px;
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  cursor: pointer;

  &:hover {
    background-color: ${cssVar.color.surfaceMuted};
  }

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: calc(-1 * ${cssVar.borderWidth.focus});
  }

  [data-printing] & {
    break-inside: avoid;
  }
`;

const Cell = styled.div`
  overflow: hidden;
  padding-inline: ${cssVar.space[3]};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const TimelineBlock = styled.div`
  position: relative;
  flex: 1 0 auto;
  cursor: pointer;
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

const Bar = styled.div`
  position: absolute;
  block-size: ${BAR_LAYOUT.plannedHeight}px;
  border: ${cssVar.borderWidth.thin} solid var(--bar-fg);
  border-radius: ${cssVar.radius.sm};
  /* Done work filled solid, the rest tinted. */
  background: linear-gradient(to right, var(--bar-fg) var(--progress), var(--bar-bg) var(--progress));
  --bar-fg: ${cssVar.color.status.task.pending.fg};
  --bar-bg: ${cssVar.color.status.task.pending.bg};

  &[data-status='in-progress'] {
    --bar-fg: ${cssVar.color.status.task.inProgress.fg};
    --bar-bg: ${cssVar.color.status.task.inProgress.bg};
  }

  &[data-status='completed'] {
    --bar-fg: ${cssVar.color.status.task.completed.fg};
    --bar-bg: ${cssVar.color.status.task.completed.bg};
  }

  &[data-status='cancelled'] {
    --bar-fg: ${cssVar.color.status.task.cancelled.fg};
    --bar-bg: ${cssVar.color.status.task.cancelled.bg};
  }

  /* The focused row's bar is outlined too, but only while the keyboard is in the grid. */
  [role='grid']:focus-within &[data-active] {
    box-shadow: 0 0 0 ${cssVar.borderWidth.thick} ${cssVar.color.focus};
  }
`;

const BarLabel = styled.div`
  position: absolute;
  block-size: ${BAR_LAYOUT.plannedHeight}px;
  padding-inline-start: ${cssVar.space[1]};
  line-height: ${BAR_LAYOUT.plannedHeight}px;
  white-space: nowrap;
  color: ${cssVar.color.text};
`;

const ActualBar = styled.div`
  position: absolute;
  block-size: ${BAR_LAYOUT.actualHeight}px;
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.text};
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
