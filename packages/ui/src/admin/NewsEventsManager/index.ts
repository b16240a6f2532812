export { NewsEventsManager, type NewsEventsManagerProps } from './NewsEventsManager.tsx';
