import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { GANTT, type GanttScale, type Task, type TaskDependency } from '@hospital/contract';
import { localDayNumber, monthStart } from '../../shared/calendarDays.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { ARROW_GAP_PX, buildGanttModel, dependencyPath, linksInRows, nextWindow, windowFor, type RenderWindow, type ScrollView } from './ganttLayout.ts';
import { renderBars, renderTableRows, rowIndices } from './GanttRows.tsx';
import { barGeometry, chartEndDay, dayX, gridOffset, HEADER_UNITS, timeCells, todayX } from './ganttScale.ts';
import {
  Arrows,
  Body,
  Grid,
  GridLines,
  HeaderCell,
  HeaderRow,
  HeaderTable,
  HeaderTimeline,
  SCROLLER_MAX_VH,
  Scroller,
  TableBlock,
  Tier,
  TimelineBlock,
  TodayLabel,
  TodayLine,
} from './ganttStyles.ts';
import { GANTT_TEXT } from './ganttText.ts';
import { usePrintAllRows } from './usePrintAllRows.ts';
import { useRovingRow } from './useRovingRow.ts';

const DEFAULT_COLUMNS = ['Activity', 'Sub Activity', 'Progress'] as const;
const MORE_COLUMNS = ['Location', 'Contractor', 'Actions'] as const;

const ROW_HEIGHT = GANTT.rowHeightPx;

export interface GanttGridProps {
  tasks: readonly Task[];
  dependencies: readonly TaskDependency[];
  onOpenTask: (task: Task) => void;
  today: Date | undefined;
  scale: GanttScale;
  moreColumns: boolean;
}

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

function positiveModulo(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

/**
 * The scrolling table and timeline. Its own component so that a scroll renders only this, not the toolbar;
 * and within it, the table rows, the header cells and the bars are each memoised on what they depend on, so
 * a vertical scroll leaves the header alone and a sideways one the table.
 */
export function GanttGrid({ tasks, dependencies, onOpenTask, today, scale, moreColumns }: GanttGridProps) {
  const printing = usePrintAllRows();
  const [win, setWin] = useState<RenderWindow>(() => windowFor(firstGuess()));
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableHeadRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const markerId = `${useId()}-arrow`;

  const model = useMemo(() => buildGanttModel(tasks, dependencies), [tasks, dependencies]);
  const todayDay = useMemo(() => localDayNumber(today ?? new Date()), [today]);
  const rowCount = tasks.length;

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

  // Rendered synchronously in the scroll event, so new rows are there in the frame that shows them.
  const handleScroll = () => flushSync(measure);

  const openRow = (index: number) => {
    const task = tasks[index];
    if (task) onOpenTask(task);
  };
  const { row, gridHandlers } = useRovingRow({ rowCount, scrollerRef, headerRef: tableHeadRef, rowsRef, measure, onOpenRow: openRow });

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
      <Grid role="grid" aria-label="Tasks timeline" aria-rowcount={rowCount + 1} aria-colcount={columns.length + 1} {...gridHandlers}>
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
