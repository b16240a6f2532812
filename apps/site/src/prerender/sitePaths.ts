// Which paths the build pre-renders, read from the route table (routes.ts) and the link builder (i18n/locales.ts),
// so a route added there is pre-rendered without a list here to keep: a static route as it is, a route with a
// parameter for each value the site knows (the departments, the facilities, the seed's doctors), and each in every
// language whose router answers it.
import { LOCALES, localizePath } from '../i18n/locales.ts';
import { DEPARTMENTS, FACILITIES, ROUTE_RECORDS, routeFor, type RouteName } from '../routes.ts';

/**
 * Routes whose first render reads the query string: the doctors' search (`?q=`), the gallery's and news' filters
 * (`?category=`, `?type=`) and the dashboard's `?project=&view=`. A server that draws pages per request draws these
 * with the query; the build's files are drawn without one, so a server without the render bundle answers a request
 * with a query with the shell: hydrating would find another page than the HTML.
 */
const QUERY_ROUTES: ReadonlySet<RouteName> = new Set(['doctors', 'gallery', 'newsEvents', 'projects']);

/** The values of each route parameter the build knows. */
export interface RouteValues {
  doctorIds: readonly number[];
}

function parameterValues(name: RouteName, values: RouteValues): readonly string[] | undefined {
  if (name === 'department') return DEPARTMENTS.map((department) => department.slug);
  if (name === 'facility') return FACILITIES.map((facility) => facility.slug);
  if (name === 'doctor') return values.doctorIds.map(String);
  return undefined;
}

/** "/doctors/:id" with "7" is "/doctors/7". A pattern with more than one parameter has no values here. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value));
}

export interface SitePlan {
  /** Every path drawn to its own HTML file, English first, then each other language. */
  paths: string[];
  /**
   * Route patterns answered with the shell rather than the not-found page when no file matches: staff screens and
   * values that appear after the build (a doctor added later), in each language.
   */
  shellPatterns: string[];
  /**
   * The staff screens' and boards' patterns alone: a server that draws every public page from its database knows
   * each doctor, so only these get the shell, and a doctor it does not know gets the not-found page.
   */
  staffPatterns: string[];
  /** Pre-rendered paths whose route reads the query: with a query they get the shell. */
  queryPaths: string[];
}

/** The pre-render's plan for the route table and the build's values. */
export function sitePlan(values: RouteValues): SitePlan {
  const english: string[] = [];
  const englishShell: string[] = [];
  const englishStaff: string[] = [];
  const englishQuery: string[] = [];
  for (const { name, path: pattern, frame } of ROUTE_RECORDS) {
    if (name === 'notFound') continue;
    // Staff screens need a session to show anything, and the waiting hall's boards live on polls of the queue
    // (and name a doctor added at any time): both get the page shell and draw in the browser.
    if (frame === 'staff' || frame === 'board') {
      englishShell.push(pattern);
      englishStaff.push(pattern);
      continue;
    }
    const valuesOfRoute = parameterValues(name, values);
    if (pattern.includes(':')) {
      if (!valuesOfRoute) throw new Error(`The pre-render knows no values for the route "${name}" (${pattern}): add them to sitePaths.ts.`);
      english.push(...valuesOfRoute.map((value) => fill(pattern, value)));
      // Doctors come from the database: one added after the build still has a page.
      if (name === 'doctor') englishShell.push(pattern);
    } else {
      english.push(pattern);
    }
    if (QUERY_ROUTES.has(name)) englishQuery.push(pattern);
  }
  const inEveryLanguage = (list: readonly string[], keep: (path: string) => boolean) => {
    const all = LOCALES.flatMap((locale) => list.map((path) => localizePath(path, locale)));
    return [...new Set(all)].filter(keep);
  };
  // A localized path the router does not answer (a language whose routes have not landed) would only be a 404 page.
  const answered = (path: string) => routeFor(path) !== 'notFound';
  const paths = inEveryLanguage(english, answered);
  return {
    paths,
    shellPatterns: inEveryLanguage(englishShell, (pattern) => answered(fill(pattern, '1'))),
    staffPatterns: inEveryLanguage(englishStaff, (pattern) => answered(fill(pattern, '1'))),
    queryPaths: inEveryLanguage(englishQuery, answered),
  };
}

/** The file a path's page is written to, under the build's output: "/" is index.html, "/doctors" doctors/index.html. */
export function pageFileOf(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/** Where the not-found page is drawn from: a path no route but the catch-all answers. */
export const NOT_FOUND_PATH = '/404';
