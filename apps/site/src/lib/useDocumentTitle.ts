import { useEffect } from 'react';
import { documentTitle } from '../content/site.ts';
import { useT } from '../i18n/LocaleContext.tsx';
import { useServerHead } from '../prerender/documentHead.ts';

/**
 * Sets `document.title` to "<page> | City Care Hospital" (the name alone without a page) and the meta description
 * (the site's, unless the page has its own), both in the page's language, while mounted.
 */
export function useDocumentTitle(page?: string, description?: string): void {
  const t = useT();
  const title = documentTitle(page, t('site.name'));
  const text = description ?? t('site.description');
  // Effects never run while pre-rendering: the pre-render takes both from here for the page's <head>.
  useServerHead(title, text);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [title, text]);
}
