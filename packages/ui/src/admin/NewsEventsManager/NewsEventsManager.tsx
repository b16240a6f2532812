import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { SKELETON_COUNTS, type NewsEvent } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { SkeletonGrid } from '../../Skeleton/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import {
  AdminCard,
  AdminCardActions,
  AdminCardBody,
  AdminCardList,
  AdminCardTags,
  AdminSection,
  ClampedText,
} from '../AdminSection/index.ts';

/** "6 Dec 2026, 9:00 am": the event's moment on the admin's own clock. */
const eventDateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface NewsEventsManagerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  items: readonly NewsEvent[] | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  onAdd: () => void;
  onEdit: (item: NewsEvent) => void;
  /** Delete has no confirmation (spec); the caller offers Undo instead. */
  onDelete: (item: NewsEvent) => void;
  ref?: Ref<HTMLElement>;
}

/** The News & Events tab: every item, published or draft, as a card with Edit and Delete; a 3-card skeleton while loading. */
export function NewsEventsManager({
  items,
  loading = false,
  error = false,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  ref,
  ...rest
}: NewsEventsManagerProps) {
  let body;
  if (error) {
    body = <ErrorState title="Failed to load news and events" description="Please try again later." onRetry={onRetry} />;
  } else if (loading || !items) {
    body = <SkeletonGrid count={SKELETON_COUNTS.adminNews} columns={3} label="Loading news and events..." />;
  } else if (items.length === 0) {
    body = <EmptyState title="No updates found" description="No news or events available at the moment." />;
  } else {
    body = (
      <AdminCardList>
        {items.map((item) => (
          <AdminCard key={item.id}>
            {item.imageUrl ? <Picture src={item.imageUrl} alt="" fallback="hide" width={400} height={225} /> : null}
            <AdminCardBody>
              <h3>{item.title}</h3>
              <AdminCardTags>
                <Badge tone={item.type === 'event' ? 'info' : 'brand'}>{statusLabel(item.type)}</Badge>
                <Badge tone={item.isPublished ? 'success' : 'neutral'}>{item.isPublished ? 'Published' : 'Draft'}</Badge>
              </AdminCardTags>
              {item.eventDate ? <EventDate dateTime={item.eventDate}>{formatEventDate(item.eventDate)}</EventDate> : null}
              <ClampedText>{item.content}</ClampedText>
            </AdminCardBody>
            <AdminCardActions>
              <Button variant="ghost" size="md" aria-label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
                Edit
              </Button>
              <Button variant="danger" size="md" aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
                Delete
              </Button>
            </AdminCardActions>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }

  return (
    <AdminSection {...rest} ref={ref} title="News & Events" addLabel="Add News/Event" onAdd={onAdd}>
      {body}
    </AdminSection>
  );
}

function formatEventDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : eventDateFormat.format(date);
}

const Picture = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background-color: ${cssVar.color.surfaceMuted};
`;

const EventDate = styled.time`
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.medium};
`;
