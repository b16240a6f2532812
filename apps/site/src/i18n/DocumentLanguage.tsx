import { useLayoutEffect } from 'react';
import type { Locale } from './languages.ts';
import type { PageTwins } from './locales.ts';

/** One `<link rel="alternate">` per language and `x-default` (English), kept in <head> and moved page to page. */
const ALTERNATES = ['en', 'hi', 'x-default'] as const;

/**
 * What the document says about its language, before the page paints: `<html lang>`, and the page's twins for
 * search engines, `<link rel="alternate" hreflang>` with absolute addresses (none for a staff tool's page).
 */
export function DocumentLanguage({ locale, twins }: { locale: Locale; twins: PageTwins | null }) {
  const en = twins?.en;
  const hi = twins?.hi;
  useLayoutEffect(() => {
    // Written only when it differs: a pre-rendered page already has it, and setting it, even to the same value,
    // took 45-70 ms of the main thread in Lighthouse's traces while React took the page over (four times that on
    // its slowed phone): the browser restyles the whole document for a new language.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
  useLayoutEffect(() => {
    const wanted = en === undefined || hi === undefined ? [] : ALTERNATES.map((hrefLang) => ({ hrefLang, href: new URL(hrefLang === 'hi' ? hi : en, document.baseURI).href }));
    const present = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
    // The pre-rendered page's own (made absolute by the server) are kept when they are these; otherwise replaced,
    // so the head holds one set.
    const same = present.length === wanted.length && wanted.every(({ hrefLang, href }, i) => present[i]!.hreflang === hrefLang && present[i]!.href === href);
    if (same) return () => present.forEach((link) => link.remove());
    present.forEach((link) => link.remove());
    const links = wanted.map(({ hrefLang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hrefLang;
      link.href = href;
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [en, hi]);
  return null;
}
