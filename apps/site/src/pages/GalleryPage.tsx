import { useState } from 'react';
import { GalleryGrid, type GalleryFilter } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useGallery } from '../api/queries.ts';
import { useT } from '../i18n/LocaleContext.tsx';

/** Shown in place of a picture that fails to load. */
const DEFAULT_HOSPITAL_IMAGE = '/images/gallery/default-hospital.svg';

/** /gallery: the visible pictures; a category filter fetches again with `?category=`. */
export function GalleryPage() {
  const t = useT();
  const [category, setCategory] = useState<GalleryFilter>('');
  const { images, isLoading, error, onRetry } = useGallery(category);
  return (
    <Page title={t('gallery.title')}>
      <GalleryGrid
        images={images}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        category={category}
        onCategoryChange={setCategory}
        fallbackSrc={DEFAULT_HOSPITAL_IMAGE}
      />
    </Page>
  );
}
