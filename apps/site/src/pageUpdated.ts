// "Last updated" on every public page (GIGW 3.0): the latest change of what the page shows, from the database for
// what it reads from the API (the server's content-updates answer, drawn into the page) and from the content's own
// day for its written words. Pure: the site's frame calls it with the route and the answer.
import type { ContentUpdates, PublicContent } from '@hospital/contract';
import { CONTENT_UPDATED_ON } from './content/updatedOn.ts';
import type { RouteName } from './routes.ts';

interface PageContent {
  /** What the page reads from the database. */
  shows: readonly PublicContent[];
  /** The day its written words last changed. */
  words: string;
}

/** Each public route's content. Staff screens show no date; the not-found page has no content to date. */
export const PAGE_CONTENT: Readonly<Partial<Record<RouteName, PageContent>>> = {
  home: { shows: ['doctors', 'testimonials'], words: CONTENT_UPDATED_ON.home },
  department: { shows: ['doctors'], words: CONTENT_UPDATED_ON.departments },
  doctors: { shows: ['doctors', 'departments'], words: CONTENT_UPDATED_ON.site },
  doctor: { shows: ['doctors', 'departments'], words: CONTENT_UPDATED_ON.site },
  gallery: { shows: ['gallery'], words: CONTENT_UPDATED_ON.site },
  newsEvents: { shows: ['newsEvents'], words: CONTENT_UPDATED_ON.site },
  facility: { shows: [], words: CONTENT_UPDATED_ON.facilities },
  privacy: { shows: [], words: CONTENT_UPDATED_ON.privacy },
  manageBooking: { shows: ['doctors'], words: CONTENT_UPDATED_ON.site },
  projects: { shows: ['projects', 'tasks'], words: CONTENT_UPDATED_ON.site },
};

/** India keeps +05:30 all year: a content day begins at its midnight there. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
const instantOf = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? startOfDay(value) : Date.parse(value));

/**
 * The page's last change, as its latest date: an instant from the database or the day of its words. Undefined for a
 * route without content, and for a data page before the server's answer is known (no date rather than a wrong one).
 */
export function pageLastUpdated(route: RouteName, updates: ContentUpdates | undefined): string | undefined {
  const content = PAGE_CONTENT[route];
  if (!content) return undefined;
  if (content.shows.length > 0 && updates === undefined) return undefined;
  const dates = [content.words, ...content.shows.map((part) => updates?.[part]).filter((date): date is string => typeof date === 'string')];
  return dates.reduce((latest, date) => (instantOf(date) > instantOf(latest) ? date : latest));
}
