import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is printed (or saved as PDF), when the chart lays out every row rather than the window on
 * screen. Switched on synchronously in `beforeprint`, before the browser paginates, and off after printing.
 */
export function usePrintAllRows(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
