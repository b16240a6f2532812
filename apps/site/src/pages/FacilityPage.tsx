import { useParams } from 'react-router-dom';
import { findFacility } from '../routes.ts';
import { Page } from '../components/Page.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /facilities/:slug (placeholder): one of the seven facilities, else the not-found screen. */
export function FacilityPage() {
  const facility = findFacility(useParams().slug);
  if (!facility) return <NotFoundPage />;
  return <Page title={facility.name} />;
}
