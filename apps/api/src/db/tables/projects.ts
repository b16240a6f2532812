// The construction dashboard: projects, their tasks and milestones, and which task waits on which.
import { date, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DEPENDENCY_TYPES, MILESTONE_STATUSES, PRIORITIES, TASK_STATUSES } from '@hospital/contract';
import { createdAt } from './columns.ts';

export const taskStatus = pgEnum('task_status', TASK_STATUSES);
export const priority = pgEnum('priority', PRIORITIES);
export const milestoneStatus = pgEnum('milestone_status', MILESTONE_STATUSES);
export const dependencyType = pgEnum('dependency_type', DEPENDENCY_TYPES);

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  // Free text: projects may carry statuses beyond the known ones (the dashboard draws those grey).
  status: text('status').notNull().default('active'),
  progress: integer('progress').notNull().default(0),
  priority: priority('priority').notNull().default('medium'),
  managerId: integer('manager_id'),
  createdAt: createdAt(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    description: text('description'),
    activity: text('activity'),
    subActivity: text('sub_activity'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    actualStartDate: date('actual_start_date', { mode: 'string' }),
    actualEndDate: date('actual_end_date', { mode: 'string' }),
    duration: integer('duration').notNull().default(1),
    progress: integer('progress').notNull().default(0),
    status: taskStatus('status').notNull().default('pending'),
    priority: priority('priority').notNull().default('medium'),
    assigneeId: integer('assignee_id'),
    contractor: text('contractor'),
    location: text('location'),
    // Levels and materials arrive as JSON or as a JSON string; jsonb keeps either as given.
    hierarchy: jsonb('hierarchy'),
    materials: jsonb('materials'),
    photoUrl: text('photo_url'),
    notes: text('notes'),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('tasks_project_idx').on(table.projectId)],
);

export const milestones = pgTable(
  'milestones',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    actualDate: date('actual_date', { mode: 'string' }),
    status: milestoneStatus('status').notNull().default('pending'),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (table) => [index('milestones_project_idx').on(table.projectId)],
);

export const taskDependencies = pgTable(
  'task_dependencies',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id),
    dependsOnTaskId: integer('depends_on_task_id')
      .notNull()
      .references(() => tasks.id),
    type: dependencyType('type').notNull().default('finish-to-start'),
  },
  (table) => [index('task_dependencies_task_idx').on(table.taskId)],
);
