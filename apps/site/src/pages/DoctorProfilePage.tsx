import { Page } from '../components/Page.tsx';

/** /doctors/:id (placeholder). */
export function DoctorProfilePage() {
  return <Page title="Doctor Profile" />;
}
