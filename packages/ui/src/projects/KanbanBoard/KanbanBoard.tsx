import {
  Profiler,
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ProfilerOnRenderCallback,
  type ReactNode,
  type Ref,
  type TouchEvent as ReactTouchEvent,
} from 'react';
import styled from 'styled-components';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { TASK_STATUSES, type Task, type TaskStatus } from '@hospital/contract';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { PriorityBadge } from '../../StatusBadge/index.ts';
import type { LinkComponent } from '../../directory/ButtonLink/index.ts';
import { formatDateLabel, parseDayNumber } from '../../gantt/GanttChart/ganttTime.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { MoreIcon } from '../MoreIcon/index.ts';
import { SignInToEdit } from '../SignInToEdit/index.ts';
import { parseMaterials } from '../TaskDetailDialog/taskDetails.ts';
import {
  KANBAN_COLUMNS,
  KANBAN_INSTRUCTIONS,
  applyMoves,
  columnTitle,
  groupTasksByStatus,
  kanbanAnnouncements,
  landingPosition,
  positionIn,
  settleMoves,
  shareUnchangedTasks,
  statusChange,
  taskTitle,
  type PendingMove,
} from './kanban.ts';

export interface KanbanBoardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  tasks: readonly Task[];
  loading?: boolean;
  /** The tasks could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** False when no admin is signed in: dragging, Move to and Edit Task are disabled, with "Sign in to edit". */
  canEdit?: boolean;
  signInHref?: string;
  linkComponent?: LinkComponent;
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


const dateText = (value: string | null | undefined) => {
  const day = parseDayNumber(value);
  return Number.isNaN(day) ? '-' : formatDateLabel(day);
};

/** Arrow keys carry a lifted card to the next or previous column, whatever the layout (side by side or stacked). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const from = (context.over?.id ?? context.active?.data.current?.status) as TaskStatus | undefined;
  const next = TASK_STATUSES[(from ? TASK_STATUSES.indexOf(from) : 0) + step];
  const rect = next ? context.droppableRects.get(next) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + KEYBOARD_INSET_PX, y: rect.top + KEYBOARD_INSET_PX };
};
const KEYBOARD_INSET_PX = 8;

/**
 * The column under the pointer; for the keyboard (no pointer), the column under the lifted card's top corner,
 * which the arrow keys place just inside the chosen column.
 */
const columnCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const corner = { x: args.collisionRect.left + 2 * KEYBOARD_INSET_PX, y: args.collisionRect.top + 2 * KEYBOARD_INSET_PX };
  return pointerWithin({ ...args, pointerCoordinates: corner });
};

/**
 * The project's tasks in four columns (spec: Kanban view) with counts. Cards move between columns by mouse,
 * touch or keyboard (Space lifts, arrows choose a column, Space drops, Escape cancels), or with the card menu's
 * Move to; each move is announced to screen readers by card, column and position. A move shows at once and is
 * rolled back if the caller's save fails. Columns and cards are memoised on their tasks, so a move renders only
 * the moved card and its two columns.
 */
