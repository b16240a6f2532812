import { useState } from 'react';
import { NewsEventsBoard, type NewsFilter } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useNewsEvents } from '../api/queries.ts';
import { useT } from '../i18n/LocaleContext.tsx';
import { usePageNow } from '../prerender/buildData.ts';

/** /news-events: published news and events; a type filter fetches again with `?type=`. */
export function NewsEventsPage() {
  const t = useT();
  const [type, setType] = useState<NewsFilter>('');
  const { items, isLoading, error, onRetry } = useNewsEvents(type);
  const now = usePageNow();
  return (
    <Page title={t('nav.newsEvents')}>
      <NewsEventsBoard items={items} isLoading={isLoading} error={error} onRetry={onRetry} type={type} onTypeChange={setType} now={now} />
    </Page>
  );
}
