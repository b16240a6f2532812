import { Profiler, memo, type KeyboardEvent, type MouseEvent, type ProfilerOnRenderCallback, type ReactNode, type TouchEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { Task, TaskStatus } from '@hospital/contract';
import { DropdownMenu } from '../../DropdownMenu/index.ts';
import { IconButton } from '../../IconButton/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { dateText } from '../../shared/dateText.ts';
import { PriorityBadge } from '../../StatusBadge/index.ts';
import { MoreIcon } from '../MoreIcon/index.ts';
import { parseMaterials } from '../TaskDetailDialog/index.ts';
import { KANBAN_COLUMNS, taskTitle } from './kanban.ts';
import { Body, Card, CardHeader, CardTitle, Handle, Line, MenuText, Meta, Muted, Preview } from './kanbanStyles.ts';

/** What a card can do, handed down from the board through its column. */
export interface CardActions {
  canEdit: boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onEdit: (task: Task) => void;
  onView: (task: Task) => void;
  onProfile: ProfilerOnRenderCallback | undefined;
}

/** `node` inside a React Profiler named `id` when the board is profiled; else `node` as it is. */
export function profiled(id: string, onProfile: ProfilerOnRenderCallback | undefined, node: ReactNode) {
  return onProfile ? (
    <Profiler id={id} onRender={onProfile}>
      {node}
    </Profiler>
  ) : (
    node
  );
}

/** One task's card: memoised on the task, so a move renders only the card that moved. */
export const KanbanCard = memo(function KanbanCard({ task, ...actions }: { task: Task } & CardActions) {
  return (
    <CardDragArea task={task} disabled={!actions.canEdit}>
      {profiled(`card:${task.id}`, actions.onProfile, <CardBody task={task} {...actions} />)}
    </CardDragArea>
  );
});

/** Ignores presses that start on the card's menu, so opening it never starts a drag. */
function fromMenu(event: MouseEvent | TouchEvent): boolean {
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
        onKeyDown={(event: KeyboardEvent) => listeners?.onKeyDown?.(event)}
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
export function CardPreview({ task }: { task: Task }) {
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