export function KanbanBoard({
  tasks,
  loading = false,
  error = false,
  onRetry,
  canEdit = true,
  signInHref,
  linkComponent,
  onMoveTask,
  onEditTask,
  onViewTask,
  onProfile,
  ref,
  ...rest
}: KanbanBoardProps) {
  // A refetch brings new objects for every task; keep the old object for each task that did not change.
  // (State adjusted during render, React's pattern for deriving from a previous value, so nothing renders twice.)
  const [shared, setShared] = useState({ input: tasks, output: tasks });
  let stableTasks = shared.output;
  if (shared.input !== tasks) {
    stableTasks = shareUnchangedTasks(shared.output, tasks);
    setShared({ input: tasks, output: stableTasks });
  }

  const [moves, setMoves] = useState<ReadonlyMap<number, PendingMove>>(() => new Map());
  // Once the refetched tasks carry a move, or after the server accepted it, the override has done its job.
  const [movesCheckedFor, setMovesCheckedFor] = useState(stableTasks);
  if (movesCheckedFor !== stableTasks) {
    setMovesCheckedFor(stableTasks);
    const settled = settleMoves(moves, stableTasks);
    if (settled !== moves) setMoves(settled);
  }
  const shownTasks = useMemo(() => applyMoves(stableTasks, moves), [stableTasks, moves]);

  const [grouped, setGrouped] = useState(() => ({ input: shownTasks, groups: groupTasksByStatus(shownTasks) }));
  let groups = grouped.groups;
  if (grouped.input !== shownTasks) {
    groups = groupTasksByStatus(shownTasks, grouped.groups);
    setGrouped({ input: shownTasks, groups });
  }

  const latest = useRef({ stableTasks, shownTasks, groups, onMoveTask, onEditTask, onViewTask });
  useLayoutEffect(() => {
    latest.current = { stableTasks, shownTasks, groups, onMoveTask, onEditTask, onViewTask };
  });

  const [notice, setNotice] = useState('');
  const rootRef = useRef<HTMLDivElement | null>(null);

  const move = useCallback((taskId: number, status: TaskStatus, via: 'drag' | 'menu') => {
    const shown = latest.current.shownTasks.find((task) => task.id === taskId);
    const original = latest.current.stableTasks.find((task) => task.id === taskId);
    if (!shown || !original || !statusChange(shown, status)) return;
    const from = shown.status;
    const at = landingPosition(latest.current.shownTasks, latest.current.groups[status], taskId);
    setMoves((current) => new Map(current).set(taskId, { status, settled: false }));
    const named = { id: taskId, title: taskTitle(shown) };
    if (via === 'menu') {
      setNotice(kanbanAnnouncements.dropped(named, from, status, at));
      // The card now lives in another column: keep the keyboard on it.
      requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[data-task-handle="${taskId}"]`)?.focus());
    }
    latest.current.onMoveTask(original, status).then(
      () =>
        setMoves((current) => {
          const pending = current.get(taskId);
          if (!pending || pending.status !== status) return current;
          const next = new Map(current);
          const arrived = latest.current.stableTasks.find((task) => task.id === taskId)?.status === status;
          if (arrived) next.delete(taskId);
          else next.set(taskId, { status, settled: true });
          return next;
        }),
      () => {
        setMoves((current) => {
          if (current.get(taskId)?.status !== status) return current;
          const next = new Map(current);
          next.delete(taskId);
          return next;
        });
        setNotice(`Task ${named.title} could not be moved. It is back in ${columnTitle(original.status)}.`);
      },
    );
  }, [setMoves, setNotice]);

  const moveFromMenu = useCallback((task: Task, status: TaskStatus) => move(task.id, status, 'menu'), [move]);
  const editTask = useCallback((task: Task) => latest.current.onEditTask(task), []);
  const viewTask = useCallback((task: Task) => latest.current.onViewTask(task), []);

  const [activeId, setActiveId] = useState<number | null>(null);
  const activeTask = activeId === null ? undefined : shownTasks.find((task) => task.id === activeId);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first, so a finger can still scroll the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  // The column last announced: the drag starts over the card's own column, which needs no second sentence.
  const lastOverRef = useRef<TaskStatus | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const describe = (id: UniqueIdentifier) => {
      const task = latest.current.shownTasks.find((candidate) => candidate.id === Number(id));
      return task ? { task, named: { id: task.id, title: taskTitle(task) } } : undefined;
    };
    const toColumn = (id: UniqueIdentifier | undefined) =>
      (TASK_STATUSES as readonly UniqueIdentifier[]).includes(id ?? '') ? (id as TaskStatus) : null;
    const place = (task: Task, column: TaskStatus | null) =>
      column === null || column === task.status
        ? positionIn(latest.current.groups[task.status], task.id)
        : landingPosition(latest.current.shownTasks, latest.current.groups[column], task.id);
    return {
      onDragStart: ({ active }) => {
        const found = describe(active.id);
        lastOverRef.current = found?.task.status ?? null;
        return found && kanbanAnnouncements.pickedUp(found.named, found.task.status, place(found.task, null));
      },
      onDragOver: ({ active, over }) => {
        const found = describe(active.id);
        const to = toColumn(over?.id);
        if (to === lastOverRef.current) return undefined;
        lastOverRef.current = to;
        return found && kanbanAnnouncements.over(found.named, found.task.status, to, place(found.task, to));
      },
      onDragEnd: ({ active, over }) => {
        const found = describe(active.id);
        const from = (active.data.current?.status as TaskStatus | undefined) ?? found?.task.status;
        const to = toColumn(over?.id);
        return found && from && kanbanAnnouncements.dropped(found.named, from, to, place(found.task, to));
      },
      onDragCancel: ({ active }) => {
        const found = describe(active.id);
        return found && kanbanAnnouncements.cancelled(found.named, found.task.status, place(found.task, null));
      },
    };
  }, []);

  const handleDragStart = useCallback((event: DragStartEvent) => setActiveId(Number(event.active.id)), []);
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

  if (error) {
    return (
      <div {...rest} ref={setRoot}>
        <ErrorState title="Unable to load tasks" description="Please try again later." onRetry={onRetry} />
      </div>
    );
  }

  return (
    <Root {...rest} ref={setRoot} aria-busy={loading || undefined}>
      {canEdit ? null : <SignInToEdit href={signInHref} linkComponent={linkComponent} />}
      {loading ? <LoadingText>Loading tasks...</LoadingText> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
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
      <VisuallyHidden role="status">{notice}</VisuallyHidden>
    </Root>
  );
}

interface CardActions {
  canEdit: boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onView: (task: Task) => void;
  onProfile: ProfilerOnRenderCallback | undefined;
}

function profiled(id: string, onProfile: ProfilerOnRenderCallback | undefined, node: ReactNode) {
  return onProfile ? (
    <Profiler id={id} onRender={onProfile}>
      {node}
    </Profiler>
  ) : (
    node
  );
}

const KanbanColumn = memo(function KanbanColumn({
  status,
  tasks,
  ...actions
}: { status: TaskStatus; tasks: readonly Task[] } & CardActions) {
  const headingId = useId();
  const title = columnTitle(status);
  return (
    <ColumnDropArea status={status} headingId={headingId}>
      {profiled(
        `column:${status}`,
        actions.onProfile,
        <>
          <ColumnHeading id={headingId} aria-label={`${title}, ${tasks.length === 1 ? '1 task' : `${tasks.length} tasks`}`}>
            {title}
            <Count aria-hidden="true">{tasks.length}</Count>
          </ColumnHeading>
          {tasks.length === 0 ? (
            <EmptyColumn>
              <strong>No tasks in {title}</strong>
              <span>Drag tasks here to update status</span>
            </EmptyColumn>
          ) : (
            <CardList>
              {tasks.map((task) => (
                <li key={task.id}>
                  <KanbanCard task={task} {...actions} />
                </li>
              ))}
            </CardList>
          )}
        </>,
      )}
    </ColumnDropArea>
  );
});

/** The drop target. dnd-kit re-renders it whenever a drag starts or ends; its children are the memoised column. */
function ColumnDropArea({ status, headingId, children }: { status: TaskStatus; headingId: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <Column ref={setNodeRef} aria-labelledby={headingId} data-over={isOver || undefined} data-status={status}>
      {children}
    </Column>
  );
}

const KanbanCard = memo(function KanbanCard({ task, ...actions }: { task: Task } & CardActions) {
  return (
    <CardDragArea task={task} disabled={!actions.canEdit}>
      {profiled(`card:${task.id}`, actions.onProfile, <CardBody task={task} {...actions} />)}
    </CardDragArea>
  );
});

/** Ignores presses that start on the card's menu, so opening it never starts a drag. */
function fromMenu(event: ReactMouseEvent | ReactTouchEvent): boolean {
  return event.target instanceof Element && event.target.closest('[data-no-drag]') !== null;
}

/**
 * The draggable card: the whole card answers the mouse and touch, the handle the keyboard. dnd-kit re-renders
 * this wrapper on every drag start and end; the card's content, passed in as children, does not.
 */
function CardDragArea({ task, disabled, children }: { task: Task; disabled: boolean; children: ReactNode }) {
  const title = taskTitle(task);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status },
    disabled,
    attributes: { roleDescription: 'draggable task' },
  });
  return (
    <Card
      ref={setNodeRef}
      data-dragging={isDragging || undefined}
      onMouseDown={(event) => {
        if (!fromMenu(event)) listeners?.onMouseDown?.(event);
      }}
      onTouchStart={(event) => {
        if (!fromMenu(event)) listeners?.onTouchStart?.(event);
      }}
    >
      <Handle
        ref={setActivatorNodeRef}
        {...attributes}
        aria-label={`Move ${title} (#${task.id})`}
        aria-disabled={disabled || undefined}
        data-task-handle={task.id}
        onKeyDown={(event: ReactKeyboardEvent) => listeners?.onKeyDown?.(event)}
      >
        <GripIcon />
      </Handle>
      {children}
    </Card>
  );
}

function CardBody({ task, canEdit, onMove, onEdit, onView }: { task: Task } & CardActions) {
  const title = taskTitle(task);
  const materials = parseMaterials(task.materials);
  return (
    <Body>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <span data-no-drag>
          <DropdownMenu align="end" trigger={<IconButton label={`Task actions for ${title} (#${task.id})`} icon={<MoreIcon />} size="sm" />}>
            <DropdownMenu.Item disabled={!canEdit} onSelect={() => onEdit(task)}>
              Edit Task
            </DropdownMenu.Item>
            <DropdownMenu.Item onSelect={() => onView(task)}>View Details</DropdownMenu.Item>
            <DropdownMenu.Item disabled tone="destructive" textValue="Delete Task">
              <MenuText>
                Delete Task
                <small>Not available yet</small>
              </MenuText>
            </DropdownMenu.Item>
            <DropdownMenu.Separator />
            <DropdownMenu.Label>Move to…</DropdownMenu.Label>
            <DropdownMenu.RadioGroup aria-label="Move to…" value={task.status} onValueChange={(value) => onMove(task, value as TaskStatus)}>
              {KANBAN_COLUMNS.map((column) => (
                <DropdownMenu.RadioItem key={column.status} value={column.status} disabled={!canEdit || column.status === task.status}>
                  {column.title}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu>
        </span>
      </CardHeader>
      {task.subActivity ? <Muted>{task.subActivity}</Muted> : null}
      <Meta>
        <PriorityBadge priority={task.priority} size="sm" />
        <Muted>#{task.id}</Muted>
      </Meta>
      <ProgressBar value={task.progress} size="sm" showValue aria-label={`Progress of ${title}`} />
      <Muted>
        {dateText(task.startDate)} to {dateText(task.endDate)}
      </Muted>
      {task.contractor ? <Line>Contractor: {task.contractor}</Line> : null}
      {task.location ? <Line>Location: {task.location}</Line> : null}
      {materials.length > 0 ? <Line>Materials: {materials.map((material) => material.name).join(', ')}</Line> : null}
    </Body>
  );
}

/** What follows the pointer while dragging: the card's name only, so no control is duplicated. */
function CardPreview({ task }: { task: Task }) {
  return (
    <Preview aria-hidden="true">
      <CardTitle as="span">{taskTitle(task)}</CardTitle>
      <Muted>#{task.id}</Muted>
    </Preview>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

/* Columns in a row share its height, so the whole height of a short column takes a drop. */
const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Column = styled.section`
  display: grid;
  gap: ${cssVar.space[3]};
  align-content: start;
  min-inline-size: 0;
  min-block-size: 10rem;
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thick} dashed transparent;
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surfaceMuted};
  transition: border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &[data-over] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
  }
`;

const ColumnHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  color: ${cssVar.color.text};
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.75rem;
  padding: 0 ${cssVar.space[2]};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surface};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  font-size: ${cssVar.font.size.sm};
`;

const EmptyColumn = styled.p`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding: ${cssVar.space[6]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} dashed ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  text-align: center;
  color: ${cssVar.color.textMuted};

  strong {
    color: ${cssVar.color.text};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

const CardList = styled.ul`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  cursor: grab;
  touch-action: manipulation;

  &[data-dragging] {
    opacity: 0.4;
  }
`;

const Handle = styled.div`
  align-self: start;
  display: grid;
  place-items: center;
  inline-size: 1.5rem;
  min-block-size: ${cssVar.size.control.sm};
  border-radius: ${cssVar.radius.sm};
  color: ${cssVar.color.textMuted};
  cursor: grab;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
    color: ${cssVar.color.brand};
  }

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }

  svg {
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
  min-inline-size: 0;
`;

const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

const CardTitle = styled.h4`
  margin: 0;
  padding-block-start: ${cssVar.space[1]};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
`;

const Muted = styled.span`
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
  overflow-wrap: anywhere;
`;

const Line = styled.span`
  font-size: ${cssVar.font.size.sm};
  overflow-wrap: anywhere;
`;

const MenuText = styled.span`
  display: grid;

  small {
    font-size: ${cssVar.font.size.sm};
    color: ${cssVar.color.textMuted};
  }
`;

const Preview = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.lg};
  cursor: grabbing;
`;
