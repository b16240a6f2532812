// The departments and the project dashboard: anyone reads them; only admins change the hospital's project records.
// (Doctors are routes/doctors.ts.)
import type { Router } from 'express';
import {
  API_PATHS,
  apiError,
  milestoneActualDate,
  noQuerySchema,
  projectItemsQuerySchema,
  projectTotals,
  taskDateRangeSchema,
  updateMilestoneSchema,
  updateTaskSchema,
  zodProblems,
} from '@hospital/contract';
import { ID, NOT_FOUND, currentUser, parseBody, requireAdmin, sendError, validQuery, type MockData } from '../http.ts';

export function directoryAndProjectRoutes(api: Router, { state, forward, findById }: MockData): void {
  api.get(API_PATHS.departments, validQuery(noQuerySchema), forward('departments'));

  api.get(API_PATHS.projects, validQuery(noQuerySchema), forward('projects'));
  api.get(API_PATHS.projectStats, validQuery(noQuerySchema), (_req, res) => {
    const { projects, tasks } = state();
    res.json(projectTotals(projects, tasks));
  });

  api.get(API_PATHS.tasks, validQuery(projectItemsQuerySchema), forward('tasks'));
  api.patch(API_PATHS.task(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateTaskSchema, req, res);
    if (!input) return;
    const task = findById('tasks', req.params.id);
    if (!task) return sendError(res, 404, NOT_FOUND);
    // The merged record's dates: a change of one date alone must still leave the task ending after it starts.
    const range = taskDateRangeSchema.safeParse({ startDate: input.startDate ?? task.startDate, endDate: input.endDate ?? task.endDate });
    if (!range.success) return sendError(res, 400, apiError('validationFailed', zodProblems(range.error)));
    req.body = { ...input, updatedBy: input.updatedBy ?? currentUser(res)!.username, updatedAt: new Date().toISOString() };
    forward('tasks')(req, res, next);
  });

  api.get(API_PATHS.taskDependencies, validQuery(projectItemsQuerySchema), (req, res) => {
    const { tasks, task_dependencies: dependencies } = state();
    const projectId = req.query.projectId === undefined ? undefined : Number(req.query.projectId);
    if (projectId === undefined) return res.json(dependencies);
    const inProject = new Set(tasks.filter((t) => t.projectId === projectId).map((t) => t.id));
    res.json(dependencies.filter((d) => inProject.has(d.taskId)));
  });

  api.get(API_PATHS.milestones, validQuery(projectItemsQuerySchema), forward('milestones'));
  api.patch(API_PATHS.milestone(ID), validQuery(noQuerySchema), requireAdmin, (req, res, next) => {
    const input = parseBody(updateMilestoneSchema, req, res);
    if (!input) return;
    const milestone = findById('milestones', req.params.id);
    if (!milestone) return sendError(res, 404, NOT_FOUND);
    const actualDate = milestoneActualDate(input, milestone.actualDate);
    req.body = actualDate === undefined ? input : { ...input, actualDate };
    forward('milestones')(req, res, next);
  });
}
