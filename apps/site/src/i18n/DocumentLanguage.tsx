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
    document.documentElement.lang = locale;
  }, [locale]);
  useLayoutEffect(() => {
    // The pre-rendered page's own (made absolute by the server) are replaced, so the head holds one set.
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
    if (en === undefined || hi === undefined) return undefined;
    const links = ALTERNATES.map((hrefLang) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hrefLang;
      link.href = new URL(hrefLang === 'hi' ? hi : en, document.baseURI).href;
      return link;
    });
    document.head.append(...links);
    return () => links.forEach((link) => link.remove());
  }, [en, hi]);
  return null;
}
