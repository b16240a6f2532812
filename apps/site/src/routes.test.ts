import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { DEPARTMENTS, FACILITIES, ROUTE_TABLE, ROUTES, findDepartment, findFacility, paths, routeFor, type RouteName } from './routes.ts';
import { FOOTER_LINKS, NAV_LINKS, SITE_NAME, documentTitle } from './content/site.ts';

/** The spec's rule: the first entry of the table whose pattern matches. */
function firstMatch(pathname: string): RouteName | undefined {
  return ROUTE_TABLE.find((name) => matchPath({ path: ROUTES[name], end: true }, pathname) !== null);
}

/** What react-router picks (it ranks by specificity). */
const routerMatch = routeFor;

const SAMPLES: [string, RouteName][] = [
  ['/', 'home'],
  ['/projects', 'projects'],
  ['/admin', 'admin'],
  ['/admin/login', 'adminLogin'],
  ['/admin/other', 'notFound'],
  ['/departments/cardiology', 'department'],
  ['/departments/unknown-slug', 'department'],
  ['/departments', 'notFound'],
  ['/doctors', 'doctors'],
  ['/doctors/3', 'doctor'],
  ['/doctors/3/extra', 'notFound'],
  ['/gallery', 'gallery'],
  ['/news-events', 'newsEvents'],
  ['/facilities/x-ray', 'facility'],
  ['/facilities', 'notFound'],
  ['/nowhere', 'notFound'],
  ['/projects/1', 'notFound'],
];

describe('the route table', () => {
  it.each(SAMPLES)('%s goes to %s, and react-router agrees with first-match', (pathname, expected) => {
    expect(firstMatch(pathname)).toBe(expected);
    expect(routerMatch(pathname)).toBe(expected);
  });

  it('lists every route once, with the catch-all last', () => {
    expect(new Set(ROUTE_TABLE).size).toBe(Object.keys(ROUTES).length);
    expect(ROUTE_TABLE.at(-1)).toBe('notFound');
  });
});

describe('slugs', () => {
  it('has the ten departments and seven facilities of the spec', () => {
    expect(DEPARTMENTS.map((d) => d.slug)).toEqual([
      'cardiology',
      'neurology',
      'pediatrics',
      'gynecology',
      'general-medicine',
      'general-surgery',
      'gastroenterology',
      'urology',
      'pathology',
      'anesthesiology',
    ]);
    expect(FACILITIES.map((f) => f.slug)).toEqual([
      'x-ray',
      'icu',
      'pathology',
      'blood-bank',
      'endoscopy',
      'echo-ultrasound',
      'physiotherapy',
    ]);
  });

  it('finds known slugs only, exactly as written', () => {
    expect(findDepartment('general-medicine')?.name).toBe('General Medicine');
    expect(findFacility('icu')?.name).toBe('ICU / NICU / PICU Critical Care');
    expect(findDepartment('unknown-slug')).toBeUndefined();
    expect(findDepartment('Cardiology')).toBeUndefined();
    expect(findDepartment(undefined)).toBeUndefined();
    expect(findFacility('x-ray ')).toBeUndefined();
    // A slug of the other list is not enough.
    expect(findFacility('cardiology')).toBeUndefined();
  });

  it('builds concrete URLs', () => {
    expect(paths.department('urology')).toBe('/departments/urology');
    expect(paths.facility('blood-bank')).toBe('/facilities/blood-bank');
    expect(paths.doctor(12)).toBe('/doctors/12');
    expect(paths.homeSection('contact')).toBe('/#contact');
  });
});

describe('site content', () => {
  it('titles pages "<page> | City Care Hospital", and home with the name alone', () => {
    expect(SITE_NAME).toBe('City Care Hospital');
    expect(documentTitle('Our Doctors')).toBe('Our Doctors | City Care Hospital');
    expect(documentTitle()).toBe('City Care Hospital');
  });

  it('links the header to every department and facility, and the footer to the project dashboard', () => {
    const labels = NAV_LINKS.map((item) => item.label);
    expect(labels).toEqual(['Departments', 'Facilities', 'Our Doctors', 'Gallery', 'News & Events', 'About Doctors', 'Contact']);
    const hrefs = NAV_LINKS.flatMap((item) => ('links' in item ? item.links.map((link) => link.href) : [item.href]));
    for (const { slug } of DEPARTMENTS) expect(hrefs).toContain(`/departments/${slug}`);
    for (const { slug } of FACILITIES) expect(hrefs).toContain(`/facilities/${slug}`);
    expect(hrefs).toEqual(expect.arrayContaining(['/doctors', '/gallery', '/news-events', '/#about', '/#contact']));
    expect(FOOTER_LINKS).toContainEqual({ label: 'Project Dashboard', href: '/projects' });
  });
});
