// The API's paths. The site calls them and both servers build their
// routes from them (pass ':id' or '{id}' for a path parameter), so a path is written once.

import { CONTENT_UPDATES_PATH } from './constants.ts';

type Id = number | string;

export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  /** Any signed-in user changes their own password: `{ currentPassword, newPassword }`. */
  changePassword: '/api/auth/password',
  /** The demo's accounts and passwords, for the sign-in page to show; an empty list in production. */
  demoAccounts: '/api/auth/demo-accounts',
  /** Staff accounts; admins only. */
  users: '/api/users',
  user: (id: Id) => `/api/users/${id}`,
  userResetPassword: (id: Id) => `/api/users/${id}/reset-password`,
  appointments: '/api/appointments',
  /** The filtered appointments as CSV (`text/csv`), streamed: the list's filters and `sort`, no paging; staff. */
  appointmentsExport: '/api/appointments/export',
  appointmentStatus: (id: Id) => `/api/appointments/${id}/status`,
  /** Staff check a patient in on the day of the visit: the answer carries the token (`{ doctorId }` for a department's booking). */
  appointmentCheckIn: (id: Id) => `/api/appointments/${id}/check-in`,
  /** Staff register a walk-in patient for a doctor today: the visit and its token. */
  walkIns: '/api/walk-ins',
  /** A doctor's queue, `?doctorId=&date=`: now serving and the tokens waiting; anyone, never a name. */
  queue: '/api/queue',
  /** Staff call the next token to the doctor's room: `{ doctorId }`. */
  queueNext: '/api/queue/next',
  /** A doctor's OPD day, `?doctorId=&date=`: every visit and the sessions' walk-in places; staff. */
  opdDay: '/api/opd-day',
  /** A patient's own booking, by reference and phone or email in the POST body: look it up, cancel it, move it. */
  bookingLookup: '/api/appointments/manage/lookup',
  bookingCancel: '/api/appointments/manage/cancel',
  bookingReschedule: '/api/appointments/manage/reschedule',
  /** The patient stops the reminders of their booking (confirmations and notices of changes still go). */
  bookingStopReminders: '/api/appointments/manage/stop-reminders',
  /** The messages to patients, newest first: `?appointmentId=&status=&kind=&channel=&page=&pageSize=`; staff. */
  messages: '/api/messages',
  /** Send a failed message again; admins. */
  messageResend: (id: Id) => `/api/messages/${id}/resend`,
  stats: '/api/stats',
  /** The analytics tab's counts (by status, department, booking day and slot), counted by the server; admins. */
  appointmentCounts: '/api/stats/appointments',
  gallery: '/api/gallery',
  galleryImage: (id: Id) => `/api/gallery/${id}`,
  newsEvents: '/api/news-events',
  newsEvent: (id: Id) => `/api/news-events/${id}`,
  /** Patients' testimonials in English and Hindi (anyone); POST, PATCH and DELETE by admins. */
  testimonials: '/api/testimonials',
  testimonial: (id: Id) => `/api/testimonials/${id}`,
  doctors: '/api/doctors',
  /** A doctor (PATCH by admins; DELETE retires them: gone from the public lists, kept for their bookings). */
  doctor: (id: Id) => `/api/doctors/${id}`,
  /** A doctor's weekly sessions and coming leave (anyone); PUT replaces the sessions (admins, `?preview=1`). */
  doctorTimetable: (id: Id) => `/api/doctors/${id}/timetable`,
  /** POST a doctor's leave (admins, `?preview=1`). */
  doctorLeave: (id: Id) => `/api/doctors/${id}/leave`,
  doctorLeaveItem: (id: Id, leaveId: Id) => `/api/doctors/${id}/leave/${leaveId}`,
  /** The days the whole OPD is closed (anyone); POST and DELETE by admins. */
  closures: '/api/closures',
  closure: (id: Id) => `/api/closures/${id}`,
  departments: '/api/departments',
  /** When each part of what visitors see last changed (the pages' "Last updated"). */
  contentUpdates: CONTENT_UPDATES_PATH,
  projects: '/api/projects',
  projectStats: '/api/project-stats',
  tasks: '/api/tasks',
  task: (id: Id) => `/api/tasks/${id}`,
  taskDependencies: '/api/task-dependencies',
  milestones: '/api/milestones',
  milestone: (id: Id) => `/api/milestones/${id}`,
  /** A doctor's open days and slots with places left: `?doctorId=&from=&to=` (at most 62 days); never who booked. */
  availability: '/api/availability',
  /** The audit trail, newest first: `?page=&pageSize=`; admins only. */
  audit: '/api/audit',
  /** 200 while the database answers, 503 when not: for a load balancer. */
  health: '/api/health',
  /** The OpenAPI 3.1 document of the production API. */
  openapi: '/api/openapi.json',
} as const;
