// The site-wide words the shell and several pages show that have a Hindi version (site.hi.ts): the address, the
// footer's services and the opening hours. The facts themselves (phone, e-mail, map) stay in site.ts, once.
import { FOOTER_SERVICES, HOME_HOURS, HOSPITAL_ADDRESS_LINE, type HoursLine } from './site.ts';

export interface SiteWords {
  /** The address on one line, for the contact section, the footer and the doctor's profile. */
  readonly addressLine: string;
  /** The footer's services list. */
  readonly footerServices: readonly string[];
  /** Opening hours on the home page and in the footer. */
  readonly hours: readonly HoursLine[];
}

export const SITE_WORDS: SiteWords = {
  addressLine: HOSPITAL_ADDRESS_LINE,
  footerServices: FOOTER_SERVICES,
  hours: HOME_HOURS,
};
