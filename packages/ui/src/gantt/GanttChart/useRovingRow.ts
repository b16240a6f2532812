import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { GANTT } from '@hospital/contract';

const ROW_HEIGHT = GANTT.rowHeightPx;

export interface RovingRowOptions {
  rowCount: number;
  /** The scrolling box: moving to a row scrolls it just enough to show the row whole. */
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** The sticky header, whose height the rows must clear. */
  headerRef: RefObject<HTMLDivElement | null>;
  /** The element holding the rows (`[data-row]`), where the new row is found to take focus. */
  rowsRef: RefObject<HTMLDivElement | null>;
  /** Brings the window up to date with the scroller, so a row scrolled into view is mounted. */
  measure: () => void;
  /** A click, Enter or Space on a row. */
  onOpenRow: (index: number) => void;
}

export interface RovingRow {
  /** The row that is the grid's one Tab stop. */
  row: number;
  /** For the grid element: the events of all its rows, handled once there. */
  gridHandlers: {
    onClick: (event: MouseEvent<HTMLDivElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
    onFocus: (event: FocusEvent<HTMLDivElement>) => void;
  };
}

const rowIndexOf = (target: EventTarget | null): number | undefined => {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-row]') : null;
  return element ? Number(element.dataset.row) : undefined;
};

/**
 * The grid's rows as one Tab stop (a roving tabindex): arrows, Page Up/Down, Home and End move between rows,
 * scrolling the row into view and mounting it if it was windowed away; Enter or Space opens it.
 */
export function useRovingRow({ rowCount, scrollerRef, headerRef, rowsRef, measure, onOpenRow }: RovingRowOptions): RovingRow {
  const [activeRow, setActiveRow] = useState(0);
  const row = Math.min(activeRow, rowCount - 1);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === undefined) return;
    setActiveRow(index);
    onOpenRow(index);
  };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, index));
    const scroller = scrollerRef.current;
    if (scroller) {
      // Keep the row clear of the sticky header: scroll just enough to show it whole.
      const headerHeight = headerRef.current?.offsetHeight ?? 0;
      const rowTop = next * ROW_HEIGHT;
      const visibleRows = scroller.clientHeight - headerHeight;
      if (rowTop < scroller.scrollTop) scroller.scrollTop = rowTop;
      else if (rowTop + ROW_HEIGHT > scroller.scrollTop + visibleRows) scroller.scrollTop = rowTop + ROW_HEIGHT - visibleRows;
    }
    // Rendered at once, so the row (mounted now if it was scrolled away) can take focus straight after.
    flushSync(() => {
      setActiveRow(next);
      measure();
    });
    rowsRef.current?.querySelector<HTMLElement>(`[data-row="${next}"]`)?.focus({ preventScroll: true });
  };

  // Whichever row gets focus (a click, focus coming back from the dialog) becomes the Tab stop.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index !== undefined && index !== row) setActiveRow(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.target);
    if (index === undefined || event.target !== event.currentTarget.querySelector(`[data-row="${index}"]`)) return;
    const page = Math.max(1, Math.floor((scrollerRef.current?.clientHeight ?? 0) / ROW_HEIGHT) - 2);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
      Home: 0,
      End: rowCount - 1,
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenRow(index);
    } else if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    }
  };

  return { row, gridHandlers: { onClick, onKeyDown, onFocus } };
}
