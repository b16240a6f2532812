import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Task, TaskStatus } from '@hospital/contract';
import {
  applyMoves,
  columnTitle,
  groupTasksByStatus,
  kanbanAnnouncements,
  landingPosition,
  settleMoves,
  shareUnchangedTasks,
  statusChange,
  taskTitle,
  type KanbanGroups,
  type PendingMove,
} from './kanban.ts';

/** The board as it is shown now, for callbacks that must keep one identity (dnd-kit's announcements). */
export interface ShownBoard {
  shownTasks: readonly Task[];
  groups: KanbanGroups;
}

export interface TaskMoves extends ShownBoard {
  /** Read by stable callbacks; brought up to date after every render. */
  latest: RefObject<ShownBoard>;
  /** What the board last said about a move made from the menu, or a save that failed: for its status region. */
  notice: string;
  /** Shows the move at once and saves it; false when there was nothing to move. */
  move: (taskId: number, status: TaskStatus, via: 'drag' | 'menu') => boolean;
}

/**
 * Optimistic moves: a moved card shows in its new column at once, while `onMoveTask` saves it; if the save
 * fails it goes back, and the notice says so. A refetch brings new objects for every task; each unchanged one is
 * swapped for the object the board already has, so only the moved card and its two columns render again.
 */
export function useTaskMoves(tasks: readonly Task[], onMoveTask: (task: Task, status: TaskStatus) => Promise<unknown>): TaskMoves {
  // State adjusted during render, React's pattern for deriving from a previous value, so nothing renders twice.
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

  const latest = useRef({ stableTasks, shownTasks, groups, onMoveTask });
  useLayoutEffect(() => {
    latest.current = { stableTasks, shownTasks, groups, onMoveTask };
  });

  const [notice, setNotice] = useState('');

  const move = useCallback((taskId: number, status: TaskStatus, via: 'drag' | 'menu') => {
    const shown = latest.current.shownTasks.find((task) => task.id === taskId);
    const original = latest.current.stableTasks.find((task) => task.id === taskId);
    if (!shown || !original || !statusChange(shown, status)) return false;
    const from = shown.status;
    const at = landingPosition(latest.current.shownTasks, latest.current.groups[status], taskId);
    setMoves((current) => new Map(current).set(taskId, { status, settled: false }));
    const named = { id: taskId, title: taskTitle(shown) };
    // A drag is announced by dnd-kit's own live region; a menu choice is not.
    if (via === 'menu') setNotice(kanbanAnnouncements.dropped(named, from, status, at));
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
    return true;
  }, []);

  return { shownTasks, groups, latest, notice, move };
}
