// The build's check that each page's "Last updated" can be true: what a drawn page read from the API must be what its
// route declares it shows (PAGE_CONTENT in pageUpdated.ts). Here, apart from the frame's code, so the table of API
// paths stays out of the first paint's JavaScript.
import { API_PATHS, type PublicContent } from '@hospital/contract';
import { PAGE_CONTENT } from '../pageUpdated.ts';
import { routeFor } from '../routes.ts';
import type { BuildAnswers } from './buildData.ts';

/** The part of what visitors see that an API answer holds, by its path. */
export function contentOfAnswer(key: string): PublicContent | undefined {
  const path = key.split('?')[0]!;
  if (path === API_PATHS.doctors || path.startsWith(`${API_PATHS.doctors}/`)) return 'doctors';
  if (path === API_PATHS.departments) return 'departments';
  if (path === API_PATHS.gallery) return 'gallery';
  if (path === API_PATHS.newsEvents) return 'newsEvents';
  if (path === API_PATHS.testimonials) return 'testimonials';
  if (path === API_PATHS.projects) return 'projects';
  // The dashboard's totals count the projects' tasks.
  if (path === API_PATHS.projectStats) return 'tasks';
  return undefined;
}

/** What a drawn page read from the database but its route does not declare: its date would be wrong. */
export function undeclaredContent(path: string, answers: BuildAnswers): PublicContent[] {
  const declared = PAGE_CONTENT[routeFor(path)]?.shows ?? [];
  const read = Object.keys(answers).map(contentOfAnswer);
  return [...new Set(read.filter((part): part is PublicContent => part !== undefined && !declared.includes(part)))];
}
