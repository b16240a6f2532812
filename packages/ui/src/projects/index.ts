// The projects widgets of the design system; each folder here is one component.
export * from './SignInToEdit/index.ts';
export * from './MilestonesTable/index.ts';
export * from './TaskDetailDialog/index.ts';
export * from './KanbanBoard/index.ts';
export * from './ProjectOverview/index.ts';
