export { NEWS_FILTERS, NewsEventsBoard, type NewsEventsBoardProps, type NewsFilter } from './NewsEventsBoard.tsx';
export {
  emptyNewsDescription,
  eventTiming,
  formatEventDate,
  formatNewsDate,
  sectionNewsEvents,
  type EventTiming,
  type NewsEventSections,
} from './newsEvents.ts';
