import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Truncated } from './DataTable.styles.ts';

/**
 * Truncation: the text is clipped with CSS, so the DOM, and a screen reader, always has all of it. A title
 * attribute would help neither keyboard nor touch users, so instead the clipped text expands in place while
 * hovered or focused. Only text that is actually clipped becomes a tab stop: thirty short reasons should not
 * add thirty stops to a keyboard user's way through the table.
 */
export function TruncatedText({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [clipped, setClipped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Expanded text fits by definition; measuring it would drop the tab stop from under the focus.
      if (element.matches(':focus, :hover')) return;
      setClipped(element.scrollWidth > element.clientWidth);
    };
    // The observer reports once on observe, then on every resize (column width, window, font load).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  return (
    <Truncated ref={ref} tabIndex={clipped ? 0 : undefined} data-clipped={clipped || undefined}>
      {children}
    </Truncated>
  );
}
