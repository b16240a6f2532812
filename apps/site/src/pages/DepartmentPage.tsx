import { useParams } from 'react-router-dom';
import { findDepartment } from '../routes.ts';
import { Page } from '../components/Page.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /departments/:slug (placeholder): one of the ten departments, else the not-found screen. */
export function DepartmentPage() {
  const department = findDepartment(useParams().slug);
  if (!department) return <NotFoundPage />;
  return <Page title={department.name} />;
}
