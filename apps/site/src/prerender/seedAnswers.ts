// What the API answers a visitor, worked out from the seed (db.json) at build time, keyed as the data hooks ask:
// the doctors, each doctor, the departments, the visible gallery, the published news, the testimonials, the project dashboard's
// projects and totals, each in id order as both servers send them, and when each last changed as far as the seed
// tells (the server answers these from its database instead: apps/api/src/http/livePages.ts). The pre-rendered pages are drawn from these;
// SWR replaces them with live answers after hydration.
import {
  API_PATHS,
  GALLERY_CATEGORIES,
  NEWS_TYPES,
  GALLERY_VISITOR_FLAG,
  NEWS_VISITOR_FLAG,
  departmentSchema,
  doctorLeaveSchema,
  doctorSchema,
  doctorSessionSchema,
  galleryImageSchema,
  newsEventSchema,
  projectSchema,
  projectTotals,
  shownToVisitors,
  taskSchema,
  testimonialSchema,
  hospitalToday,
  timetableAnswer,
  type ContentUpdates,
} from '@hospital/contract';
import { withQuery } from '../api/client.ts';
import type { BuildAnswers } from './buildData.ts';

/** The seed's collections a visitor's pages read, as db.json names them. */
const SEED_COLLECTIONS = {
  doctors: doctorSchema.array(),
  departments: departmentSchema.array(),
  gallery_images: galleryImageSchema.array(),
  news_events: newsEventSchema.array(),
  testimonials: testimonialSchema.array(),
  projects: projectSchema.array(),
  tasks: taskSchema.array(),
  doctor_sessions: doctorSessionSchema.array(),
  doctor_leave: doctorLeaveSchema.array(),
};

/** The collections a seed may leave out: the doctors' timetables (a source without them draws no hours). */
const OPTIONAL_COLLECTIONS: ReadonlySet<keyof typeof SEED_COLLECTIONS> = new Set(['doctor_sessions', 'doctor_leave']);

function collection<K extends keyof typeof SEED_COLLECTIONS>(seed: unknown, name: K) {
  const rows = typeof seed === 'object' && seed !== null ? (seed as Record<string, unknown>)[name] : undefined;
  if (rows === undefined && OPTIONAL_COLLECTIONS.has(name)) return [] as unknown as ReturnType<(typeof SEED_COLLECTIONS)[K]['parse']>;
  const result = SEED_COLLECTIONS[name].safeParse(rows);
  if (!result.success) throw new Error(`The seed's "${name}" do not match the contract: ${result.error.message}`);
  return result.data as ReturnType<(typeof SEED_COLLECTIONS)[K]['parse']>;
}

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);

/** The latest of the records' times; null for none (doctors, departments and testimonials carry no time in the seed). */
function latest(times: readonly string[]): string | null {
  return times.reduce<string | null>((max, time) => (max === null || Date.parse(time) > Date.parse(max) ? time : max), null);
}

/**
 * Each doctor's timetable as a visitor reads it (GET doctors/{id}/timetable): the weekly sessions and the leave not
 * over by `today`, without its reason. Only when the seed has the sessions: a source without them draws the profile
 * with its hours loading, and the browser reads them.
 */
function timetableAnswers(seed: unknown, doctorIds: readonly number[], today: string): BuildAnswers {
  if (typeof seed !== 'object' || seed === null || !('doctor_sessions' in seed)) return {};
  const sessions = collection(seed, 'doctor_sessions');
  const leave = collection(seed, 'doctor_leave');
  return Object.fromEntries(
    doctorIds.map((id) => [
      API_PATHS.doctorTimetable(id),
      timetableAnswer(
        sessions.filter((session) => session.doctorId === id),
        leave.filter((item) => item.doctorId === id),
        false,
        today,
      ),
    ]),
  );
}

/** The visitor's answers for the seed; throws, naming the field, when the seed does not match the contract. */
export function answersFromSeed(seed: unknown, today: string = hospitalToday()): BuildAnswers {
  // Each collection checked once: the server draws its pages from these too, after every write to a public table.
  const doctors = byId(collection(seed, 'doctors'));
  const projects = byId(collection(seed, 'projects'));
  const allImages = collection(seed, 'gallery_images');
  const allNews = collection(seed, 'news_events');
  const tasks = collection(seed, 'tasks');
  const gallery = byId(shownToVisitors(allImages, GALLERY_VISITOR_FLAG));
  const news = byId(shownToVisitors(allNews, NEWS_VISITOR_FLAG));
  return {
    [API_PATHS.doctors]: doctors,
    [API_PATHS.departments]: byId(collection(seed, 'departments')),
    ...Object.fromEntries(doctors.map((doctor) => [API_PATHS.doctor(doctor.id), doctor])),
    ...timetableAnswers(seed, doctors.map((doctor) => doctor.id), today),
    [API_PATHS.gallery]: gallery,
    [API_PATHS.newsEvents]: news,
    // A filter chosen in the address (`/gallery?category=staff`, the filters are forms) is drawn with its own list.
    ...Object.fromEntries(GALLERY_CATEGORIES.map((category) => [withQuery(API_PATHS.gallery, { category }), gallery.filter((image) => image.category === category)])),
    ...Object.fromEntries(NEWS_TYPES.map((type) => [withQuery(API_PATHS.newsEvents, { type }), news.filter((item) => item.type === type)])),
    [API_PATHS.testimonials]: byId(collection(seed, 'testimonials')),
    [API_PATHS.projects]: projects,
    [API_PATHS.projectStats]: projectTotals(projects, tasks),
    [API_PATHS.contentUpdates]: {
      doctors: null,
      departments: null,
      gallery: latest(allImages.map((image) => image.createdAt)),
      newsEvents: latest(allNews.map((item) => item.updatedAt)),
      projects: latest(projects.map((project) => project.createdAt)),
      tasks: latest(tasks.map((task) => task.updatedAt)),
      testimonials: null,
    } satisfies ContentUpdates,
  };
}

/** The doctor ids of the seed: each gets its own pre-rendered profile. */
export function doctorIdsOf(answers: BuildAnswers): number[] {
  const doctors = answers[API_PATHS.doctors];
  return Array.isArray(doctors) ? doctors.map((doctor: { id: number }) => doctor.id) : [];
}
