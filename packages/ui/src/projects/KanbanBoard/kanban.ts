import { TASK_STATUSES, type Task, type TaskStatus } from '@hospital/contract';
import { statusLabel } from '../../StatusBadge/index.ts';

/** The board's columns in order (spec: Pending, In Progress, Completed, Cancelled). */
export const KANBAN_COLUMNS: readonly { status: TaskStatus; title: string }[] = TASK_STATUSES.map((status) => ({
  status,
  title: statusLabel(status),
}));

export function columnTitle(status: TaskStatus): string {
  return statusLabel(status);
}

export type KanbanGroups = Readonly<Record<TaskStatus, readonly Task[]>>;

const sameItems = (a: readonly Task[], b: readonly Task[]) => a.length === b.length && a.every((task, i) => task === b[i]);

/**
 * The tasks of each column, in the order they came. A column whose tasks are the very same objects as in
 * `previous` keeps its previous array, so a memoised column whose tasks did not change does not render again.
 * A status the board does not know goes to Pending rather than vanishing.
 */
export function groupTasksByStatus(tasks: readonly Task[], previous?: KanbanGroups): KanbanGroups {
  const groups = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as Task[]])) as Record<TaskStatus, Task[]>;
  for (const task of tasks) (groups[task.status] ?? groups.pending).push(task);
  if (!previous) return groups;
  let unchanged = true;
  for (const status of TASK_STATUSES) {
    if (sameItems(groups[status], previous[status])) groups[status] = previous[status] as Task[];
    else unchanged = false;
  }
  return unchanged ? previous : groups;
}

/**
 * A drop or a "Move to…" choice as the change to send: only the status, and nothing when the task is already in
 * that column (a drop on the same column does nothing).
 */
export function statusChange(task: Pick<Task, 'status'>, target: TaskStatus | null | undefined): { status: TaskStatus } | null {
  if (!target || !(TASK_STATUSES as readonly string[]).includes(target) || target === task.status) return null;
  return { status: target };
}

const FIELDS_COMPARED_AS_JSON = new Set(['hierarchy', 'materials']);

function sameTask(a: Task, b: Task): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const x = a[key as keyof Task];
    const y = b[key as keyof Task];
    if (x === y) continue;
    if (FIELDS_COMPARED_AS_JSON.has(key) && JSON.stringify(x) === JSON.stringify(y)) continue;
    return false;
  }
  return true;
}

/**
 * Structural sharing: each task equal in value to one in `previous` is replaced by that same object. A refetch
 * after a move brings every task as a new object; with this, only the task that changed renders again.
 */
export function shareUnchangedTasks(previous: readonly Task[], next: readonly Task[]): readonly Task[] {
  if (previous === next) return next;
  const byId = new Map(previous.map((task) => [task.id, task]));
  let reused = 0;
  const shared = next.map((task) => {
    const old = byId.get(task.id);
    if (old && sameTask(old, task)) {
      reused += 1;
      return old;
    }
    return task;
  });
  return reused === next.length && next.length === previous.length && shared.every((t, i) => t === previous[i]) ? previous : shared;
}

/** How a card is named to people: its activity, else its name (spec: "activity or name"). */
export function taskTitle(task: Pick<Task, 'activity' | 'name'>): string {
  const activity = task.activity?.trim();
  return activity ? activity : task.name;
}

/** Where a task sits in a column: 1-based position and the column's size, as read out while dragging. */
export function positionIn(column: readonly Pick<Task, 'id'>[], taskId: number): { position: number; of: number } {
  return { position: column.findIndex((task) => task.id === taskId) + 1, of: column.length };
}

/**
 * Where the task would land in another column: columns keep the tasks' list order, so its place is among
 * the tasks before it in `order`. Returns the 1-based position and the column's size with it.
 */
