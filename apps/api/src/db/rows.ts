// Rows to the contract's entities: timestamps as ISO strings, and an appointment without a doctor has no
// doctorId key at all, as the contract and the seed write it.
import {
  OPD_QUEUE,
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
  type Testimonial,
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

/**
 * A doctor: `retired` and `featured` only when they are (as the seed writes a doctor who still works, or is not on
 * the home page: without it), and `walkInsPerSession` only when it is not the contract's default (a doctor without
 * it takes OPD_QUEUE's).
 */
export const toDoctor = (row: Row<typeof schema.doctors>): Doctor => {
  const { retired, featured, walkInsPerSession, ...rest } = row;
  return {
    ...rest,
    ...(retired ? { retired } : {}),
    ...(featured ? { featured } : {}),
    ...(walkInsPerSession === OPD_QUEUE.walkInsPerSession ? {} : { walkInsPerSession }),
  };
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

/**
 * An appointment: no `doctorId` without a doctor, and `needsNewTime` only while it is set. The OPD day
 * likewise: a token and each time only once the visit reached it, `walkIn` only for a walk-in; so a booking reads as
 * the seed and the mock write it.
 */
export function toAppointment(row: Row<typeof schema.appointments>): Appointment {
  const { doctorId, createdAt, needsNewTime, idempotencyKey: _key, requestDigest: _digest, token, walkIn, checkedInAt, calledAt, completedAt, queuedAt, ...rest } = row;
  const times = Object.entries({ checkedInAt, calledAt, completedAt, queuedAt }).filter(([, at]) => at !== null);
  return {
    ...rest,
    ...(doctorId === null ? {} : { doctorId }),
    ...(needsNewTime === null ? {} : { needsNewTime }),
    createdAt: createdAt.toISOString(),
    ...(token === null ? {} : { token }),
    ...(walkIn ? { walkIn } : {}),
    ...Object.fromEntries(times.map(([name, at]) => [name, at!.toISOString()])),
  };
}

/**
 * A booking as its patient sees it on the manage page (the contract's projection of it), with its token and, once
 * checked in, how many patients the doctor sees first (`ahead`, from its doctor-day's visits: patientsAhead).
 */
export const toManagedBooking = (row: Row<typeof schema.appointments>, today: string, ahead: number | null = null): ManagedBooking => ({
  ...managedBookingOf(toAppointment(row), today),
  token: row.token,
  ahead,
});

export const toTestimonial = (row: Row<typeof schema.testimonials>): Testimonial => ({ ...row });

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
