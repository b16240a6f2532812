import { useId, type ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { SKELETON_COUNTS, type NewsEvent, type NewsType } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { useIntlLocale, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import type { FilterOption } from '../FilterBar/index.ts';
import { FilteredListing, ListingCard, ListingGrid, ListingPicture, type ListingLoadState } from '../FilteredListing/index.ts';
import { leadPicture } from '../../FallbackImage/index.ts';
import { formatEventDate, formatNewsDate, sectionNewsEvents } from './newsEvents.ts';
import { NEWS_EVENTS_BOARD_TEXTS, type NewsEventsBoardTexts } from './newsEventsBoardTexts.ts';

/** `''` is All Updates. */
export type NewsFilter = NewsType | '';

export function newsFilters(texts: NewsEventsBoardTexts): FilterOption<NewsFilter>[] {
  return [
    { value: '', label: texts.allUpdates },
    { value: 'news', label: texts.news },
    { value: 'event', label: texts.events },
  ];
}

export interface NewsEventsBoardProps extends ComponentPropsWithoutRef<'div'>, ListingLoadState {
  /** Undefined until loaded. */
  items: readonly NewsEvent[] | undefined;
  type: NewsFilter;
  /** Called with the newly chosen type; the caller fetches again with it. */
  onTypeChange: (type: NewsFilter) => void;
  /** The query parameter the page keeps the type in (`?type=`): the filters then work before hydration too. */
  filterParam?: string;
  /** Today, for upcoming and past; the current time when not given (stories pin it). */
  now?: Date;
}

/** News & Events: type filters, then Upcoming Events, Latest News and Past Events, with loading, empty and error. */
export function NewsEventsBoard({ items, type, onTypeChange, now, ...rest }: NewsEventsBoardProps) {
  const texts = useUiTexts('newsEventsBoard', NEWS_EVENTS_BOARD_TEXTS);
  return (
    <FilteredListing
      {...rest}
      items={items}
      spacing={8}
      filterLabel={texts.filterLabel}
      filters={newsFilters(texts)}
      filter={type}
      onFilterChange={onTypeChange}
      skeleton={{ count: SKELETON_COUNTS.publicNews, columns: 3, label: texts.loading }}
      errorTitle={texts.errorTitle}
      empty={{ title: texts.emptyTitle, description: texts.emptyText(type) }}
    >
      {(loaded) => {
        const sections = sectionNewsEvents(loaded, now ?? new Date());
        // The first picture on the page is its lead: fetched ahead of the rest.
        const leadId = [...sections.upcoming, ...sections.news, ...sections.past].find((item) => item.imageUrl)?.id;
        return (
          <>
            <Section title={texts.upcomingEvents} items={sections.upcoming} leadId={leadId} />
            <Section title={texts.latestNews} items={sections.news} leadId={leadId} />
            <Section title={texts.pastEvents} items={sections.past} leadId={leadId} />
          </>
        );
      }}
    </FilteredListing>
  );
}

/** One of the three sections; a section with nothing in it is left out. */
function Section({ title, items, leadId }: { title: string; items: readonly NewsEvent[]; leadId: NewsEvent['id'] | undefined }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <ListingGrid $maxColumns={3}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} lead={item.id === leadId} />
          </li>
        ))}
      </ListingGrid>
    </section>
  );
}

function NewsCard({ item, lead }: { item: NewsEvent; lead: boolean }) {
  const texts = useUiTexts('newsEventsBoard', NEWS_EVENTS_BOARD_TEXTS);
  const locale = useIntlLocale();
  // Titles and texts come from the API as the staff wrote them, in English.
  const english = useLangOf('en');
  const isEvent = item.type === 'event';
  const date = isEvent ? item.eventDate : item.createdAt;
  return (
    <ListingCard>
      {item.imageUrl ? (
        // The picture illustrates the text beside it; a broken one is hidden rather than shown as a gap.
        <ListingPicture $aspectRatio="16 / 9" src={item.imageUrl} alt="" fallback="hide" width={400} height={225} {...(lead ? leadPicture : {})} />
      ) : null}
      <CardBody>
        <Meta>
          <Badge tone={isEvent ? 'info' : 'brand'} size="sm">
            {isEvent ? texts.eventBadge : texts.newsBadge}
          </Badge>
          {date ? <time dateTime={date}>{isEvent ? formatEventDate(date, locale) : formatNewsDate(date, locale)}</time> : null}
        </Meta>
        <CardTitle lang={english}>{item.title}</CardTitle>
        <Content lang={english}>{item.content}</Content>
      </CardBody>
    </ListingCard>
  );
}

const SectionTitle = styled.h2`
  margin: 0 0 ${cssVar.space[4]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
`;

const CardBody = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]} ${cssVar.space[5]} ${cssVar.space[5]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]} ${cssVar.space[3]};
  color: ${cssVar.color.textMuted};
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Content = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  line-height: ${cssVar.font.lineHeight.body};
`;
