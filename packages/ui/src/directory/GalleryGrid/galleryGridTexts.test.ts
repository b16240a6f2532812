import { expect, it } from 'vitest';
import { GALLERY_CATEGORIES } from '@hospital/contract';
import { describeTexts } from '../../shared/textsTesting.ts';
import { GALLERY_GRID_TEXTS_HI } from './galleryGridTexts.hi.ts';
import { GALLERY_GRID_TEXTS } from './galleryGridTexts.ts';

describeTexts('galleryGrid', {
  english: GALLERY_GRID_TEXTS,
  hindi: GALLERY_GRID_TEXTS_HI,
  samples: {
    category: GALLERY_CATEGORIES.map((category) => [category] as const),
    emptyText: [[''], ...GALLERY_CATEGORIES.map((category) => [category] as const)],
  },
});

it('names the chosen category in the empty gallery’s sentence as its button does', () => {
  expect(GALLERY_GRID_TEXTS_HI.emptyText('staff')).toBe('“स्टाफ़” श्रेणी में कोई तस्वीर नहीं मिली।');
});
