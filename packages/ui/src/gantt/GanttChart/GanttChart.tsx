import { useCallback, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import type { GanttScale, Task, TaskDependency } from '@hospital/contract';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { downloadCsv } from '../../shared/csv.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { Skeleton } from '../../Skeleton/index.ts';
import { ganttCsvFileName, tasksToCsv } from './ganttCsv.ts';
import { GanttGrid } from './GanttGrid.tsx';
import { LoadingRows, Root } from './ganttStyles.ts';
import { GANTT_TEXT } from './ganttText.ts';
import { GanttToolbar } from './GanttToolbar.tsx';

export { GANTT_SCALES, GANTT_TEXT } from './ganttText.ts';

const EMPTY_DEPENDENCIES: readonly TaskDependency[] = [];
/** Placeholder bars while the tasks load: widths that read as a schedule, not as one grey block. */
const LOADING_BAR_WIDTHS = ['45%', '30%', '60%', '25%', '50%'] as const;

/** `isLoading`, `error` and `onRetry` are the data widgets' one contract (`LoadState`): pass the tasks hook's state. */
export interface GanttChartProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'>, LoadState {
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
  /** Where "Sign in to edit" goes (drawn by the app's router link, see `LinkProvider`). */
  signInHref?: string;
  /** The Add Task button's action; the spec shows none. */
  onAddTask?: () => void;
  /** Export to Excel hands over the tasks as CSV (Excel opens it); downloads the file when not given. */
  onExportExcel?: (csv: string, fileName: string) => void;
  /** Export to PDF; prints the page (the browser's "Save as PDF") when not given. */
  onExportPdf?: () => void;
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
 *
 * Its parts: `GanttToolbar`, `GanttGrid` (the scrolling table and timeline), `GanttRows` (a task's row and bars),
 * `useRovingRow`, `usePrintAllRows`, `ganttStyles`; the maths in `ganttLayout` and `ganttScale`.
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
  onAddTask,
  onExportExcel = downloadCsv,
  onExportPdf,
  isLoading,
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
      onAddTask={onAddTask}
    />
  );

  const phase = loadPhase({ isLoading, error });
  if (phase === 'error') {
    return (
      <Root {...rest} ref={ref}>
        {toolbar}
        <ErrorState title={GANTT_TEXT.error} description={GANTT_TEXT.errorHint} {...(onRetry ? { onRetry } : {})} />
      </Root>
    );
  }
  if (phase === 'loading') {
    return (
      <Root {...rest} ref={ref}>
        {toolbar}
        {/* The words beside the busy chart, not in it: a screen reader may hold back news from a busy region. */}
        <LoadingText>{GANTT_TEXT.loading}</LoadingText>
        <LoadingRows aria-busy="true" data-part="loading-chart">
          {LOADING_BAR_WIDTHS.map((width, i) => (
            <Skeleton key={i} width={width} />
          ))}
        </LoadingRows>
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
      <GanttGrid tasks={tasks} dependencies={dependencies} onOpenTask={onOpenTask} today={today} scale={scale} moreColumns={moreColumns} />
    </Root>
  );
}
