import { useParams } from 'react-router-dom';
import { FacilityPageTemplate, type FacilityContent } from '@hospital/ui';
import { FACILITY_PAGES } from '../content/facilities.ts';
import { useLocalizedContent } from '../i18n/LocaleContext.tsx';
import { localized } from '../i18n/localized.ts';
import type { Locale } from '../i18n/locales.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { findFacility, paths } from '../routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const facilityPages = localized(FACILITY_PAGES, async () => (await import('../content/facilities.hi.ts')).FACILITY_PAGES_HI);

/** The route's loader fetches the pages' words in its language before the first paint (App.tsx). */
export const loadContent = (locale: Locale) => facilityPages.load(locale);

/** /facilities/:slug: one of the seven facilities, drawn from its content; any other slug is not found. */
export function FacilityPage() {
  const facility = findFacility(useParams().slug);
  const pages = useLocalizedContent(facilityPages);
  if (!facility) return <NotFoundPage />;
  return <Facility content={pages[facility.slug]} />;
}

function Facility({ content }: { content: FacilityContent }) {
  useDocumentTitle(content.name);
  // The contact card's button keeps the template's default: the spec shows it with no action.
  return <FacilityPageTemplate content={content} homeHref={paths.home} />;
}
