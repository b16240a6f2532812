import type { NewsType } from '@hospital/contract';
import { emptyNewsDescription } from './newsEvents.ts';

/** The words the news and events page writes itself. */
export interface NewsEventsBoardTexts {
  /** The filter buttons' group name. */
  filterLabel: string;
  allUpdates: string;
  news: string;
  events: string;
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  /** The empty page's sentence for the chosen type ('' for both). */
  emptyText: (type: NewsType | '') => string;
  upcomingEvents: string;
  latestNews: string;
  pastEvents: string;
  /** A card's badge. */
  eventBadge: string;
  newsBadge: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    newsEventsBoard: NewsEventsBoardTexts;
  }
}

export const NEWS_EVENTS_BOARD_TEXTS: NewsEventsBoardTexts = {
  filterLabel: 'Filter by type',
  allUpdates: 'All Updates',
  news: 'News',
  events: 'Events',
  loading: 'Loading news and events...',
  errorTitle: 'Unable to load news and events',
  emptyTitle: 'No updates found',
  emptyText: emptyNewsDescription,
  upcomingEvents: 'Upcoming Events',
  latestNews: 'Latest News',
  pastEvents: 'Past Events',
  eventBadge: 'Event',
  newsBadge: 'News',
};
