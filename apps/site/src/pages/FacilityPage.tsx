import { useParams } from 'react-router-dom';
import { FacilityPageTemplate, type FacilityContent } from '@hospital/ui';
import { FACILITY_PAGES } from '../content/facilities.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { findFacility, paths } from '../routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /facilities/:slug: one of the seven facilities, drawn from its content; any other slug is not found. */
export function FacilityPage() {
  const facility = findFacility(useParams().slug);
  if (!facility) return <NotFoundPage />;
  return <Facility content={FACILITY_PAGES[facility.slug]} />;
}

function Facility({ content }: { content: FacilityContent }) {
  useDocumentTitle(content.name);
  // The contact card's button keeps the template's default: the spec shows it with no action.
  return <FacilityPageTemplate content={content} homeHref={paths.home} />;
}
