import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { SKELETON_COUNTS, type GalleryImage } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { SkeletonGrid } from '../../Skeleton/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import {
  AdminCard,
  AdminCardActions,
  AdminCardBody,
  AdminCardList,
  AdminCardTags,
  AdminSection,
  ClampedText,
} from '../AdminSection/index.ts';

/** The picture shown when an image's own URL fails (spec section 8: a default hospital image). */
export const DEFAULT_GALLERY_IMAGE = '/images/gallery/default-hospital.svg';

export interface GalleryManagerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  images: readonly GalleryImage[] | undefined;
  loading?: boolean;
  /** The list failed to load. */
  error?: boolean;
  onRetry?: () => void;
  onAdd: () => void;
  onEdit: (image: GalleryImage) => void;
  /** Delete has no confirmation (spec); the caller offers Undo instead. */
  onDelete: (image: GalleryImage) => void;
  fallbackImageSrc?: string;
  ref?: Ref<HTMLElement>;
}

/** The Gallery tab: every image, visible or hidden, as a card with Edit and Delete; an 8-card skeleton while loading. */
export function GalleryManager({
  images,
  loading = false,
  error = false,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  fallbackImageSrc = DEFAULT_GALLERY_IMAGE,
  ref,
  ...rest
}: GalleryManagerProps) {
  let body;
  if (error) {
    body = <ErrorState title="Failed to load gallery images" description="Please try again later." onRetry={onRetry} />;
  } else if (loading || !images) {
    body = <SkeletonGrid count={SKELETON_COUNTS.gallery} columns={4} label="Loading gallery images..." />;
  } else if (images.length === 0) {
    body = <EmptyState title="No images found" description="No gallery images available at the moment." />;
  } else {
    body = (
      <AdminCardList>
        {images.map((image) => (
          <AdminCard key={image.id}>
            <Picture src={image.imageUrl} alt={image.title} fallback={{ src: fallbackImageSrc }} width={400} height={300} />
            <AdminCardBody>
              <h3>{image.title}</h3>
              <AdminCardTags>
                <Badge tone="brand">{statusLabel(image.category)}</Badge>
                <Badge tone={image.isVisible ? 'success' : 'neutral'}>{image.isVisible ? 'Visible' : 'Hidden'}</Badge>
              </AdminCardTags>
              {image.description ? <ClampedText>{image.description}</ClampedText> : null}
            </AdminCardBody>
            <AdminCardActions>
              <Button variant="ghost" size="md" aria-label={`Edit ${image.title}`} onClick={() => onEdit(image)}>
                Edit
              </Button>
              <Button variant="danger" size="md" aria-label={`Delete ${image.title}`} onClick={() => onDelete(image)}>
                Delete
              </Button>
            </AdminCardActions>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }

  return (
    <AdminSection {...rest} ref={ref} title="Gallery Images" addLabel="Add Image" onAdd={onAdd}>
      {body}
    </AdminSection>
  );
}

const Picture = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background-color: ${cssVar.color.surfaceMuted};
`;
