import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@hospital/contract';
import { galleryFormDefaults } from './GalleryImageDialog.tsx';

describe('the gallery form’s first values', () => {
  it('start from the spec’s defaults in add mode', () => {
    expect(galleryFormDefaults()).toEqual({ title: '', description: '', imageUrl: '', category: 'facility', isVisible: true });
    expect(galleryFormDefaults(null)).toEqual(galleryFormDefaults());
  });

  it('start from the image in edit mode, a missing description as empty text', () => {
    const image: GalleryImage = {
      id: 7,
      title: 'New MRI suite',
      description: null,
      imageUrl: '/images/gallery/mri.jpg',
      category: 'equipment',
      isVisible: false,
      createdAt: '2026-11-01T09:00:00.000Z',
    };
    expect(galleryFormDefaults(image)).toEqual({
      title: 'New MRI suite',
      description: '',
      imageUrl: '/images/gallery/mri.jpg',
      category: 'equipment',
      isVisible: false,
    });
  });
});
