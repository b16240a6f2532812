import { useSearchParams } from 'react-router-dom';
import { NEWS_TYPES } from '@hospital/contract';
import { NewsEventsBoard, type NewsFilter } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useNewsEvents } from '../api/queries.ts';
import { useT } from '../i18n/LocaleContext.tsx';
import { usePageNow } from '../prerender/buildData.ts';

/** The page's query parameter for the type, as the API's: `/news-events?type=event`. */
const TYPE_PARAM = 'type';

/** The type a `?type=` value names; anything else is All Updates. */
function parseType(value: string | null): NewsFilter {
  return NEWS_TYPES.find((type) => type === value) ?? '';
}

/**
 * /news-events: published news and events; a type filter fetches again with `?type=`. The chosen type lives in the
 * page's address, read on the first render: the filters are a GET form, so a type chosen before the page's script
 * has run, or without one, loads the filtered page.
 */
export function NewsEventsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = parseType(searchParams.get(TYPE_PARAM));
  const setType = (next: NewsFilter) => setSearchParams(next === '' ? {} : { [TYPE_PARAM]: next }, { preventScrollReset: true });
  const { items, isLoading, error, onRetry } = useNewsEvents(type);
  const now = usePageNow();
  return (
    <Page title={t('nav.newsEvents')}>
      <NewsEventsBoard items={items} isLoading={isLoading} error={error} onRetry={onRetry} type={type} onTypeChange={setType} filterParam={TYPE_PARAM} now={now} />
    </Page>
  );
}
