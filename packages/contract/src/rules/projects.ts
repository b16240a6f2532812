// The project dashboard's rules: a milestone's completion date and the dashboard's totals.
import { hospitalToday } from './calendar.ts';
import type { ProjectStats } from '../schemas.ts';

/**
 * A milestone's actual date after a change: completing records the day it happened (on the hospital's calendar)
 * unless the change says which; reopening clears it, so the time text goes back to counting days to the target
 * instead of "Completed N days early".
 */
export function milestoneActualDate(
  change: { status?: string | undefined; actualDate?: string | null | undefined },
  current: string | null | undefined,
  today: string = hospitalToday(),
): string | null | undefined {
  if (change.actualDate !== undefined) return change.actualDate;
  if (change.status === 'completed') return current ?? today;
  if (change.status !== undefined) return null;
  return current;
}

/** Statuses of a project whose work is under way, counted as active on the dashboard. */
export const PROJECT_STATUSES_UNDER_WAY = ['active', 'in-progress'] as const;
const UNDER_WAY: ReadonlySet<string> = new Set(PROJECT_STATUSES_UNDER_WAY);

/**
 * The project dashboard's totals (`GET /api/project-stats`), from the projects and all their tasks: the mock and
 * the pre-render count them here; apps/api counts the same in SQL with PROJECT_STATUSES_UNDER_WAY.
 */
export function projectTotals(projects: readonly { status: string }[], tasks: readonly { status: string }[]): ProjectStats {
  return {
    totalProjects: projects.length,
    activeProjects: projects.filter((project) => UNDER_WAY.has(project.status)).length,
    totalTasks: tasks.length,
    completedTasks: tasks.filter((task) => task.status === 'completed').length,
  };
}
