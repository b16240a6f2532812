// The site's two languages and where their pages live: English unprefixed ("/doctors"), Hindi under "/hi"
// ("/hi/doctors"). Pure functions of paths, so the router, the links, the tests and the e2e specs share them.
import { routeRecordFor } from '../routes.ts';

export {
  INTL_LOCALE,
  LANGUAGE_NAMES,
  LOCALES,
  LOCALE_PREFIX,
  localeOfPath,
  otherLocale,
  withoutLocale,
  type Locale,
} from './languages.ts';
import { LOCALE_PREFIX, localeOfPath, withoutLocale, type Locale } from './languages.ts';

/** Splits "/doctors?x=1#top" into the path and what follows it. */
function splitPath(href: string): [string, string] {
  const at = href.search(/[?#]/);
  return at === -1 ? [href, ''] : [href.slice(0, at), href.slice(at)];
}

/**
 * The link builder: an English site path (what `paths` in routes.ts gives) as the page in `locale`, keeping the
 * query and hash: "/doctors/3" gives "/hi/doctors/3", "/" gives "/hi", "/#contact" gives "/hi#contact". A path
 * that is already Hindi, a staff tool's path, and anything that is not a site path (`tel:`, `https://`) stay as
 * they are.
 */
export function localizePath(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const [pathname, rest] = splitPath(href);
  if (localeOfPath(pathname) === 'hi' || !routeRecordFor(pathname).hindi) return href;
  return `${LOCALE_PREFIX.hi}${pathname === '/' ? '' : pathname}${rest}`;
}

/** A route pattern of routes.ts for `locale`'s router: "/doctors/:id" is "/hi/doctors/:id", "*" is "/hi/*". */
export function localizedRoutePattern(pattern: string, locale: Locale): string {
  if (locale === 'en') return pattern;
  if (pattern === '/') return LOCALE_PREFIX.hi;
  return `${LOCALE_PREFIX.hi}${pattern === '*' ? '/*' : pattern}`;
}

/** A page's address in each language: what the language switch and the hreflang alternates point to. */
export interface PageTwins {
  en: string;
  hi: string;
}

/** The page at `pathname` in both languages, or null for a page with no Hindi twin (a staff tool). */
export function pageTwins(pathname: string): PageTwins | null {
  const en = withoutLocale(pathname);
  const hi = localizePath(en, 'hi');
  return hi === en ? null : { en, hi };
}
