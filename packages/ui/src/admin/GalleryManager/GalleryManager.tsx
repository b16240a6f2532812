import type { ComponentPropsWithoutRef } from 'react';
import { SKELETON_COUNTS, type GalleryImage } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { AdminCardBody, AdminCardTags, ClampedText } from '../AdminSection/index.ts';
import { AdminCardPicture, AdminManagedList, type ManagedListState } from '../AdminManagedList/index.ts';

/** The default hospital picture a gallery image falls back to when its own URL fails. */
export const DEFAULT_GALLERY_IMAGE = '/images/gallery/default-hospital.svg';

export interface GalleryManagerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'>, ManagedListState<GalleryImage> {
  images: readonly GalleryImage[] | undefined;
  fallbackImageSrc?: string;
}

/** The Gallery tab: every image, visible or hidden, as a card with Edit and Delete; an 8-card skeleton while loading. */
export function GalleryManager({ images, fallbackImageSrc = DEFAULT_GALLERY_IMAGE, ...rest }: GalleryManagerProps) {
  return (
    <AdminManagedList
      {...rest}
      items={images}
      title="Gallery Images"
      addLabel="Add Image"
      errorTitle="Failed to load gallery images"
      skeleton={{ count: SKELETON_COUNTS.gallery, columns: 4, label: 'Loading gallery images...' }}
      empty={{ title: 'No images found', description: 'No gallery images available at the moment.' }}
      renderItem={(image) => (
        <>
          <AdminCardPicture
            $aspectRatio="4 / 3"
            src={image.imageUrl}
            alt={image.title}
            fallback={{ src: fallbackImageSrc }}
            width={400}
            height={300}
          />
          <AdminCardBody>
            <h3>{image.title}</h3>
            <AdminCardTags>
              <Badge tone="brand">{statusLabel(image.category)}</Badge>
              <Badge tone={image.isVisible ? 'success' : 'neutral'}>{image.isVisible ? 'Visible' : 'Hidden'}</Badge>
            </AdminCardTags>
            {image.description ? <ClampedText>{image.description}</ClampedText> : null}
          </AdminCardBody>
        </>
      )}
    />
  );
}
