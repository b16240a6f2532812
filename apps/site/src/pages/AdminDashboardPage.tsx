import { Page } from '../components/Page.tsx';

/** /admin (placeholder). */
export function AdminDashboardPage() {
  return <Page title="Admin Dashboard" />;
}
