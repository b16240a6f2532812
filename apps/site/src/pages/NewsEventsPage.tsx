import { Page } from '../components/Page.tsx';

/** /news-events (placeholder). */
export function NewsEventsPage() {
  return <Page title="News & Events" />;
}
