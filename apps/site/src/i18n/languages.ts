// The site's two languages and the facts about them that need no route table (locales.ts has the link builder).
// routes.ts reads the prefix from here and this module imports nothing of the routes, so the two form no circle;
// which routes have a Hindi page is the route table's to say (`hindi` in routes.ts).

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of each language's pages. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', hi: '/hi' };

/** How Intl formats dates and numbers for each language: hi-IN writes Latin digits and groups by lakh. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', hi: 'hi-IN' };

/** Each language's name in its own script, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

export function otherLocale(locale: Locale): Locale {
  return locale === 'hi' ? 'en' : 'hi';
}

/** The language of the page at `pathname`: Hindi for "/hi" and anything under it, else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX.hi || pathname.startsWith(`${LOCALE_PREFIX.hi}/`) ? 'hi' : 'en';
}

/** The English form of a path: "/hi/doctors" gives "/doctors", "/hi" gives "/". */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(LOCALE_PREFIX.hi.length) || '/';
}
