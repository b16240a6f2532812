import { NewsEventDialog, NewsEventsManager } from '@hospital/ui';
import { useAdminNewsEvents, useNewsEventMutations } from '../../api/admin.ts';
import { useManagedCollection, type CollectionWords } from './useManagedCollection.ts';

const NEWS_EVENT_WORDS: CollectionWords = {
  removed: 'Item removed',
  created: 'News/Event created successfully',
  createFailed: 'Failed to create news/event',
  updated: 'News/Event updated successfully',
  updateFailed: 'Failed to update news/event',
  deleted: 'News/Event deleted successfully',
  deleteFailed: 'Failed to delete news/event',
};

/** The News & Events tab: the items with create and edit dialogs, and delete with five seconds to undo. */
export function NewsEventsPanel() {
  const { dialog, ...manager } = useManagedCollection(useAdminNewsEvents(), useNewsEventMutations(), NEWS_EVENT_WORDS);
  return (
    <>
      <NewsEventsManager {...manager} />
      <NewsEventDialog {...dialog} />
    </>
  );
}
