import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ProfilerOnRenderCallback,
  type Ref,
} from 'react';
import { DndContext, DragOverlay, type AutoScrollOptions, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { TASK_STATUSES, type Task, type TaskStatus } from '@hospital/contract';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { SignInToEdit } from '../SignInToEdit/index.ts';
import { KANBAN_COLUMNS, KANBAN_INSTRUCTIONS } from './kanban.ts';
import { CardPreview } from './KanbanCard.tsx';
import { KanbanColumn, LoadingKanbanColumn } from './KanbanColumn.tsx';
import { boardAutoScroll, columnCollision, useBoardSensors } from './kanbanDrag.ts';
import { Columns, Root } from './kanbanStyles.ts';
import { useDragAnnouncements } from './useDragAnnouncements.ts';
import { useTaskMoves } from './useTaskMoves.ts';

/** `isLoading`, `error` and `onRetry` are the data widgets' one contract (`LoadState`): pass the tasks hook's state. */
export interface KanbanBoardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>, LoadState {
  tasks: readonly Task[];
  /** False when no admin is signed in: dragging, Move to and Edit Task are disabled, with "Sign in to edit". */
  canEdit?: boolean;
  /** Where "Sign in to edit" goes (drawn by the app's router link, see `LinkProvider`). */
  signInHref?: string;
  /**
   * A drop on another column, or a Move to choice: the caller PATCHes only `{ status }` and refetches. The card
   * moves at once; if the promise rejects it goes back (the caller says why, e.g. with a toast).
   */
  onMoveTask: (task: Task, status: TaskStatus) => Promise<unknown>;
  /** The card menu's Edit Task: the task dialog in edit mode. */
  onEditTask: (task: Task) => void;
  /** The card menu's View Details: the task dialog, read-only. */
  onViewTask: (task: Task) => void;
  /**
   * Wraps each column (`column:{status}`) and each card (`card:{id}`) in a React Profiler, to see what renders
   * (React calls it in development and profiling builds only).
   */
  onProfile?: ProfilerOnRenderCallback;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The project's tasks in four columns (spec: Kanban view) with counts. Cards move between columns by mouse,
 * touch or keyboard (Space lifts, arrows choose a column, Space drops, Escape cancels), or with the card menu's
 * Move to; each move is announced to screen readers by card, column and position. A move shows at once and is
 * rolled back if the caller's save fails. Columns and cards are memoised on their tasks, so a move renders only
 * the moved card and its two columns.
 *
 * Its parts: `useTaskMoves` (the optimistic moves), `useDragAnnouncements`, `kanbanDrag` (sensors, collisions,
 * auto-scroll), `KanbanColumn`, `KanbanCard`, `kanbanStyles`; the pure rules in `kanban.ts`.
 */
export function KanbanBoard({
  tasks,
  isLoading,
  error,
  onRetry,
  canEdit = true,
  signInHref,
  onMoveTask,
  onEditTask,
  onViewTask,
  onProfile,
  ref,
  ...rest
}: KanbanBoardProps) {
  const { shownTasks, groups, latest, notice, move } = useTaskMoves(tasks, onMoveTask);
  const announcements = useDragAnnouncements(latest);
  const sensors = useBoardSensors();
  const rootRef = useRef<HTMLDivElement | null>(null);

  // The dialog openers change with every render of the page; the memoised cards keep one callback each.
  const openers = useRef({ onEditTask, onViewTask });
  useLayoutEffect(() => {
    openers.current = { onEditTask, onViewTask };
  });
  const editTask = useCallback((task: Task) => openers.current.onEditTask(task), []);
  const viewTask = useCallback((task: Task) => openers.current.onViewTask(task), []);

  const moveFromMenu = useCallback(
    (task: Task, status: TaskStatus) => {
      // The card now lives in another column: keep the keyboard on it.
      if (move(task.id, status, 'menu')) {
        requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[data-task-handle="${task.id}"]`)?.focus());
      }
    },
    [move],
  );

  const [activeId, setActiveId] = useState<number | null>(null);
  const activeTask = activeId === null ? undefined : shownTasks.find((task) => task.id === activeId);
  const [autoScroll, setAutoScroll] = useState<AutoScrollOptions>(() => boardAutoScroll(null));

  const handleDragStart = useCallback((event: DragStartEvent) => {
    setAutoScroll(boardAutoScroll(rootRef.current));
    setActiveId(Number(event.active.id));
  }, []);
  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      setActiveId(null);
      const to = over?.id;
      if (typeof to === 'string' && (TASK_STATUSES as readonly string[]).includes(to)) move(Number(active.id), to as TaskStatus, 'drag');
    },
    [move],
  );
  const handleDragCancel = useCallback(() => setActiveId(null), []);

  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      rootRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const phase = loadPhase({ isLoading, error });
  if (phase === 'error') {
    return (
      <div {...rest} ref={setRoot}>
        <ErrorState title="Unable to load tasks" description="Please try again later." onRetry={onRetry} />
      </div>
    );
  }

  const signIn = canEdit ? null : <SignInToEdit href={signInHref} />;

  if (phase === 'loading') {
    return (
      <Root {...rest} ref={setRoot}>
        {signIn}
        {/* The words beside the busy columns, not in them: a screen reader may hold back news from a busy region. */}
        <LoadingText>Loading tasks...</LoadingText>
        <Columns aria-busy="true">
          {KANBAN_COLUMNS.map(({ status }) => (
            <LoadingKanbanColumn key={status} />
          ))}
        </Columns>
      </Root>
    );
  }

  return (
    <Root {...rest} ref={setRoot}>
      {signIn}
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        autoScroll={autoScroll}
        accessibility={{ announcements, screenReaderInstructions: { draggable: KANBAN_INSTRUCTIONS } }}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={handleDragCancel}
      >
        <Columns>
          {KANBAN_COLUMNS.map(({ status }) => (
            <KanbanColumn
              key={status}
              status={status}
              tasks={groups[status]}
              canEdit={canEdit}
              onMove={moveFromMenu}
              onEdit={editTask}
              onView={viewTask}
              onProfile={onProfile}
            />
          ))}
        </Columns>
        <DragOverlay dropAnimation={null}>{activeTask ? <CardPreview task={activeTask} /> : null}</DragOverlay>
      </DndContext>
      <Status visuallyHidden>{notice}</Status>
    </Root>
  );
}
