// The site's route table and the slugs its department and facility pages accept. Pure data and helpers: no React
// and no page code, so the pages (for their links), the content modules, Storybook, unit tests, the pre-render's
// plan and the e2e specs can all read it without pulling in a page. It reads the language prefix from
// i18n/languages.ts, which imports nothing back.
import { matchRoutes } from 'react-router-dom';
import { withoutLocale } from './i18n/languages.ts';

/** The ten department pages, in the spec's order, with the name each page shows as its title. */
export const DEPARTMENTS = [
  { slug: 'cardiology', name: 'Cardiology' },
  { slug: 'neurology', name: 'Neurology' },
  { slug: 'pediatrics', name: 'Pediatrics' },
  { slug: 'gynecology', name: 'Gynecology' },
  { slug: 'general-medicine', name: 'General Medicine' },
  { slug: 'general-surgery', name: 'General Surgery' },
  { slug: 'gastroenterology', name: 'Gastroenterology' },
  { slug: 'urology', name: 'Urology' },
  { slug: 'pathology', name: 'Pathology' },
  { slug: 'anesthesiology', name: 'Anesthesiology' },
] as const satisfies readonly { slug: string; name: string }[];

/** The seven facility pages, in the spec's order. */
export const FACILITIES = [
  { slug: 'x-ray', name: 'X-Ray' },
  { slug: 'icu', name: 'ICU / NICU / PICU Critical Care' },
  { slug: 'pathology', name: 'Pathology Laboratory' },
  { slug: 'blood-bank', name: 'Blood Bank' },
  { slug: 'endoscopy', name: 'Endoscopy Unit' },
  { slug: 'echo-ultrasound', name: 'Echo and Ultrasound' },
  { slug: 'physiotherapy', name: 'Physiotherapy' },
] as const satisfies readonly { slug: string; name: string }[];

export type Department = (typeof DEPARTMENTS)[number];
export type DepartmentSlug = Department['slug'];
export type Facility = (typeof FACILITIES)[number];
export type FacilitySlug = Facility['slug'];

/** What the site knows about one route. */
type RouteShape = {
  name: string;
  /** The pattern react-router matches, English; the Hindi one is the same under "/hi" (i18n/locales.ts). */
  path: string;
  /**
   * The page: its module src/pages/<page>.tsx, which exports a component of the same name. App.tsx fetches it on
   * the first visit to the route and the pre-render preloads its chunk; the module is named here rather than
   * imported, because the pages import this table for their links.
   */
  page: `${string}Page`;
} & (
  // The frame: the public site's header and footer, or the staff screens' bare one. A staff screen needs a
  // session and stays English, so it has no Hindi page. A board is a public screen for a TV in the waiting hall:
  // bare like a staff screen (no header or footer), in English and Hindi, drawn in the browser (it lives on polls).
  { frame: 'site'; hindi: boolean } | { frame: 'staff'; hindi: false } | { frame: 'board'; hindi: true }
);

/**
 * The route table, one record per route, in the spec's order: first match wins, the catch-all last. react-router
 * ranks routes by specificity rather than order, which picks the same entry for every URL of this table (proved in
 * routes.test.ts); the order is kept so the table reads like the spec. `hindi` says whether the page also exists
 * under "/hi": the project dashboard and the staff screens stay English, and links to them keep their English path.
 */
export const ROUTE_RECORDS = [
  { name: 'projects', path: '/projects', page: 'ProjectsPage', frame: 'site', hindi: false },
  { name: 'admin', path: '/admin', page: 'AdminDashboardPage', frame: 'staff', hindi: false },
  { name: 'adminLogin', path: '/admin/login', page: 'AdminLoginPage', frame: 'staff', hindi: false },
  { name: 'adminPassword', path: '/admin/password', page: 'ChangePasswordPage', frame: 'staff', hindi: false },
  { name: 'department', path: '/departments/:slug', page: 'DepartmentPage', frame: 'site', hindi: true },
  { name: 'doctors', path: '/doctors', page: 'DoctorsPage', frame: 'site', hindi: true },
  { name: 'doctor', path: '/doctors/:id', page: 'DoctorProfilePage', frame: 'site', hindi: true },
  { name: 'gallery', path: '/gallery', page: 'GalleryPage', frame: 'site', hindi: true },
  { name: 'newsEvents', path: '/news-events', page: 'NewsEventsPage', frame: 'site', hindi: true },
  { name: 'facility', path: '/facilities/:slug', page: 'FacilityPage', frame: 'site', hindi: true },
  { name: 'privacy', path: '/privacy', page: 'PrivacyPage', frame: 'site', hindi: true },
  { name: 'manageBooking', path: '/appointments/manage', page: 'ManageBookingPage', frame: 'site', hindi: true },
  { name: 'queueDoctor', path: '/queue/doctor/:id', page: 'QueueBoardPage', frame: 'board', hindi: true },
  { name: 'queueDepartment', path: '/queue/department/:slug', page: 'QueueBoardPage', frame: 'board', hindi: true },
  { name: 'home', path: '/', page: 'HomePage', frame: 'site', hindi: true },
  { name: 'notFound', path: '*', page: 'NotFoundPage', frame: 'site', hindi: true },
] as const satisfies readonly RouteShape[];

