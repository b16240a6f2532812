// Rows to the contract's entities: timestamps as ISO strings, and an appointment without a doctor has no
// doctorId key at all, as the contract and the seed write it.
import {
  managedBookingOf,
  type Appointment,
  type Closure,
  type DoctorLeave,
  type DoctorSession,
  type Department,
  type Doctor,
  type GalleryImage,
  type ManagedBooking,
  type Milestone,
  type NewsEvent,
  type Project,
  type Task,
  type TaskDependency,
  type User,
} from '@hospital/contract';
import type * as schema from './schema.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const toUser = (row: Row<typeof schema.users>): User => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  active: row.active,
  mustChangePassword: row.mustChangePassword,
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export const toDepartment = (row: Row<typeof schema.departments>): Department => ({ ...row });

/** A doctor: `retired` only when they are (as the seed writes a doctor who still works: without it). */
export const toDoctor = (row: Row<typeof schema.doctors>): Doctor => {
  const { retired, ...rest } = row;
  return { ...rest, ...(retired ? { retired } : {}) };
};

export const toDoctorSession = (row: Row<typeof schema.doctorSessions>): DoctorSession => ({
  id: row.id,
  doctorId: row.doctorId,
  weekday: row.weekday as DoctorSession['weekday'],
  start: row.start,
  end: row.end,
  slotMinutes: row.slotMinutes as DoctorSession['slotMinutes'],
  capacity: row.capacity,
});

export const toDoctorLeave = (row: Row<typeof schema.doctorLeave>): DoctorLeave => ({ ...row });

export const toClosure = (row: Row<typeof schema.closures>): Closure => ({ ...row });

/** An appointment: no `doctorId` without a doctor, and `needsNewTime` only while it is set. */
export function toAppointment(row: Row<typeof schema.appointments>): Appointment {
  const { doctorId, createdAt, needsNewTime, idempotencyKey: _key, requestDigest: _digest, ...rest } = row;
  return { ...rest, ...(doctorId === null ? {} : { doctorId }), ...(needsNewTime === null ? {} : { needsNewTime }), createdAt: createdAt.toISOString() };
}

/** A booking as its patient sees it on the manage page (the contract's projection of it). */
export const toManagedBooking = (row: Row<typeof schema.appointments>, today: string): ManagedBooking => managedBookingOf(toAppointment(row), today);

export const toGalleryImage = (row: Row<typeof schema.galleryImages>): GalleryImage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const toNewsEvent = (row: Row<typeof schema.newsEvents>): NewsEvent => ({
  ...row,
  eventDate: row.eventDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toProject = (row: Row<typeof schema.projects>): Project => ({ ...row, createdAt: row.createdAt.toISOString() });

export const toTask = (row: Row<typeof schema.tasks>): Task => ({
  ...row,
  hierarchy: row.hierarchy as Task['hierarchy'],
  materials: row.materials as Task['materials'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMilestone = (row: Row<typeof schema.milestones>): Milestone => ({ ...row, createdAt: row.createdAt.toISOString() });

export const toTaskDependency = (row: Row<typeof schema.taskDependencies>): TaskDependency => ({ ...row });
