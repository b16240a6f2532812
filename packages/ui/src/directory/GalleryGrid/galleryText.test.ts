import { describe, expect, it } from 'vitest';
import { emptyGalleryDescription } from './galleryText.ts';

describe('emptyGalleryDescription', () => {
  it('names the chosen category', () => {
    expect(emptyGalleryDescription('staff')).toBe('No images found in the staff category.');
  });
  it('speaks of the whole gallery without one', () => {
    expect(emptyGalleryDescription('')).toBe('No gallery images available at the moment.');
  });
});
