export { KanbanBoard, type KanbanBoardProps } from './KanbanBoard.tsx';
export {
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
  type KanbanGroups,
  type PendingMove,
} from './kanban.ts';
