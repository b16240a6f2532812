import { Link } from 'react-router-dom';
import type { LinkProps } from '@hospital/ui';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { localizePath } from '../i18n/locales.ts';

/**
 * Every link of the design system, drawn by react-router so it navigates without a page load (see App). A link
 * keeps the page's language: on a Hindi page "/doctors" leads to "/hi/doctors" (`localizePath`), so pages and
 * widgets write English paths and never think about the prefix. A link that names its language with `hrefLang`
 * (the language switch) is taken as written.
 */
export function RouterLink({ href, hrefLang, ...rest }: LinkProps) {
  const locale = useLocale();
  return <Link to={hrefLang === undefined ? localizePath(href, locale) : href} hrefLang={hrefLang} {...rest} />;
}
