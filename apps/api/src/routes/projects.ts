// The construction dashboard: anyone reads it, only admins change the hospital's records.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  API_PATHS,
  PROJECT_STATUSES_UNDER_WAY,
  milestoneActualDate,
  milestoneSchema,
  projectItemsQuerySchema,
  projectSchema,
  projectStatsSchema,
  taskDateRangeSchema,
  taskDependencySchema,
  taskSchema,
  updateMilestoneSchema,
  updateTaskSchema,
  zodProblems,
} from '@hospital/contract';
import { updateAudited } from '../audit.ts';
import { toMilestone, toProject, toTask, toTaskDependency } from '../db/rows.ts';
import { milestones, projects, taskDependencies, tasks } from '../db/schema.ts';
import { changeAnswer, newRouter, type Services } from '../http/context.ts';
import { IdParams, apiRoute, json, jsonBody, noSuchRecord } from '../http/openapi.ts';

const Task = taskSchema.meta({ id: 'Task' });
const Milestone = milestoneSchema.meta({ id: 'Milestone' });

export function projectRoutes({ db }: Services) {
  const router = newRouter();

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.projects, summary: 'Construction projects', responses: { 200: json(projectSchema.meta({ id: 'Project' }).array()) } }),
    async (c) => c.json((await db.select().from(projects).orderBy(asc(projects.id))).map(toProject), 200),
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.projectStats, summary: 'Project totals', responses: { 200: json(projectStatsSchema.meta({ id: 'ProjectStats' })) } }),
    async (c) => {
      const [projectTotals] = await db
        .select({ totalProjects: count(), activeProjects: count(sql`CASE WHEN ${inArray(projects.status, [...PROJECT_STATUSES_UNDER_WAY])} THEN 1 END`) })
        .from(projects);
      const [taskTotals] = await db
        .select({ totalTasks: count(), completedTasks: count(sql`CASE WHEN ${tasks.status} = 'completed' THEN 1 END`) })
        .from(tasks);
      return c.json({ ...projectTotals!, ...taskTotals! }, 200);
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.tasks, summary: 'Tasks, optionally of one project', request: { query: projectItemsQuerySchema }, responses: { 200: json(Task.array()) } }),
    async (c) => {
      const { projectId } = c.req.valid('query');
      const rows = await db
        .select()
        .from(tasks)
        .where(projectId === undefined ? undefined : eq(tasks.projectId, projectId))
        .orderBy(asc(tasks.id));
      return c.json(rows.map(toTask), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.task('{id}'),
      summary: 'Change a task (the dialog, or a Kanban drop)',
      request: { params: IdParams, body: jsonBody(updateTaskSchema) },
      responses: { 200: json(Task), 404: noSuchRecord },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const user = c.get('user')!;
      const outcome = await updateAudited(db, c, {
        table: tasks,
        id,
        action: 'task.update',
        entity: 'task',
        show: toTask,
        change: (before) => {
          // The merged record's dates: a change of one date alone must still leave the task ending after it starts.
          const range = taskDateRangeSchema.safeParse({ startDate: change.startDate ?? before.startDate, endDate: change.endDate ?? before.endDate });
          if (!range.success) return { refused: zodProblems(range.error) };
          return { set: { ...change, updatedBy: change.updatedBy ?? user.username, updatedAt: new Date() } };
        },
      });
      return changeAnswer(c, outcome, toTask);
    },
  );

  router.openapi(
    apiRoute('anyone', {
      method: 'get',
      path: API_PATHS.taskDependencies,
      summary: 'Task dependencies, optionally of one project’s tasks',
      request: { query: projectItemsQuerySchema },
      responses: { 200: json(taskDependencySchema.meta({ id: 'TaskDependency' }).array()) },
    }),
    async (c) => {
      const { projectId } = c.req.valid('query');
      const inProject = db.select({ id: tasks.id }).from(tasks).where(eq(tasks.projectId, projectId ?? 0));
      const rows = await db
        .select()
        .from(taskDependencies)
        .where(projectId === undefined ? undefined : inArray(taskDependencies.taskId, inProject))
        .orderBy(asc(taskDependencies.id));
      return c.json(rows.map(toTaskDependency), 200);
    },
  );

  router.openapi(
    apiRoute('anyone', { method: 'get', path: API_PATHS.milestones, summary: 'Milestones, optionally of one project', request: { query: projectItemsQuerySchema }, responses: { 200: json(Milestone.array()) } }),
    async (c) => {
      const { projectId } = c.req.valid('query');
      const rows = await db
        .select()
        .from(milestones)
        .where(projectId === undefined ? undefined : eq(milestones.projectId, projectId))
        .orderBy(asc(milestones.id));
      return c.json(rows.map(toMilestone), 200);
    },
  );

  router.openapi(
    apiRoute('admin', {
      method: 'patch',
      path: API_PATHS.milestone('{id}'),
      summary: 'Change a milestone',
      request: { params: IdParams, body: jsonBody(updateMilestoneSchema) },
      responses: { 200: json(Milestone), 404: noSuchRecord },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const outcome = await updateAudited(db, c, {
        table: milestones,
        id,
        action: 'milestone.update',
        entity: 'milestone',
        show: toMilestone,
        change: (before) => ({ set: { ...change, actualDate: milestoneActualDate(change, before.actualDate) } }),
      });
      return changeAnswer(c, outcome, toMilestone);
    },
  );

  return router;
}
