import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { GALLERY_CATEGORIES, SKELETON_COUNTS, type GalleryCategory, type GalleryImage } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import type { FilterOption } from '../FilterBar/index.ts';
import { FilteredListing, ListingCard, ListingGrid, ListingPicture, type ListingLoadState } from '../FilteredListing/index.ts';
import { leadPicture } from '../../FallbackImage/index.ts';
import { GALLERY_GRID_TEXTS, type GalleryGridTexts } from './galleryGridTexts.ts';

/** `''` is All Categories. */
export type GalleryFilter = GalleryCategory | '';

/** The spec's buttons, labelled as it writes them in English: All Categories, then the categories themselves. */
export function galleryFilters(texts: GalleryGridTexts): FilterOption<GalleryFilter>[] {
  return [
    { value: '', label: texts.allCategories },
    ...GALLERY_CATEGORIES.map((category) => ({ value: category, label: texts.category(category) })),
  ];
}

export interface GalleryGridProps extends ComponentPropsWithoutRef<'div'>, ListingLoadState {
  /** Undefined until loaded. */
  images: readonly GalleryImage[] | undefined;
  category: GalleryFilter;
  /** Called with the newly chosen category; the caller fetches again with it. */
  onCategoryChange: (category: GalleryFilter) => void;
  /** The query parameter the page keeps the category in (`?category=`): the filters then work before hydration too. */
  filterParam?: string;
  /** Shown in place of a broken picture: the default hospital image. */
  fallbackSrc: string;
}

/** The public gallery: category filters and a grid of picture cards, with its loading, empty and error states. */
export function GalleryGrid({ images, category, onCategoryChange, fallbackSrc, ...rest }: GalleryGridProps) {
  const texts = useUiTexts('galleryGrid', GALLERY_GRID_TEXTS);
  // Titles and descriptions come from the API as the staff wrote them, in English.
  const english = useLangOf('en');
  return (
    <FilteredListing
      {...rest}
      items={images}
      filterLabel={texts.filterLabel}
      filters={galleryFilters(texts)}
      filter={category}
      onFilterChange={onCategoryChange}
      skeleton={{ count: SKELETON_COUNTS.gallery, columns: 4, label: texts.loading }}
      errorTitle={texts.errorTitle}
      empty={{ title: texts.emptyTitle, description: texts.emptyText(category) }}
    >
      {(loaded) => (
        <ListingGrid $maxColumns={4} aria-label={texts.listLabel}>
          {loaded.map((image, index) => (
            <li key={image.id}>
              <ListingCard as="figure">
                <ListingPicture $aspectRatio="4 / 3" src={image.imageUrl} alt={image.title} lang={english} fallback={{ src: fallbackSrc }} width={400} height={300} {...(index === 0 ? leadPicture : {})} />
                <Caption>
                  <Title lang={english}>{image.title}</Title>
                  {image.description ? <Description lang={english}>{image.description}</Description> : null}
                  <Badge tone="brand" size="sm">
                    {texts.category(image.category)}
                  </Badge>
                </Caption>
              </ListingCard>
            </li>
          ))}
        </ListingGrid>
      )}
    </FilteredListing>
  );
}

const Caption = styled.figcaption`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: flex-start;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Description = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;
