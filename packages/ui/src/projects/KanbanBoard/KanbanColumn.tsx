import { memo, useId, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { Task, TaskStatus } from '@hospital/contract';
import { Skeleton } from '../../Skeleton/index.ts';
import { columnTitle } from './kanban.ts';
import { KanbanCard, profiled, type CardActions } from './KanbanCard.tsx';
import { CardList, Column, ColumnHeading, Count, EmptyColumn } from './kanbanStyles.ts';

/** One status column: its heading with the count, and its cards or, when it has none, where to drag them. */
export const KanbanColumn = memo(function KanbanColumn({ status, tasks, ...actions }: { status: TaskStatus; tasks: readonly Task[] } & CardActions) {
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

/** A column's place while the tasks load: placeholder cards, and no count or "No tasks" that would not be true yet. */
export function LoadingKanbanColumn() {
  return (
    <Column as="div" aria-hidden="true" data-part="loading-column">
      <Skeleton width="50%" />
      <Skeleton shape="block" height="6rem" />
      <Skeleton shape="block" height="6rem" />
    </Column>
  );
}
