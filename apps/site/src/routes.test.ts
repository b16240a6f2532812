import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { DEPARTMENTS, FACILITIES, ROUTE_TABLE, ROUTES, findDepartment, findFacility, paths, routeFor, type RouteName } from './routes.ts';

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
  ['/privacy', 'privacy'],
  ['/appointments/manage', 'manageBooking'],
  ['/appointments', 'notFound'],
  ['/facilities', 'notFound'],
  ['/nowhere', 'notFound'],
  ['/projects/1', 'notFound'],
  ['/queue/doctor/3', 'queueDoctor'],
  ['/queue/department/cardiology', 'queueDepartment'],
  ['/queue', 'notFound'],
  ['/queue/doctor', 'notFound'],
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
  it('gives every department and facility its own page: a unique slug that routes to it and finds it back', () => {
    expect(new Set(DEPARTMENTS.map((d) => d.slug)).size).toBe(DEPARTMENTS.length);
    expect(new Set(FACILITIES.map((f) => f.slug)).size).toBe(FACILITIES.length);
    for (const department of DEPARTMENTS) {
      expect(routeFor(paths.department(department.slug))).toBe('department');
      expect(findDepartment(department.slug)).toBe(department);
    }
    for (const facility of FACILITIES) {
      expect(routeFor(paths.facility(facility.slug))).toBe('facility');
      expect(findFacility(facility.slug)).toBe(facility);
    }
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

  it('answers the waiting hall boards in Hindi too', () => {
    expect(routeFor('/hi/queue/doctor/3')).toBe('queueDoctor');
    expect(routeFor('/hi/queue/department/cardiology')).toBe('queueDepartment');
  });

  it('builds concrete URLs', () => {
    expect(paths.department('urology')).toBe('/departments/urology');
    expect(paths.facility('blood-bank')).toBe('/facilities/blood-bank');
    expect(paths.doctor(12)).toBe('/doctors/12');
    expect(paths.homeSection('contact')).toBe('/#contact');
    expect(paths.queueDoctor(12)).toBe('/queue/doctor/12');
    expect(paths.queueDepartment('general-medicine')).toBe('/queue/department/general-medicine');
  });
});
