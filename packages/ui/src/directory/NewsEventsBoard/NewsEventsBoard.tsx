import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { SKELETON_COUNTS, type NewsEvent, type NewsType } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { SkeletonGrid } from '../../Skeleton/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { FilterBar, type FilterOption } from '../FilterBar/index.ts';
import { emptyNewsDescription, formatEventDate, formatNewsDate, sectionNewsEvents } from './newsEvents.ts';

/** `''` is All Updates. */
export type NewsFilter = NewsType | '';

export const NEWS_FILTERS: readonly FilterOption<NewsFilter>[] = [
  { value: '', label: 'All Updates' },
  { value: 'news', label: 'News' },
  { value: 'event', label: 'Events' },
];

export interface NewsEventsBoardProps extends ComponentPropsWithoutRef<'div'> {
  /** Undefined until loaded. */
  items: readonly NewsEvent[] | undefined;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  type: NewsFilter;
  /** Called with the newly chosen type; the caller fetches again with it. */
  onTypeChange: (type: NewsFilter) => void;
  /** Today, for upcoming and past; the current time when not given (stories pin it). */
  now?: Date;
  ref?: Ref<HTMLDivElement>;
}

/** News & Events: type filters, then Upcoming Events, Latest News and Past Events, with loading, empty and error. */
export function NewsEventsBoard({
  items,
  isLoading = false,
  error,
  onRetry,
  type,
  onTypeChange,
  now,
  ref,
  ...rest
}: NewsEventsBoardProps) {
  let content: ReactNode;
  if (isLoading) {
    content = <SkeletonGrid count={SKELETON_COUNTS.publicNews} columns={3} label="Loading news and events..." />;
  } else if (error !== undefined && error !== null) {
    content = (
      <ErrorState
        headingLevel={2}
        title="Unable to load news and events"
        description="Please try again later or contact support if the problem persists."
        onRetry={onRetry}
      />
    );
  } else if (items === undefined || items.length === 0) {
    content = <EmptyState headingLevel={2} title="No updates found" description={emptyNewsDescription(type)} />;
  } else {
    const sections = sectionNewsEvents(items, now ?? new Date());
    content = (
      <>
        <Section title="Upcoming Events" items={sections.upcoming} />
        <Section title="Latest News" items={sections.news} />
        <Section title="Past Events" items={sections.past} />
      </>
    );
  }

  return (
    <Root {...rest} ref={ref}>
      <FilterBar label="Filter by type" options={NEWS_FILTERS} value={type} onChange={onTypeChange} />
      {content}
    </Root>
  );
}

/** One of the three sections; a section with nothing in it is left out. */
function Section({ title, items }: { title: string; items: readonly NewsEvent[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <Grid>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </Grid>
    </section>
  );
}

function NewsCard({ item }: { item: NewsEvent }) {
  const isEvent = item.type === 'event';
  const date = isEvent ? item.eventDate : item.createdAt;
  return (
    <Card>
      {item.imageUrl ? (
        // The picture illustrates the text beside it; a broken one is hidden rather than shown as a gap.
        <Picture src={item.imageUrl} alt="" fallback="hide" width={400} height={225} />
      ) : null}
      <CardBody>
        <Meta>
          <Badge tone={isEvent ? 'info' : 'brand'} size="sm">
            {isEvent ? 'Event' : 'News'}
          </Badge>
          {date ? <time dateTime={date}>{isEvent ? formatEventDate(date) : formatNewsDate(date)}</time> : null}
        </Meta>
        <CardTitle>{item.title}</CardTitle>
        <Content>{item.content}</Content>
      </CardBody>
    </Card>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${cssVar.space[4]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

const Picture = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background-color: ${cssVar.color.brandSubtle};
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
