// Which project and which tab the dashboard shows, kept in the URL (?project=2&view=kanban) so a reload or a
// shared link returns to the same place.

export const PROJECT_VIEWS = [
  { value: 'gantt', label: 'Gantt Chart' },
  { value: 'kanban', label: 'Kanban Board' },
  { value: 'milestones', label: 'Milestones' },
] as const;

export type ProjectView = (typeof PROJECT_VIEWS)[number]['value'];

export const PROJECT_PARAM = 'project';
export const VIEW_PARAM = 'view';

/** The project id in the URL, or null when it is missing or not a whole positive number. */
export function parseProjectId(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The tab a `?view=` value names; anything else is the Gantt chart, the first tab. */
export function parseProjectView(value: string | null): ProjectView {
  return PROJECT_VIEWS.find((view) => view.value === value)?.value ?? 'gantt';
}

/** The query string with the project and view set, keeping any other parameters. */
export function withProjectView(search: URLSearchParams, projectId: number, view: ProjectView): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(PROJECT_PARAM, String(projectId));
  next.set(VIEW_PARAM, view);
  return next;
}
