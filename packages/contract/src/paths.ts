// The API's paths (spec section 7 and the foundation's additions). Only apps/site and mock-api read these.

type Id = number | string;

export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  appointments: '/api/appointments',
  appointmentStatus: (id: Id) => `/api/appointments/${id}/status`,
  stats: '/api/stats',
  gallery: '/api/gallery',
  galleryImage: (id: Id) => `/api/gallery/${id}`,
  newsEvents: '/api/news-events',
  newsEvent: (id: Id) => `/api/news-events/${id}`,
  doctors: '/api/doctors',
  doctor: (id: Id) => `/api/doctors/${id}`,
  departments: '/api/departments',
  projects: '/api/projects',
  projectStats: '/api/project-stats',
  tasks: '/api/tasks',
  task: (id: Id) => `/api/tasks/${id}`,
  taskDependencies: '/api/task-dependencies',
  milestones: '/api/milestones',
  milestone: (id: Id) => `/api/milestones/${id}`,
  /** The taken slots of one doctor on one day: `?doctorId=&date=YYYY-MM-DD`; never any patient data. */
  availability: '/api/availability',
} as const;

/** Query parameters each list accepts; the mock API refuses any other. */
export const LIST_QUERY_KEYS = {
  gallery: ['category'],
  newsEvents: ['type'],
  tasks: ['projectId'],
  milestones: ['projectId'],
  taskDependencies: ['projectId'],
  availability: ['doctorId', 'date'],
} as const;
