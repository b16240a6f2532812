import { Page } from '../components/Page.tsx';

/** /gallery (placeholder). */
export function GalleryPage() {
  return <Page title="Hospital Gallery" />;
}
