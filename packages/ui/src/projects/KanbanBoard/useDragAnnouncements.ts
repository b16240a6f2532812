import { useMemo, useRef, type RefObject } from 'react';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { TASK_STATUSES, type Task, type TaskStatus } from '@hospital/contract';
import { kanbanAnnouncements, landingPosition, positionIn, taskTitle } from './kanban.ts';
import type { ShownBoard } from './useTaskMoves.ts';

/**
 * What dnd-kit's live region says while a card is dragged: picked up, over a column, dropped, cancelled, each
 * with the card's name and its position in the column. One object for the board's life, reading the board
 * through `latest`, so dnd-kit never sees it change.
 */
export function useDragAnnouncements(latest: RefObject<ShownBoard>): Announcements {
  // The column last announced: the drag starts over the card's own column, which needs no second sentence.
  const lastOverRef = useRef<TaskStatus | null>(null);
  return useMemo<Announcements>(() => {
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
  }, [latest]);
}
