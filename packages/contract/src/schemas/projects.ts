// Projects, tasks, milestones and task dependencies.
import { z } from 'zod';
import { DEFAULTS, DEPENDENCY_TYPES, MILESTONE_STATUSES, PRIORITIES, PROJECT_STATUSES, TASK_STATUSES } from '../constants.ts';
import { FIELD_CODES } from '../errorCodes.ts';
import { calendarDateSchema, idSchema, imageUrlSchema, lineText, requiredText, timestampSchema } from './common.ts';

const progressSchema = z.int().min(0, 'Must be 0 to 100').max(100, 'Must be 0 to 100');

const projectFields = {
  name: requiredText(200),
  description: z.string().nullable().optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  status: lineText().min(1),
  progress: progressSchema,
  priority: z.enum(PRIORITIES),
  managerId: idSchema.nullable().optional(),
};

export const insertProjectSchema = z.object({
  ...projectFields,
  status: projectFields.status.default(DEFAULTS.projectStatus),
  progress: progressSchema.default(DEFAULTS.projectProgress),
  priority: projectFields.priority.default(DEFAULTS.projectPriority),
});
export type InsertProject = z.infer<typeof insertProjectSchema>;

/** Projects may carry statuses beyond the known ones; the dashboard draws those grey. */
export const projectSchema = z.object({ ...projectFields, id: idSchema, createdAt: timestampSchema });
export type Project = z.infer<typeof projectSchema>;
export const knownProjectStatusSchema = z.enum(PROJECT_STATUSES);

export const materialSchema = z.object({
  name: lineText(),
  plannedQty: z.number().nullable().optional(),
  actualQty: z.number().nullable().optional(),
  unit: lineText().nullable().optional(),
});
export type Material = z.infer<typeof materialSchema>;

/** Levels as an object or array, or either as a JSON string (unparseable strings read as empty). */
export const hierarchySchema = z.union([z.record(z.string(), z.string()), z.array(z.string()), z.string()]);
/** Materials as an array or a JSON string of one (unparseable strings read as empty). */
export const materialsSchema = z.union([z.array(materialSchema), z.string()]);

const taskFields = {
  projectId: idSchema,
  parentId: idSchema.nullable().optional(),
  name: requiredText(200),
  description: z.string().nullable().optional(),
  activity: lineText().nullable().optional(),
  subActivity: lineText().nullable().optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  actualStartDate: calendarDateSchema.nullable().optional(),
  actualEndDate: calendarDateSchema.nullable().optional(),
  duration: z.int().min(1, 'Must be at least 1'),
  progress: progressSchema,
  status: z.enum(TASK_STATUSES, { error: `Must be one of: ${TASK_STATUSES.join(', ')}` }),
  priority: z.enum(PRIORITIES, { error: `Must be one of: ${PRIORITIES.join(', ')}` }),
  assigneeId: idSchema.nullable().optional(),
  contractor: lineText().nullable().optional(),
  location: lineText().nullable().optional(),
  hierarchy: hierarchySchema.nullable().optional(),
  materials: materialsSchema.nullable().optional(),
  photoUrl: imageUrlSchema.nullable().optional(),
  notes: z.string().nullable().optional(),
  updatedBy: lineText().nullable().optional(),
};

export const insertTaskSchema = z.object({
  ...taskFields,
  duration: taskFields.duration.default(DEFAULTS.taskDuration),
  progress: progressSchema.default(DEFAULTS.taskProgress),
  status: taskFields.status.default(DEFAULTS.taskStatus),
  priority: taskFields.priority.default(DEFAULTS.taskPriority),
});
export type InsertTask = z.infer<typeof insertTaskSchema>;

/** The one rule on a task's dates: it cannot end before it starts. */
function endsBeforeStart(range: { startDate?: string | undefined; endDate?: string | undefined }): boolean {
  return range.startDate !== undefined && range.endDate !== undefined && range.endDate < range.startDate;
}
const END_BEFORE_START = { message: 'End date must not be before the start date', path: ['endDate'], params: { code: FIELD_CODES.endBeforeStart } };

/** A task's dates as stored after a change: the servers check the merged record with this. */
export const taskDateRangeSchema = z
  .object({ startDate: calendarDateSchema, endDate: calendarDateSchema })
  .refine((range) => !endsBeforeStart(range), END_BEFORE_START);

/** What the task dialog or a Kanban drop may change; a task never moves to another project. */
export const updateTaskSchema = z
  .object(taskFields)
  .omit({ projectId: true })
  .partial()
  .refine((change) => !endsBeforeStart(change), END_BEFORE_START);
export type UpdateTask = z.infer<typeof updateTaskSchema>;

export const taskSchema = z.object({
  ...taskFields,
  id: idSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Task = z.infer<typeof taskSchema>;

const milestoneFields = {
  projectId: idSchema,
  name: requiredText(200),
  description: z.string().nullable().optional(),
  targetDate: calendarDateSchema,
  actualDate: calendarDateSchema.nullable().optional(),
  status: z.enum(MILESTONE_STATUSES, { error: `Must be one of: ${MILESTONE_STATUSES.join(', ')}` }),
  ownerId: idSchema.nullable().optional(),
};

export const insertMilestoneSchema = z.object({
  ...milestoneFields,
  status: milestoneFields.status.default(DEFAULTS.milestoneStatus),
});
export type InsertMilestone = z.infer<typeof insertMilestoneSchema>;
export const updateMilestoneSchema = z.object(milestoneFields).omit({ projectId: true }).partial();
export type UpdateMilestone = z.infer<typeof updateMilestoneSchema>;

export const milestoneSchema = z.object({ ...milestoneFields, id: idSchema, createdAt: timestampSchema });
export type Milestone = z.infer<typeof milestoneSchema>;

export const insertTaskDependencySchema = z.object({
  taskId: idSchema,
  dependsOnTaskId: idSchema,
  type: z.enum(DEPENDENCY_TYPES).default(DEFAULTS.dependencyType),
});
export type InsertTaskDependency = z.infer<typeof insertTaskDependencySchema>;
export const taskDependencySchema = insertTaskDependencySchema.extend({ id: idSchema });
export type TaskDependency = z.infer<typeof taskDependencySchema>;
