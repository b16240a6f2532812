// The construction dashboard: anyone reads it, only admins change the hospital's records.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  API_PATHS,
  fieldErrors,
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
} from '@hospital/contract';
import { recordAudit } from '../audit.ts';
import type { Db } from '../db/client.ts';
import { toMilestone, toProject, toTask, toTaskDependency } from '../db/rows.ts';
import { milestones, projects, taskDependencies, tasks } from '../db/schema.ts';
import { newRouter, sendError, type Services } from '../http/context.ts';
import { IdParams, apiRoute, errorAnswer, json, jsonBody } from '../http/openapi.ts';

const Task = taskSchema.meta({ id: 'Task' });
const Milestone = milestoneSchema.meta({ id: 'Milestone' });
const missing = errorAnswer('No such record');

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
        .select({ totalProjects: count(), activeProjects: count(sql`CASE WHEN ${projects.status} IN ('active', 'in-progress') THEN 1 END`) })
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
      responses: { 200: json(Task), 404: missing },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const user = c.get('user')!;
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
        if (!before) return { status: 404 as const };
        const range = taskDateRangeSchema.safeParse({ startDate: change.startDate ?? before.startDate, endDate: change.endDate ?? before.endDate });
        if (!range.success) return { status: 400 as const, fields: fieldErrors(range.error) };
        const [after] = await tx
          .update(tasks)
          .set({ ...change, updatedBy: change.updatedBy ?? user.username, updatedAt: new Date() })
          .where(eq(tasks.id, id))
          .returning();
        await recordAudit(tx as unknown as Db, c, { action: 'task.update', entity: 'task', entityId: id, before: toTask(before), after: toTask(after!) });
        return { status: 200 as const, task: after! };
      });
      if (result.status === 404) return sendError(c, 404, { message: API_MESSAGES.notFound });
      if (result.status === 400) return sendError(c, 400, { message: API_MESSAGES.validationFailed, fields: result.fields });
      return c.json(toTask(result.task), 200);
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
      responses: { 200: json(Milestone), 404: missing },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(milestones).where(eq(milestones.id, id)).for('update');
        if (!before) return undefined;
        const actualDate = milestoneActualDate(change, before.actualDate);
        const [after] = await tx
          .update(milestones)
          .set({ ...change, actualDate })
          .where(eq(milestones.id, id))
          .returning();
        await recordAudit(tx as unknown as Db, c, { action: 'milestone.update', entity: 'milestone', entityId: id, before: toMilestone(before), after: toMilestone(after!) });
        return after;
      });
      if (!result) return sendError(c, 404, { message: API_MESSAGES.notFound });
      return c.json(toMilestone(result), 200);
    },
  );

  return router;
}
