// Story and test fixtures of the project widgets, read from the seed (db.json, anchored at 2026-11-25) rather than
// copied from it: the seed's three projects, and the first project's tasks and milestones. The seed is a
// committed file, so the stories stay the same from run to run; parsing it with the contract's schemas types it
// and fails the stories loudly if the seed ever drifts from the contract.
import { milestoneSchema, projectSchema, taskSchema, type Milestone, type Project, type ProjectStats, type Task } from '@hospital/contract';
import seed from '../../../../db.json' with { type: 'json' };

/** The project whose tasks and milestones the stories show: the new ICU wing. */
const FIXTURE_PROJECT_ID = 1;

/** The day the fixtures are drawn on, so stories and tests do not depend on the clock. */
export const fixtureTodayData = new Date(2026, 10, 25);

export const projectsData: Project[] = projectSchema.array().parse(seed.projects);

export const tasksData: Task[] = taskSchema.array().parse(seed.tasks.filter((task) => task.projectId === FIXTURE_PROJECT_ID));

/** One task with every section filled: materials as a JSON string, the hierarchy as an object. */
export const taskData: Task = tasksData.find((task) => task.id === 6)!;

export const milestonesData: Milestone[] = milestoneSchema
  .array()
  .parse(seed.milestones.filter((milestone) => milestone.projectId === FIXTURE_PROJECT_ID));

/** The dashboard's figures for the whole seed, counted as the server counts them. */
export const projectStatsData: ProjectStats = {
  totalProjects: seed.projects.length,
  activeProjects: seed.projects.filter((project) => project.status === 'active' || project.status === 'in-progress').length,
  totalTasks: seed.tasks.length,
  completedTasks: seed.tasks.filter((task) => task.status === 'completed').length,
};
