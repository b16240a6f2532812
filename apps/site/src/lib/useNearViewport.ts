import { useEffect, useState, type RefObject } from 'react';

/** How far outside the screen an element counts as near: a screen's height above and below it. */
const NEAR = '100% 0px';

type Watcher = (near: boolean) => void;

/**
 * One observer for every watched element, made on first use: a list of eighteen cards shares it. Exported with its
 * maker for the unit test, which gives it a fake observer.
 */
export function nearViewportWatcher(Observer: typeof IntersectionObserver | undefined) {
  const watchers = new Map<Element, Watcher>();
  let observer: IntersectionObserver | undefined;
  return (element: Element, watcher: Watcher): (() => void) => {
    if (Observer === undefined) {
      // No way to know: treat it as near, so nothing waits for a scroll that cannot be seen.
      watcher(true);
      return () => {};
    }
    observer ??= new Observer(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) watchers.get(entry.target)?.(true);
      },
      { rootMargin: NEAR },
    );
    watchers.set(element, watcher);
    observer.observe(element);
    return () => {
      watchers.delete(element);
      observer?.unobserve(element);
    };
  };
}

let watchNear: ReturnType<typeof nearViewportWatcher> | undefined;

/**
 * Whether the element has come within a screen of being seen; once true it stays true. For a read only that part
 * of the page shows: a doctor card far down the list asks for its next open slot when the visitor scrolls towards
 * it, not with the rest while the page starts (eighteen requests on /doctors held a phone's main thread for 150 ms).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    watchNear ??= nearViewportWatcher(globalThis.IntersectionObserver);
    return watchNear(element, setNear);
  }, [ref, near]);
  return near;
}
