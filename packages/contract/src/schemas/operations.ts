// What the servers compute or keep: the totals, the audit trail, health, and the mock's whole data file.
import { z } from 'zod';
import { appointmentSchema } from './appointments.ts';
import { idSchema, timestampSchema } from './common.ts';
import { pageNumber } from './queries.ts';
import { galleryImageSchema, newsEventSchema } from './content.ts';
import { departmentSchema, doctorSchema } from './directory.ts';
import { testimonialSchema } from './testimonials.ts';
import { closureSchema, doctorLeaveSchema, doctorSessionSchema } from './timetable.ts';
import { milestoneSchema, projectSchema, taskDependencySchema, taskSchema } from './projects.ts';
import { storedUserSchema } from './users.ts';

export const statsSchema = z.object({
  totalAppointments: z.int().min(0),
  pendingAppointments: z.int().min(0),
  confirmedAppointments: z.int().min(0),
  totalDepartments: z.int().min(0),
});
export type Stats = z.infer<typeof statsSchema>;

export const projectStatsSchema = z.object({
  totalProjects: z.int().min(0),
  /** Projects whose work is under way: status active or in-progress. */
  activeProjects: z.int().min(0),
  totalTasks: z.int().min(0),
  completedTasks: z.int().min(0),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;


/** One entry of the audit trail: who did what to which record, when, and the values before and after. */
export const auditEventSchema = z
  .object({
    id: idSchema,
    at: timestampSchema,
    userId: idSchema.nullable(),
    username: z.string().nullable(),
    address: z.string().nullable(),
    /** e.g. auth.login, auth.login_failed, appointment.status, gallery.create, task.update */
    action: z.string(),
    entity: z.string().nullable(),
    entityId: idSchema.nullable(),
    before: z.unknown(),
    after: z.unknown(),
  });
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({ page: pageNumber(1, 1_000_000), pageSize: pageNumber(50, 200) }).strict();

export const auditPageSchema = z.object({ items: z.array(auditEventSchema), page: idSchema, pageSize: idSchema, total: z.int().min(0) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The health read: whether this instance can reach its database. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres', 'json-file']) });
export type Health = z.infer<typeof healthSchema>;


/** The mock API's data file: the seed and its runtime copy. A file that fails this is refused. */
export const databaseSchema = z.object({
  users: z.array(storedUserSchema),
  appointments: z.array(appointmentSchema),
  departments: z.array(departmentSchema),
  doctors: z.array(doctorSchema),
  doctor_sessions: z.array(doctorSessionSchema),
  doctor_leave: z.array(doctorLeaveSchema),
  closures: z.array(closureSchema),
  news_events: z.array(newsEventSchema),
  gallery_images: z.array(galleryImageSchema),
  testimonials: z.array(testimonialSchema),
  projects: z.array(projectSchema),
  tasks: z.array(taskSchema),
  milestones: z.array(milestoneSchema),
  task_dependencies: z.array(taskDependencySchema),
});
export type Database = z.infer<typeof databaseSchema>;
export type CollectionName = keyof Database;
