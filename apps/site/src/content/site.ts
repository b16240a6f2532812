// Site-wide wording and the header and footer links. The links are built from the route table.
import { DEPARTMENTS, FACILITIES, paths } from '../routes.ts';

export const SITE_NAME = 'City Care Hospital';

/** `Our Doctors | City Care Hospital`; the home page (no page name) is the hospital name alone. */
export function documentTitle(page?: string): string {
  const name = page?.trim();
  return name ? `${name} | ${SITE_NAME}` : SITE_NAME;
}

export interface SiteLink {
  readonly label: string;
  readonly href: string;
}

export interface SiteLinkGroup {
  readonly label: string;
  readonly links: readonly SiteLink[];
}

/** The header navigation: two groups, then plain links, in the spec's order. */
export const NAV_LINKS: readonly (SiteLink | SiteLinkGroup)[] = [
  { label: 'Departments', links: DEPARTMENTS.map(({ slug, name }) => ({ label: name, href: paths.department(slug) })) },
  { label: 'Facilities', links: FACILITIES.map(({ slug, name }) => ({ label: name, href: paths.facility(slug) })) },
  { label: 'Our Doctors', href: paths.doctors },
  { label: 'Gallery', href: paths.gallery },
  { label: 'News & Events', href: paths.newsEvents },
  { label: 'About', href: paths.homeSection('about') },
  { label: 'Contact', href: paths.homeSection('contact') },
];

/** The footer's quick links; the spec asks for the Project Dashboard link here. */
export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'About', href: paths.homeSection('about') },
  { label: 'Our Doctors', href: paths.doctors },
  { label: 'Gallery', href: paths.gallery },
  { label: 'News & Events', href: paths.newsEvents },
  { label: 'Contact', href: paths.homeSection('contact') },
  { label: 'Project Dashboard', href: paths.projects },
];
