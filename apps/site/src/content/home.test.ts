import { describe, expect, it } from 'vitest';
import { HOME_SECTIONS, routeFor } from '../routes.ts';
import { HOME_DEPARTMENTS } from './home.ts';

describe('the home page\'s departments', () => {
  it('include the six built-in departments of the site data', () => {
    const names = HOME_DEPARTMENTS.map((department) => department.name);
    for (const name of ['Gynecology', 'Neurology', 'General Medicine', 'General Surgery', 'Pediatrics', 'Emergency Medicine']) {
      expect(names).toContain(name);
    }
  });

  it('each lead to a page that exists, or to a section of the home page', () => {
    for (const { name, href } of HOME_DEPARTMENTS) {
      const [pathname = '', section] = href.split('#');
      expect(routeFor(pathname), name).not.toBe('notFound');
      if (section !== undefined) expect(HOME_SECTIONS, name).toContain(section);
    }
  });
});
