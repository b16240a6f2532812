import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, FACILITIES, HOME_SECTIONS, paths, routeFor } from '../routes.ts';
import { FOOTER_LINKS, NAV_LINKS, SITE_NAME, documentTitle } from './site.ts';

describe('site content', () => {
  it('titles pages "<page> | City Care Hospital", and home with the name alone', () => {
    expect(SITE_NAME).toBe('City Care Hospital');
    expect(documentTitle('Our Doctors')).toBe('Our Doctors | City Care Hospital');
    expect(documentTitle()).toBe('City Care Hospital');
  });

  it('links the header to every department and facility, and the footer to the project dashboard', () => {
    const hrefs = NAV_LINKS.flatMap((item) => ('links' in item ? item.links.map((link) => link.href) : [item.href]));
    for (const { slug } of DEPARTMENTS) expect(hrefs).toContain(paths.department(slug));
    for (const { slug } of FACILITIES) expect(hrefs).toContain(paths.facility(slug));
    expect(FOOTER_LINKS.map((link) => link.href)).toContain(paths.projects);
  });

  it('leads every header and footer link to a page that exists, or to a section of the home page', () => {
    const hrefs = [
      ...NAV_LINKS.flatMap((item) => ('links' in item ? item.links.map((link) => link.href) : [item.href])),
      ...FOOTER_LINKS.map((link) => link.href),
    ];
    for (const href of hrefs) {
      const [pathname = '', section] = href.split('#');
      expect(routeFor(pathname), href).not.toBe('notFound');
      if (section !== undefined) expect(HOME_SECTIONS, href).toContain(section);
    }
  });
});
