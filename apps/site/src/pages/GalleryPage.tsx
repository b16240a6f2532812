import { useSearchParams } from 'react-router-dom';
import { GALLERY_CATEGORIES } from '@hospital/contract';
import { GalleryGrid, type GalleryFilter } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useGallery } from '../api/queries.ts';
import { useT } from '../i18n/LocaleContext.tsx';

/** Shown in place of a picture that fails to load. */
const DEFAULT_HOSPITAL_IMAGE = '/images/gallery/default-hospital.svg';

/** The page's query parameter for the category, as the API's: `/gallery?category=staff`. */
const CATEGORY_PARAM = 'category';

/** The category a `?category=` value names; anything else is All Categories. */
function parseCategory(value: string | null): GalleryFilter {
  return GALLERY_CATEGORIES.find((category) => category === value) ?? '';
}

/**
 * /gallery: the visible pictures; a category filter fetches again with `?category=`. The chosen category lives in
 * the page's address, read on the first render: the filters are a GET form, so a category chosen before the page's
 * script has run, or without one, loads the filtered page.
 */
export function GalleryPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategory(searchParams.get(CATEGORY_PARAM));
  const setCategory = (next: GalleryFilter) =>
    setSearchParams(next === '' ? {} : { [CATEGORY_PARAM]: next }, { preventScrollReset: true });
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
        filterParam={CATEGORY_PARAM}
        fallbackSrc={DEFAULT_HOSPITAL_IMAGE}
      />
    </Page>
  );
}
