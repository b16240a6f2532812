import { Page } from '../components/Page.tsx';

/** /admin/login (placeholder). */
export function AdminLoginPage() {
  return <Page title="Admin Login" />;
}
