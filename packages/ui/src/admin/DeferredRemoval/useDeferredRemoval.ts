import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST } from '@hospital/contract';
import { useToast } from '../../Toast/index.ts';

type Id = number | string;

export interface DeferredRemovalOptions<Item> {
  /** How long Undo is offered before `onCommit` runs; the toast's duration by default (5 s). */
  delayMs?: number;
  /**
   * Sends the deletion. The item stays hidden until the returned promise settles (a refetch has dropped it, or a
   * failure shows it again). `othersWaiting` says another removal still offers Undo, whose toast a success toast
   * would replace (one toast at a time).
   */
  onCommit: (item: Item, context: { othersWaiting: boolean }) => void | Promise<unknown>;
  /** The toast shown on removal, which carries the Undo button, e.g. "Image removed". */
  notice: (item: Item) => { title: ReactNode; description?: ReactNode; undoAltText?: string };
  /** The action's label. Default "Undo". */
  undoLabel?: string;
}

export interface DeferredRemoval<Item> {
  /** Hides the item now, shows the notice with Undo, and commits the removal after the delay unless Undo comes first. */
  remove: (item: Item) => void;
  /** Shows the item again and sends nothing. Does nothing once the removal has been committed. */
  undo: (item: Item) => void;
  /** The items without those waiting to be removed, in the given order. */
  visible: <T extends Item>(items: readonly T[] | undefined) => T[] | undefined;
  isPending: (item: Item) => boolean;
}

/**
 * Delete with a way back: the item disappears at once, and the request is only sent after `delayMs`, so Undo
 * costs nothing and needs no server support. If the component unmounts first (the admin switches tab), the
 * waiting removals are committed then, because the admin already saw them go.
 */
export function useDeferredRemoval<Item extends { id: Id }>({
  delayMs = TOAST.durationMs,
  onCommit,
  notice,
  undoLabel = 'Undo',
}: DeferredRemovalOptions<Item>): DeferredRemoval<Item> {
  const { toast } = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<Id>>(() => new Set());
  const timers = useRef(new Map<Id, { timer: ReturnType<typeof setTimeout>; item: Item }>());
  // The latest callback, so a timer set before a re-render commits with current props.
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  });

  const show = useCallback((id: Id) => {
    setHidden((current) => {
      if (!current.has(id)) return current;
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const commit = useCallback(
    (id: Id) => {
      const entry = timers.current.get(id);
      if (!entry) return;
      timers.current.delete(id);
      void (async () => {
        try {
          await commitRef.current(entry.item, { othersWaiting: timers.current.size > 0 });
        } finally {
          show(id);
        }
      })();
    },
    [show],
  );

  const undo = useCallback(
    (item: Item) => {
      const entry = timers.current.get(item.id);
      if (!entry) return;
      clearTimeout(entry.timer);
      timers.current.delete(item.id);
      show(item.id);
    },
    [show],
  );

  const remove = useCallback(
    (item: Item) => {
      if (timers.current.has(item.id)) return;
      timers.current.set(item.id, { item, timer: setTimeout(() => commit(item.id), delayMs) });
      setHidden((current) => new Set(current).add(item.id));
      const { title, description, undoAltText } = notice(item);
      toast({ title, description, action: { label: undoLabel, onClick: () => undo(item), altText: undoAltText ?? undoLabel } });
    },
    [commit, delayMs, notice, toast, undo, undoLabel],
  );

  useEffect(() => {
    const waiting = timers.current;
    return () => {
      for (const [id, { timer }] of waiting) {
        clearTimeout(timer);
        commit(id);
      }
    };
  }, [commit]);

  const visible = useCallback(
    <T extends Item>(items: readonly T[] | undefined) => items?.filter((item) => !hidden.has(item.id)),
    [hidden],
  );
  const isPending = useCallback((item: Item) => hidden.has(item.id), [hidden]);

  return { remove, undo, visible, isPending };
}
