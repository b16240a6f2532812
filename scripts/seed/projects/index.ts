import type { Database, Milestone, Project, Task, TaskDependency } from '@hospital/contract';
import { addDays, daysBetween, hospitalInstant as ist } from '@hospital/contract';
import { ANCHOR, hhmm } from '../clock.ts';
import { Rng } from '../random.ts';
import { ICU_WING } from './icuWing.ts';
import { OT_COMPLEX } from './otComplex.ts';
import type { TaskRow } from './plan.ts';
import { SOLAR_AND_WATER } from './solarAndWater.ts';

// Hierarchy and materials come in the mixed shapes the real database holds: mostly
// objects and arrays, some JSON strings, and one unparseable string the UI must treat as
// empty. Keep those variants when editing.
const PROJECTS = [ICU_WING, OT_COMPLEX, SOLAR_AND_WATER];

/** Inclusive calendar days: a task planned for 1 to 14 June lasts 14 days. */
export const durationOf = (start: string, end: string): number => daysBetween(start, end) + 1;

/** A summary task's progress (isParent) is rolled up from its children afterwards. */
function defaultProgress(row: TaskRow, isParent: boolean): number {
  if (row.status === 'completed') return 100;
  if (row.status === 'pending' || isParent) return 0;
  if (row.progress === undefined) throw new Error(`Task "${row.key}" (${row.status}) needs an explicit progress`);
  return row.progress;
}

/** Quantities used so far: about what the progress implies, with some over- and under-use. */
function actualQty(rng: Rng, planned: number, progress: number, unit: string): number {
  if (progress === 0) return 0;
  const spread = progress === 100 ? rng.int(96, 106) : rng.int(90, 110);
  const qty = (planned * progress * spread) / 10_000;
  // Tonnes are counted to one decimal place; everything else is whole units.
  return unit === 'MT' ? Math.round(qty * 10) / 10 : Math.max(1, Math.round(qty));
}

export function makeProjects(): Pick<Database, 'projects' | 'tasks' | 'milestones' | 'task_dependencies'> {
  const rng = new Rng('projects');
  const projects: Project[] = [];
  const tasks: Task[] = [];
  const milestones: Milestone[] = [];
  const taskDependencies: TaskDependency[] = [];

  for (const plan of PROJECTS) {
    const projectId = projects.length + 1;
    const idOf = new Map<string, number>();
    plan.tasks.forEach((row, index) => idOf.set(row.key, tasks.length + index + 1));
    const lookup = (key: string): number => {
      const id = idOf.get(key);
      if (id === undefined) throw new Error(`${plan.name}: unknown task key "${key}"`);
      return id;
    };

    const projectTasks = plan.tasks.map((row, index): Task => {
      const progress = defaultProgress(row, plan.tasks.some((child) => child.parent === row.key));
      const materials = row.materials.map(([name, plannedQty, unit]) => ({ name, plannedQty, actualQty: actualQty(rng, plannedQty, progress, unit), unit }));
      // The whole plan was entered on the day the project was set up, a minute apart.
      const createdAt = new Date(Date.parse(plan.createdAt) + index * 60_000).toISOString();
      let updatedAt = createdAt;
      if (row.status === 'completed') updatedAt = ist(row.actual![1]!, '18:30');
      else if (row.status === 'cancelled') updatedAt = ist(row.cancelledOn!, '16:00');
      else if (row.status === 'in-progress') updatedAt = ist(addDays(ANCHOR, -rng.int(0, 3)), hhmm(rng.int(10 * 60, 18 * 60)));
      return {
        id: lookup(row.key),
        projectId,
        parentId: row.parent ? lookup(row.parent) : null,
        name: row.name,
        description: row.description,
        activity: row.activity,
        subActivity: row.subActivity,
        startDate: row.start,
        endDate: row.end,
        actualStartDate: row.actual?.[0] ?? null,
        actualEndDate: row.actual?.[1] ?? null,
        duration: durationOf(row.start, row.end),
        progress,
        status: row.status,
        priority: row.priority,
        assigneeId: row.assigneeId,
        contractor: row.contractor,
        location: row.location,
        hierarchy: row.hierarchy,
        materials: row.materialsAsJson ? JSON.stringify(materials) : materials,
        photoUrl: row.photo ? `/images/tasks/${row.photo}.svg` : null,
        notes: row.notes ?? null,
        updatedBy: plan.engineer,
        createdAt,
        updatedAt,
      };
    });

    // A summary task's progress is its children's, weighted by planned duration.
    for (const parent of projectTasks) {
      const children = projectTasks.filter((t) => t.parentId === parent.id && t.status !== 'cancelled');
      if (children.length === 0 || parent.status === 'completed') continue;
      const days = children.reduce((sum, t) => sum + t.duration, 0);
      parent.progress = Math.round(children.reduce((sum, t) => sum + t.progress * t.duration, 0) / days);
    }

    // Project progress: top-level, non-cancelled tasks weighted by planned duration.
    const topLevel = projectTasks.filter((t) => t.parentId === null && t.status !== 'cancelled');
    const totalDays = topLevel.reduce((sum, t) => sum + t.duration, 0);
    projects.push({
      id: projectId,
      name: plan.name,
      description: plan.description,
      startDate: plan.start,
      endDate: plan.end,
      status: plan.status,
      progress: Math.round(topLevel.reduce((sum, t) => sum + t.progress * t.duration, 0) / totalDays),
      priority: plan.priority,
      managerId: 1,
      createdAt: plan.createdAt,
    });
    tasks.push(...projectTasks);

    for (const [task, dependsOn] of plan.dependencies) {
      taskDependencies.push({ id: taskDependencies.length + 1, taskId: lookup(task), dependsOnTaskId: lookup(dependsOn), type: 'finish-to-start' });
    }
    for (const m of plan.milestones) {
      milestones.push({
        id: milestones.length + 1,
        projectId,
        name: m.name,
        description: m.description,
        targetDate: m.target,
        actualDate: m.actual ?? null,
        status: m.status,
        // Every milestone belongs to the admin, the only staff account in the seed.
        ownerId: 1,
        createdAt: plan.createdAt,
      });
    }
  }
  return { projects, tasks, milestones, task_dependencies: taskDependencies };
}
