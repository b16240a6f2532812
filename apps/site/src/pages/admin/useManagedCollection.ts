import { useState } from 'react';
import { useDeferredRemoval, useToast, type ManagedListState, type ManagedRecord } from '@hospital/ui';
import type { ListState } from '../../api/admin.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';

/** A collection's writes, as the admin data hooks give them (api/admin.ts). */
export interface CollectionMutations<Values> {
  create: (values: Values) => Promise<unknown>;
  update: (id: number, values: Values) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** What a tab's toasts say about its records: the heading of the toast with Undo, and how each write went. */
export interface CollectionWords {
  /** "Image removed" */
  removed: string;
  /** "Gallery image added successfully" */
  created: string;
  /** "Failed to add gallery image": the server's own reason wins when it gives one. */
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
}

/** The add-and-edit dialog's props: no record is add, a record is edit. */
export interface CollectionDialog<Item, Values> {
  open: boolean;
  item: Item | null;
  onOpenChange: (open: boolean) => void;
  /** Saves, says so in a toast, and closes the dialog; on a failure the dialog stays open with its fields. */
  onSubmit: (values: Values) => Promise<void>;
}

/** The manager's props (its records under `items`, to pass by the manager's own name) and the dialog's. */
export interface ManagedCollection<Item extends ManagedRecord, Values> extends ManagedListState<Item> {
  /** The records without those waiting out their Undo; undefined until loaded. */
  items: Item[] | undefined;
  dialog: CollectionDialog<Item, Values>;
}

/**
 * An admin tab's collection (the gallery, news and events): the list as loaded, add and edit through one dialog,
 * and delete with five seconds to undo, each write reported in a toast.
 */
export function useManagedCollection<Item extends ManagedRecord & { id: number }, Values>(
  list: ListState<Item[]>,
  { create, update, remove }: CollectionMutations<Values>,
  words: CollectionWords,
): ManagedCollection<Item, Values> {
  const { toast } = useToast();
  // The record stays set while the dialog closes, so its title does not change during the closing animation.
  const [dialog, setDialog] = useState<{ open: boolean; item: Item | null }>({ open: false, item: null });

  const removal = useDeferredRemoval<Item>({
    onCommit: async (item, { othersWaiting }) => {
      try {
        await remove(item.id);
        if (!othersWaiting) toast({ title: 'Success', description: words.deleted, variant: 'success' });
      } catch (error) {
        toast({ title: 'Error', description: apiErrorMessage(error, words.deleteFailed), variant: 'destructive' });
      }
    },
    notice: (item) => ({
      title: words.removed,
      description: `“${item.title}” will be deleted in 5 seconds.`,
      undoAltText: `Undo deleting ${item.title}`,
    }),
  });

  const save = async (values: Values) => {
    const editing = dialog.item;
    try {
      if (editing) await update(editing.id, values);
      else await create(values);
      toast({ title: 'Success', description: editing ? words.updated : words.created, variant: 'success' });
      setDialog({ open: false, item: editing });
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, editing ? words.updateFailed : words.createFailed),
        variant: 'destructive',
      });
    }
  };

  return {
    items: removal.visible(list.data),
    isLoading: list.isLoading,
    error: list.error,
    onRetry: list.onRetry,
    onAdd: () => setDialog({ open: true, item: null }),
    onEdit: (item) => setDialog({ open: true, item }),
    onDelete: removal.remove,
    dialog: {
      open: dialog.open,
      item: dialog.item,
      onOpenChange: (open) => setDialog((current) => ({ ...current, open })),
      onSubmit: save,
    },
  };
}
