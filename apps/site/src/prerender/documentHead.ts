// What a pre-rendered page puts in its <head> besides styles: its title and description. Pages set them in an
// effect (useDocumentTitle), which never runs while pre-rendering; so during the pre-render they also note them here.
import { createContext, useContext } from 'react';

export interface DocumentHead {
  title?: string;
  description?: string;
}

const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Given only by the pre-render: in the browser there is no head to collect. */
export const DocumentHeadProvider = DocumentHeadContext.Provider;

/** Notes the page's title and description for the pre-rendered <head>; nothing in the browser. */
export function useServerHead(title: string, description: string): void {
  const head = useContext(DocumentHeadContext);
  if (!head) return;
  head.title = title;
  head.description = description;
}
