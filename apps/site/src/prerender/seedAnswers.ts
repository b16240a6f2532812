// What the API answers a visitor, worked out from the seed (db.json) at build time, keyed as the data hooks ask:
// the doctors, each doctor, the departments, the visible gallery, the published news, and the project dashboard's
// projects and totals, each in id order as both servers send them. The pre-rendered pages are drawn from these;
// SWR replaces them with live answers after hydration.
import {
  API_PATHS,
  GALLERY_VISITOR_FLAG,
  NEWS_VISITOR_FLAG,
  departmentSchema,
  doctorSchema,
  galleryImageSchema,
  newsEventSchema,
  projectSchema,
  projectTotals,
  shownToVisitors,
  taskSchema,
} from '@hospital/contract';
import type { BuildAnswers } from './buildData.ts';

/** The seed's collections a visitor's pages read, as db.json names them. */
const SEED_COLLECTIONS = {
  doctors: doctorSchema.array(),
  departments: departmentSchema.array(),
  gallery_images: galleryImageSchema.array(),
  news_events: newsEventSchema.array(),
  projects: projectSchema.array(),
  tasks: taskSchema.array(),
};

function collection<K extends keyof typeof SEED_COLLECTIONS>(seed: unknown, name: K) {
  const rows = typeof seed === 'object' && seed !== null ? (seed as Record<string, unknown>)[name] : undefined;
  const result = SEED_COLLECTIONS[name].safeParse(rows);
  if (!result.success) throw new Error(`The seed's "${name}" do not match the contract: ${result.error.message}`);
  return result.data as ReturnType<(typeof SEED_COLLECTIONS)[K]['parse']>;
}

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);

/** The visitor's answers for the seed; throws, naming the field, when the seed does not match the contract. */
export function answersFromSeed(seed: unknown): BuildAnswers {
  const doctors = byId(collection(seed, 'doctors'));
  const projects = byId(collection(seed, 'projects'));
  return {
    [API_PATHS.doctors]: doctors,
    [API_PATHS.departments]: byId(collection(seed, 'departments')),
    ...Object.fromEntries(doctors.map((doctor) => [API_PATHS.doctor(doctor.id), doctor])),
    [API_PATHS.gallery]: byId(shownToVisitors(collection(seed, 'gallery_images'), GALLERY_VISITOR_FLAG)),
    [API_PATHS.newsEvents]: byId(shownToVisitors(collection(seed, 'news_events'), NEWS_VISITOR_FLAG)),
    [API_PATHS.projects]: projects,
    [API_PATHS.projectStats]: projectTotals(projects, collection(seed, 'tasks')),
  };
}

/** The doctor ids of the seed: each gets its own pre-rendered profile. */
export function doctorIdsOf(answers: BuildAnswers): number[] {
  const doctors = answers[API_PATHS.doctors];
  return Array.isArray(doctors) ? doctors.map((doctor: { id: number }) => doctor.id) : [];
}
