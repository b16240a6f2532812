export { NewsEventsBoard, newsFilters, type NewsEventsBoardProps, type NewsFilter } from './NewsEventsBoard.tsx';
export {
  emptyNewsDescription,
  eventTiming,
  formatEventDate,
  formatNewsDate,
  sectionNewsEvents,
  type EventTiming,
  type NewsEventSections,
} from './newsEvents.ts';
export { NEWS_EVENTS_BOARD_TEXTS, type NewsEventsBoardTexts } from './newsEventsBoardTexts.ts';
