import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { GALLERY_CATEGORIES, SKELETON_COUNTS, type GalleryCategory, type GalleryImage } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import type { FilterOption } from '../FilterBar/index.ts';
import { FilteredListing, ListingCard, ListingGrid, ListingPicture, type ListingLoadState } from '../FilteredListing/index.ts';
import { emptyGalleryDescription } from './galleryText.ts';

/** `''` is All Categories. */
export type GalleryFilter = GalleryCategory | '';

/** The spec's buttons, labelled as it writes them: All Categories, then the categories themselves. */
export const GALLERY_FILTERS: readonly FilterOption<GalleryFilter>[] = [
  { value: '', label: 'All Categories' },
  ...GALLERY_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export interface GalleryGridProps extends ComponentPropsWithoutRef<'div'>, ListingLoadState {
  /** Undefined until loaded. */
  images: readonly GalleryImage[] | undefined;
  category: GalleryFilter;
  /** Called with the newly chosen category; the caller fetches again with it. */
  onCategoryChange: (category: GalleryFilter) => void;
  /** Shown in place of a broken picture: the default hospital image. */
  fallbackSrc: string;
}

/** The public gallery: category filters and a grid of picture cards, with its loading, empty and error states. */
export function GalleryGrid({ images, category, onCategoryChange, fallbackSrc, ...rest }: GalleryGridProps) {
  return (
    <FilteredListing
      {...rest}
      items={images}
      filterLabel="Filter by category"
      filters={GALLERY_FILTERS}
      filter={category}
      onFilterChange={onCategoryChange}
      skeleton={{ count: SKELETON_COUNTS.gallery, columns: 4, label: 'Loading gallery...' }}
      errorTitle="Unable to load gallery"
      empty={{ title: 'No images found', description: emptyGalleryDescription(category) }}
    >
      {(loaded) => (
        <ListingGrid $maxColumns={4} aria-label="Gallery images">
          {loaded.map((image) => (
            <li key={image.id}>
              <ListingCard as="figure">
                <ListingPicture $aspectRatio="4 / 3" src={image.imageUrl} alt={image.title} fallback={{ src: fallbackSrc }} width={400} height={300} />
                <Caption>
                  <Title>{image.title}</Title>
                  {image.description ? <Description>{image.description}</Description> : null}
                  <Badge tone="brand" size="sm">
                    {image.category}
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
