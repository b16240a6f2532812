import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { GALLERY_CATEGORIES, SKELETON_COUNTS, type GalleryCategory, type GalleryImage } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { SkeletonGrid } from '../../Skeleton/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { FilterBar, type FilterOption } from '../FilterBar/index.ts';
import { emptyGalleryDescription } from './galleryText.ts';

/** `''` is All Categories. */
export type GalleryFilter = GalleryCategory | '';

/** The spec's buttons, labelled as it writes them: All Categories, then the categories themselves. */
export const GALLERY_FILTERS: readonly FilterOption<GalleryFilter>[] = [
  { value: '', label: 'All Categories' },
  ...GALLERY_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export interface GalleryGridProps extends ComponentPropsWithoutRef<'div'> {
  /** Undefined until loaded. */
  images: readonly GalleryImage[] | undefined;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  category: GalleryFilter;
  /** Called with the newly chosen category; the caller fetches again with it. */
  onCategoryChange: (category: GalleryFilter) => void;
  /** Shown in place of a broken picture: the default hospital image. */
  fallbackSrc: string;
  ref?: Ref<HTMLDivElement>;
}

/** The public gallery: category filters and a grid of picture cards, with its loading, empty and error states. */
export function GalleryGrid({
  images,
  isLoading = false,
  error,
  onRetry,
  category,
  onCategoryChange,
  fallbackSrc,
  ref,
  ...rest
}: GalleryGridProps) {
  let content: ReactNode;
  if (isLoading) {
    content = <SkeletonGrid count={SKELETON_COUNTS.gallery} columns={4} label="Loading gallery..." />;
  } else if (error !== undefined && error !== null) {
    content = (
      <ErrorState
        headingLevel={2}
        title="Unable to load gallery"
        description="Please try again later or contact support if the problem persists."
        onRetry={onRetry}
      />
    );
  } else if (images === undefined || images.length === 0) {
    content = <EmptyState headingLevel={2} title="No images found" description={emptyGalleryDescription(category)} />;
  } else {
    content = (
      <Grid aria-label="Gallery images">
        {images.map((image) => (
          <li key={image.id}>
            <Item>
              <Picture src={image.imageUrl} alt={image.title} fallback={{ src: fallbackSrc }} width={400} height={300} />
              <Caption>
                <Title>{image.title}</Title>
                {image.description ? <Description>{image.description}</Description> : null}
                <Badge tone="brand" size="sm">
                  {image.category}
                </Badge>
              </Caption>
            </Item>
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Root {...rest} ref={ref}>
      <FilterBar label="Filter by category" options={GALLERY_FILTERS} value={category} onChange={onCategoryChange} />
      {content}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.figure`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  margin: 0;
  overflow: hidden;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

const Picture = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background-color: ${cssVar.color.brandSubtle};
`;

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
