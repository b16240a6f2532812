import { useEffect } from 'react';
import { documentTitle } from '../content/site.ts';

/** Sets `document.title` to "<page> | City Care Hospital" (the name alone without a page) while mounted. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