export type RouteRecord = (typeof ROUTE_RECORDS)[number];
export type RouteName = RouteRecord['name'];

/** The route names in the table's order. Marked pure so that the browser's bundle, which never reads it, drops it. */
export const ROUTE_TABLE: readonly RouteName[] = /* @__PURE__ */ ROUTE_RECORDS.map((route) => route.name);

/** Route patterns as react-router reads them, by name. */
export const ROUTES = Object.fromEntries(ROUTE_RECORDS.map((route) => [route.name, route.path])) as {
  readonly [Route in RouteRecord as Route['name']]: Route['path'];
};

/** The catch-all, last in the table (routes.test.ts keeps it there). */
const NOT_FOUND = ROUTE_RECORDS[ROUTE_RECORDS.length - 1]!;

/**
 * Each link on a page asks for its route (to localize its address), and matchRoutes ranks the whole table each
 * time: remembered, a page drawn on the server spends its time on the page rather than on the table.
 */
const recordByPath = new Map<string, RouteRecord>();
const REMEMBERED_PATHS = 1000;

/**
 * The route react-router renders for a path (it ranks patterns by specificity; see routes.test.ts), in either
 * language: "/hi/doctors" is the doctors page in Hindi; a route without `hindi` is not found under "/hi".
 */
export function routeRecordFor(pathname: string): RouteRecord {
  let record = recordByPath.get(pathname);
  if (!record) {
    const english = withoutLocale(pathname);
    // matchRoutes hands back the records it was given, so the match is the record itself.
    const route = matchRoutes([...ROUTE_RECORDS], english)?.at(-1)?.route;
    record = route && (english === pathname || route.hindi) ? route : NOT_FOUND;
    // Any path a client writes reaches the server's renderer: what is remembered stays bounded.
    if (recordByPath.size >= REMEMBERED_PATHS) recordByPath.clear();
    recordByPath.set(pathname, record);
  }
  return record;
}

/** The name of the route at a path, in either language (see `routeRecordFor`). */
export function routeFor(pathname: string): RouteName {
  return routeRecordFor(pathname).name;
}

/** The home page's in-page anchors. */
export const HOME_SECTIONS = ['about', 'services', 'doctors', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The routes whose pattern is a URL as it stands: no parameter, not the catch-all. */
type PlainRoute = Exclude<RouteRecord, { path: `${string}:${string}` | '*' }>;

/** Concrete URLs to link to: a plain route's pattern as it stands, and a function for a route with a parameter. */
export const paths = {
  // Every pattern, typed as the plain ones only: the functions below replace those with a parameter, and the
  // catch-all's "*" is no address to link to.
  ...(ROUTES as { readonly [Route in PlainRoute as Route['name']]: Route['path'] }),
  department: (slug: DepartmentSlug) => `/departments/${slug}`,
  facility: (slug: FacilitySlug) => `/facilities/${slug}`,
  doctor: (id: number | string) => `/doctors/${encodeURIComponent(String(id))}`,
  queueDoctor: (id: number | string) => `/queue/doctor/${encodeURIComponent(String(id))}`,
  queueDepartment: (slug: DepartmentSlug) => `/queue/department/${slug}`,
  homeSection: (section: HomeSection) => `/#${section}`,
} as const;

/** The department for a URL slug; undefined for any slug the spec does not list (the not-found screen). */
export function findDepartment(slug: string | undefined): Department | undefined {
  return DEPARTMENTS.find((department) => department.slug === slug);
}

/** The facility for a URL slug; undefined for any slug the spec does not list (the not-found screen). */
export function findFacility(slug: string | undefined): Facility | undefined {
  return FACILITIES.find((facility) => facility.slug === slug);
}
