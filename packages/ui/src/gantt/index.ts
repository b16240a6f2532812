// The gantt widgets of the design system; each folder here is one component.
export * from './GanttChart/index.ts';
