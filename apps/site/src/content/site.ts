// Site-wide wording, the hospital's facts and the header and footer links. A hospital corrects its hours, figures and
// links here, and its name, address, phone and e-mail in the contract's HOSPITAL_FACTS (the messages to patients carry
// them too); the links are built from the route table.
import { HOSPITAL_FACTS } from '@hospital/contract';
import type { MessageId } from '../i18n/messages.ts';
import { DEPARTMENTS, FACILITIES, paths } from '../routes.ts';

export const SITE_NAME = HOSPITAL_FACTS.name;

/** One opening-hours line: "Mon-Fri" and "8:00 AM-8:00 PM". */
export interface HoursLine {
  readonly days: string;
  readonly hours: string;
}

/** A figure the site advertises: "2.45L+" and "Patients Treated". */
export interface MarketingFigure {
  readonly value: string;
  readonly label: string;
}

/**
 * The hospital's contact facts: its one real contact phone and one appointments e-mail. Its name, address, phone and
 * e-mail are the contract's (HOSPITAL_FACTS), which the messages to patients carry too.
 */
export const HOSPITAL = {
  ...HOSPITAL_FACTS,
  established: 1987,
  /** The Google Maps search the map embeds and links to. */
  mapQuery: 'City Care Hospital, Hazratganj, Lucknow',
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/citycarehospital' },
    { label: 'Instagram', href: 'https://www.instagram.com/citycarehospital' },
    { label: 'X (Twitter)', href: 'https://x.com/citycarehospital' },
    { label: 'YouTube', href: 'https://www.youtube.com/@citycarehospital' },
  ],
} as const;

/** The address on one line, for the contact section and the map's title. */
export const HOSPITAL_ADDRESS_LINE = `${HOSPITAL.address.street}, ${HOSPITAL.address.city}, ${HOSPITAL.address.state} ${HOSPITAL.address.postalCode}`;

/** The Google Maps embed of the hospital (the server's CSP allows frames from www.google.com). */
export const HOSPITAL_MAP_EMBED_URL = `https://www.google.com/maps?q=${encodeURIComponent(HOSPITAL.mapQuery)}&output=embed`;
export const HOSPITAL_MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(HOSPITAL.mapQuery)}`;

/**
 * Emergency numbers, as the spec gives them. INCONSISTENT in the spec: the hero's Emergency
 * button says 101 while the contact section says 911. Both are kept as specified; a hospital in India would
 * normally give 108 (ambulance) or its own casualty line, so confirm before going live.
 */
export const EMERGENCY = {
  /** The hero's Emergency button. */
  heroNumber: '101',
  /** The contact section's emergency line. */
  contactNumber: '911',
} as const;

/** Opening hours on the home page and in the footer. */
export const HOME_HOURS: readonly HoursLine[] = [
  { days: 'Mon-Fri', hours: '8:00 AM-8:00 PM' },
  { days: 'Sat-Sun', hours: '9:00 AM-6:00 PM' },
  { days: 'Emergency', hours: '24/7' },
];

/**
 * The marketing figures as the spec gives them. INCONSISTENT in the spec: the Bed Capacity card says 850+ while
 * the About text says 100 beds (`ABOUT_BED_COUNT`). Both are kept as specified until the hospital says which is right.
 */
export const MARKETING_FIGURES = {
  patients: { value: '2.45L+', label: 'Patients Treated' },
  doctors: { value: '15+', label: 'Expert Doctors' },
  departments: { value: '14+', label: 'Departments' },
  beds: { value: '850+', label: 'Bed Capacity' },
  successRate: { value: '98%', label: 'Success Rate' },
  surgeries: { value: '15K+', label: 'Surgeries Performed' },
  legacy: { value: '39', label: 'Years of Legacy' },
  satisfaction: { value: '95%', label: 'Patient Satisfaction' },
  rating: { value: '4.9/5', label: 'Patient Rating' },
} as const satisfies Record<string, MarketingFigure>;

/** The About text's bed count; see the inconsistency noted on `MARKETING_FIGURES`. */
export const ABOUT_BED_COUNT = 100;

/** The services list of the footer. */
export const FOOTER_SERVICES = [
  'Emergency & Trauma Care',
  'Critical Care (ICU, NICU, PICU)',
  'Diagnostics & Pathology',
  'Blood Bank',
  'Physiotherapy',
] as const;

/** The meta description of the whole site (index.html carries the same for the first paint). */
export const SITE_DESCRIPTION =
  'City Care Hospital, Lucknow: departments, facilities, our doctors, news and events, 24/7 emergency care, and appointments booked online.';

/** `Our Doctors | City Care Hospital`; the home page (no page name) is the hospital name alone. */
export function documentTitle(page?: string, siteName: string = SITE_NAME): string {
  const name = page?.trim();
  return name ? `${name} | ${siteName}` : siteName;
}

/** A header or footer link; its label is a message id (catalogs/en.json and hi.json), shown in the page's language. */
export interface SiteLink {
  readonly label: MessageId;
  readonly href: string;
}

/** A link named by a department's or facility's name: shown in the page's language through the medical terms. */
export interface SiteTermLink {
  readonly term: string;
  readonly href: string;
}

export interface SiteLinkGroup {
  readonly label: MessageId;
  readonly links: readonly SiteTermLink[];
}

/** The header navigation: two groups, then plain links, in the spec's order. */
export const NAV_LINKS: readonly (SiteLink | SiteLinkGroup)[] = [
  { label: 'nav.departments', links: DEPARTMENTS.map(({ slug, name }) => ({ term: name, href: paths.department(slug) })) },
  { label: 'nav.facilities', links: FACILITIES.map(({ slug, name }) => ({ term: name, href: paths.facility(slug) })) },
  { label: 'nav.ourDoctors', href: paths.doctors },
  { label: 'nav.gallery', href: paths.gallery },
  { label: 'nav.newsEvents', href: paths.newsEvents },
  // The spec's label, read as "about our doctors and hospital": it leads to the About section.
  { label: 'nav.aboutDoctors', href: paths.homeSection('about') },
  { label: 'nav.contact', href: paths.homeSection('contact') },
];

/** Links the header's phone menu adds after the navigation; the wide header keeps the spec's row. */
export const MENU_LINKS: readonly SiteLink[] = [{ label: 'footer.manageBooking', href: paths.manageBooking }];

/** The footer's quick links; the spec asks for the Project Dashboard link here. */
export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'footer.home', href: paths.home },
  { label: 'footer.about', href: paths.homeSection('about') },
  { label: 'nav.departments', href: paths.homeSection('services') },
  { label: 'footer.expertDoctors', href: paths.homeSection('doctors') },
  { label: 'nav.ourDoctors', href: paths.doctors },
  { label: 'nav.gallery', href: paths.gallery },
  { label: 'nav.newsEvents', href: paths.newsEvents },
  { label: 'nav.contact', href: paths.homeSection('contact') },
  // Where a patient finds, moves or cancels a booking with its reference (docs/adr/0011).
  { label: 'footer.manageBooking', href: paths.manageBooking },
  { label: 'footer.projectDashboard', href: paths.projects },
];
