import { Page } from '../components/Page.tsx';

/** /projects (placeholder). */
export function ProjectsPage() {
  return <Page title="Project Dashboard" />;
}