export function landingPosition(order: readonly Pick<Task, 'id'>[], column: readonly Pick<Task, 'id'>[], taskId: number) {
  const rank = new Map(order.map((task, i) => [task.id, i]));
  const mine = rank.get(taskId) ?? Number.POSITIVE_INFINITY;
  const others = column.filter((task) => task.id !== taskId);
  const before = others.filter((task) => (rank.get(task.id) ?? Number.POSITIVE_INFINITY) < mine).length;
  return { position: before + 1, of: others.length + 1 };
}

export interface KanbanAnnouncementTask {
  id: number;
  title: string;
}

/** The words a screen reader hears while a card moves; pure, so each sentence is tested. */
export const kanbanAnnouncements = {
  pickedUp: (task: KanbanAnnouncementTask, column: TaskStatus, at: { position: number; of: number }) =>
    `Picked up task ${task.title} (#${task.id}) in ${columnTitle(column)}, position ${at.position} of ${at.of}.`,
  over: (task: KanbanAnnouncementTask, from: TaskStatus, to: TaskStatus | null, at: { position: number; of: number }) => {
    if (to === null) return `Task ${task.title} is not over a column.`;
    if (to === from) return `Task ${task.title} is back over ${columnTitle(from)}, position ${at.position} of ${at.of}.`;
    return `Task ${task.title} is over ${columnTitle(to)}, position ${at.position} of ${at.of}.`;
  },
  dropped: (task: KanbanAnnouncementTask, from: TaskStatus, to: TaskStatus | null, at: { position: number; of: number }) => {
    if (to === null) return `Task ${task.title} was not dropped on a column. It stays in ${columnTitle(from)}.`;
    if (to === from) return `Task ${task.title} was dropped back in ${columnTitle(from)}. Its status is unchanged.`;
    return `Task ${task.title} dropped in ${columnTitle(to)}, position ${at.position} of ${at.of}.`;
  },
  cancelled: (task: KanbanAnnouncementTask, from: TaskStatus, at: { position: number; of: number }) =>
    `Moving task ${task.title} was cancelled. It stays in ${columnTitle(from)}, position ${at.position} of ${at.of}.`,
};

export const KANBAN_INSTRUCTIONS =
  'To move a task to another column, press Space on its handle to lift it, use the arrow keys to choose a column, ' +
  'and press Space again to drop it there, or Escape to cancel. The card menu also has Move to.';

/** A move shown before the server has it: the card's new column, and whether the server has accepted it. */
export interface PendingMove {
  status: TaskStatus;
  /** Accepted: the override goes once the refetched tasks arrive. */
  settled: boolean;
}

// One copy per task and column, so showing the same pending move again reuses the same object (no re-render).
const movedCopies = new WeakMap<Task, Map<TaskStatus, Task>>();

/** The tasks as the board shows them: each pending move applied over the task the caller gave. */
export function applyMoves(tasks: readonly Task[], moves: ReadonlyMap<number, PendingMove>): readonly Task[] {
  if (moves.size === 0) return tasks;
  return tasks.map((task) => {
    const move = moves.get(task.id);
    if (!move || move.status === task.status) return task;
    let copies = movedCopies.get(task);
    if (!copies) movedCopies.set(task, (copies = new Map()));
    let copy = copies.get(move.status);
    if (!copy) copies.set(move.status, (copy = { ...task, status: move.status }));
    return copy;
  });
}

/**
 * The pending moves still needed after new tasks arrive: a move the tasks now carry, a move the server accepted
 * (the tasks are the refetch), and a move of a task that is gone are dropped. The same map when nothing changes.
 */
export function settleMoves(moves: ReadonlyMap<number, PendingMove>, tasks: readonly Task[]): ReadonlyMap<number, PendingMove> {
  if (moves.size === 0) return moves;
  const next = new Map(moves);
  for (const [id, move] of moves) {
    const task = tasks.find((candidate) => candidate.id === id);
    if (move.settled || !task || task.status === move.status) next.delete(id);
  }
  return next.size === moves.size ? moves : next;
}
