import type { NewsEventsBoardTexts } from './newsEventsBoardTexts.ts';

/** The words of the news and events page in Hindi. */
export const NEWS_EVENTS_BOARD_TEXTS_HI: NewsEventsBoardTexts = {
  filterLabel: 'प्रकार के अनुसार चुनें',
  allUpdates: 'सभी अपडेट',
  news: 'समाचार',
  events: 'कार्यक्रम',
  loading: 'समाचार और कार्यक्रम लोड हो रहे हैं...',
  errorTitle: 'समाचार और कार्यक्रम लोड नहीं हो सके',
  emptyTitle: 'कोई अपडेट नहीं मिला',
  emptyText: (type) =>
    type === 'news'
      ? 'अभी कोई समाचार उपलब्ध नहीं है।'
      : type === 'event'
        ? 'अभी कोई कार्यक्रम उपलब्ध नहीं है।'
        : 'अभी कोई समाचार या कार्यक्रम उपलब्ध नहीं है।',
  upcomingEvents: 'आने वाले कार्यक्रम',
  latestNews: 'ताज़ा समाचार',
  pastEvents: 'पिछले कार्यक्रम',
  eventBadge: 'कार्यक्रम',
  newsBadge: 'समाचार',
};
