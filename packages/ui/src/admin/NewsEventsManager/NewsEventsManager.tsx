import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { SKELETON_COUNTS, type NewsEvent } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { AdminCardBody, AdminCardTags, ClampedText } from '../AdminSection/index.ts';
import { AdminCardPicture, AdminManagedList, type ManagedListState } from '../AdminManagedList/index.ts';

/** "6 Dec 2026, 9:00 am": the event's moment on the admin's own clock. */
const eventDateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface NewsEventsManagerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'>, ManagedListState<NewsEvent> {
  items: readonly NewsEvent[] | undefined;
}

/** The News & Events tab: every item, published or draft, as a card with Edit and Delete; a 3-card skeleton while loading. */
export function NewsEventsManager(props: NewsEventsManagerProps) {
  return (
    <AdminManagedList
      {...props}
      title="News & Events"
      addLabel="Add News/Event"
      errorTitle="Failed to load news and events"
      skeleton={{ count: SKELETON_COUNTS.adminNews, columns: 3, label: 'Loading news and events...' }}
      empty={{ title: 'No updates found', description: 'No news or events available at the moment.' }}
      renderItem={(item) => (
        <>
          {item.imageUrl ? (
            <AdminCardPicture $aspectRatio="16 / 9" src={item.imageUrl} alt="" fallback="hide" width={400} height={225} />
          ) : null}
          <AdminCardBody>
            <h3>{item.title}</h3>
            <AdminCardTags>
              <Badge tone={item.type === 'event' ? 'info' : 'brand'}>{statusLabel(item.type)}</Badge>
              <Badge tone={item.isPublished ? 'success' : 'neutral'}>{item.isPublished ? 'Published' : 'Draft'}</Badge>
            </AdminCardTags>
            {item.eventDate ? <EventDate dateTime={item.eventDate}>{formatEventDate(item.eventDate)}</EventDate> : null}
            <ClampedText>{item.content}</ClampedText>
          </AdminCardBody>
        </>
      )}
    />
  );
}

function formatEventDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : eventDateFormat.format(date);
}

const EventDate = styled.time`
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.medium};
`;
