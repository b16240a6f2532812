import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type AutoScrollOptions,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { TASK_STATUSES, type TaskStatus } from '@hospital/contract';

// How a card is dragged: which inputs lift it, where the keyboard carries it, which column it is over, and when
// the page scrolls under it.

const KEYBOARD_INSET_PX = 8;

/** Arrow keys carry a lifted card to the next or previous column, whatever the layout (side by side or stacked). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : event.code === 'ArrowLeft' || event.code === 'ArrowUp' ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const from = (context.over?.id ?? context.active?.data.current?.status) as TaskStatus | undefined;
  const next = TASK_STATUSES[(from ? TASK_STATUSES.indexOf(from) : 0) + step];
  const rect = next ? context.droppableRects.get(next) : undefined;
  if (!rect) return undefined;
  return { x: rect.left + KEYBOARD_INSET_PX, y: rect.top + KEYBOARD_INSET_PX };
};

/**
 * The column under the pointer; for the keyboard (no pointer), the column under the lifted card's top corner,
 * which the arrow keys place just inside the chosen column.
 */
export const columnCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const corner = { x: args.collisionRect.left + 2 * KEYBOARD_INSET_PX, y: args.collisionRect.top + 2 * KEYBOARD_INSET_PX };
  return pointerWithin({ ...args, pointerCoordinates: corner });
};

/** Mouse, touch and keyboard (Space lifts, arrows choose a column, Space or Enter drops, Escape cancels). */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press first, so a finger can still scroll the board.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

/** How far past what covers the window's edge (a sticky header) the pointer must come before the page scrolls. */
export const AUTO_SCROLL_EDGE_PX = 40;
/** dnd-kit's own band: a fifth of the window. Never wider than that, however tall a header is. */
const MAX_EDGE_FRACTION = 0.2;

export interface EdgeBand {
  /** The window's size in CSS pixels. */
  width: number;
  height: number;
  /** How much of the window's top is covered by sticky or fixed content, such as the site's header. */
  coveredTop: number;
}

/**
 * dnd-kit's `threshold` (fractions of the scrolling box) for bands along the window's edges that end
 * AUTO_SCROLL_EDGE_PX past the covered top (and as deep at the bottom and sides). dnd-kit's default band is a fifth of
 * the window, 280 px of a 1,400 px one: a card dropped on a column 220 px down would scroll the page away under
 * the pointer, and the drop land elsewhere.
 */
export function edgeThreshold({ width, height, coveredTop }: EdgeBand): { x: number; y: number } {
  const fraction = (px: number, of: number) => (of > 0 ? Math.min(MAX_EDGE_FRACTION, Math.max(0, px) / of) : MAX_EDGE_FRACTION);
  return { x: fraction(AUTO_SCROLL_EDGE_PX, width), y: fraction(coveredTop + AUTO_SCROLL_EDGE_PX, height) };
}

/**
 * How much of the window's top sticky or fixed content covers above `board`: the bottom of the first such box
 * found at the top edge, over the board. Read at the start of a drag, so a header that changed height is measured.
 */
export function coveredTopOver(board: HTMLElement): number {
  const doc = board.ownerDocument;
  const view = doc.defaultView;
  if (!view) return 0;
  const rect = board.getBoundingClientRect();
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), view.innerWidth - 1);
  for (let node = doc.elementFromPoint(x, 0); node && node !== doc.body && node !== board; node = node.parentElement) {
    const position = view.getComputedStyle(node).position;
    if (position === 'sticky' || position === 'fixed') return Math.max(0, node.getBoundingClientRect().bottom);
  }
  return 0;
}

/** The board's auto-scroll for a drag starting now: only near the edges of the part of the window the board is seen in. */
export function boardAutoScroll(board: HTMLElement | null): AutoScrollOptions {
  const view = board?.ownerDocument.defaultView;
  if (!board || !view) return { threshold: edgeThreshold({ width: 0, height: 0, coveredTop: 0 }) };
  return { threshold: edgeThreshold({ width: view.innerWidth, height: view.innerHeight, coveredTop: coveredTopOver(board) }) };
}
