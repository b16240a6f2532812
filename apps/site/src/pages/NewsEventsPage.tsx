import { useState } from 'react';
import { NewsEventsBoard, type NewsFilter } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useNewsEvents } from '../api/queries.ts';

/** /news-events: published news and events; a type filter fetches again with `?type=`. */
export function NewsEventsPage() {
  const [type, setType] = useState<NewsFilter>('');
  const { items, isLoading, error, onRetry } = useNewsEvents(type);
  return (
    <Page title="News & Events">
      <NewsEventsBoard items={items} isLoading={isLoading} error={error} onRetry={onRetry} type={type} onTypeChange={setType} />
    </Page>
  );
}
