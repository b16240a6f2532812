import { useState } from 'react';
import type { InsertNewsEvent, NewsEvent } from '@hospital/contract';
import { NewsEventDialog, NewsEventsManager, useDeferredRemoval, useToast } from '@hospital/ui';
import { useAdminNewsEvents, useNewsEventMutations } from '../../api/admin.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';

/** The News & Events tab: the items with create and edit dialogs, and delete with five seconds to undo. */
export function NewsEventsPanel() {
  const news = useAdminNewsEvents();
  const { create, update, remove } = useNewsEventMutations();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<{ open: boolean; item: NewsEvent | null }>({ open: false, item: null });

  const removal = useDeferredRemoval<NewsEvent>({
    onCommit: async (item, { othersWaiting }) => {
      try {
        await remove(item.id);
        if (!othersWaiting) toast({ title: 'Success', description: 'News/Event deleted successfully', variant: 'success' });
      } catch (error) {
        toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to delete news/event'), variant: 'destructive' });
      }
    },
    notice: (item) => ({
      title: 'Item removed',
      description: `“${item.title}” will be deleted in 5 seconds.`,
      undoAltText: `Undo deleting ${item.title}`,
    }),
  });

  const save = async (values: InsertNewsEvent) => {
    const editing = dialog.item;
    try {
      if (editing) await update(editing.id, values);
      else await create(values);
      toast({
        title: 'Success',
        description: editing ? 'News/Event updated successfully' : 'News/Event created successfully',
        variant: 'success',
      });
      setDialog({ open: false, item: editing });
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, editing ? 'Failed to update news/event' : 'Failed to create news/event'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <NewsEventsManager
        items={removal.visible(news.data)}
        isLoading={news.isLoading}
        error={news.error}
        onRetry={news.onRetry}
        onAdd={() => setDialog({ open: true, item: null })}
        onEdit={(item) => setDialog({ open: true, item })}
        onDelete={removal.remove}
      />
      <NewsEventDialog
        open={dialog.open}
        item={dialog.item}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSubmit={save}
      />
    </>
  );
}
