// The site's route table (spec section 2) and the slugs its department and facility pages accept.
// Pure data and helpers: no React, so unit tests and the e2e specs can read it too.
import { matchRoutes } from 'react-router-dom';
import { ENGLISH_ONLY_ROUTES, withoutLocale } from './i18n/languages.ts';

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

/** Route patterns as react-router reads them. */
export const ROUTES = {
  projects: '/projects',
  admin: '/admin',
  adminLogin: '/admin/login',
  department: '/departments/:slug',
  doctors: '/doctors',
  doctor: '/doctors/:id',
  gallery: '/gallery',
  newsEvents: '/news-events',
  facility: '/facilities/:slug',
  privacy: '/privacy',
  manageBooking: '/appointments/manage',
  home: '/',
  notFound: '*',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * The spec's table in its order: first match wins, the catch-all last. react-router ranks routes by
 * specificity rather than order, which picks the same entry for every URL of this table (proved in
 * routes.test.ts); the order is kept so the table reads like the spec.
 */
export const ROUTE_TABLE = [
  'projects',
  'admin',
  'adminLogin',
  'department',
  'doctors',
  'doctor',
  'gallery',
  'newsEvents',
  'facility',
  'privacy',
  'manageBooking',
  'home',
  'notFound',
] as const satisfies readonly RouteName[];

/**
 * The route react-router renders for a path (it ranks patterns by specificity; see routes.test.ts), in either
 * language: "/hi/doctors" is the doctors page in Hindi; a staff tool has no Hindi page (i18n/locales.ts).
 */
export function routeFor(pathname: string): RouteName {
  const english = withoutLocale(pathname);
  const matches = matchRoutes(
    ROUTE_TABLE.map((name) => ({ path: ROUTES[name], id: name })),
    english,
  );
  const route = (matches?.at(-1)?.route.id as RouteName | undefined) ?? 'notFound';
  return english !== pathname && ENGLISH_ONLY_ROUTES.has(route) ? 'notFound' : route;
}

/** The home page's in-page anchors. */
export const HOME_SECTIONS = ['about', 'services', 'doctors', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Concrete URLs to link to. */
export const paths = {
  home: ROUTES.home,
  projects: ROUTES.projects,
  admin: ROUTES.admin,
  adminLogin: ROUTES.adminLogin,
  doctors: ROUTES.doctors,
  gallery: ROUTES.gallery,
  newsEvents: ROUTES.newsEvents,
  privacy: ROUTES.privacy,
  manageBooking: ROUTES.manageBooking,
  department: (slug: DepartmentSlug) => `/departments/${slug}`,
  facility: (slug: FacilitySlug) => `/facilities/${slug}`,
  doctor: (id: number | string) => `/doctors/${encodeURIComponent(String(id))}`,
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
