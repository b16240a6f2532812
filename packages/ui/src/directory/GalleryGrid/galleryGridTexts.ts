import type { GalleryCategory } from '@hospital/contract';
import { emptyGalleryDescription } from './galleryText.ts';

/** The words the gallery writes itself. */
export interface GalleryGridTexts {
  /** The filter buttons' group name. */
  filterLabel: string;
  allCategories: string;
  /** A category's button and badge: the contract's value ("staff") in the page's words. */
  category: (category: GalleryCategory) => string;
  loading: string;
  errorTitle: string;
  emptyTitle: string;
  /** The empty gallery's sentence for the chosen category ('' for all). */
  emptyText: (category: GalleryCategory | '') => string;
  /** The grid's accessible name. */
  listLabel: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    galleryGrid: GalleryGridTexts;
  }
}

export const GALLERY_GRID_TEXTS: GalleryGridTexts = {
  filterLabel: 'Filter by category',
  allCategories: 'All Categories',
  category: (category) => category,
  loading: 'Loading gallery...',
  errorTitle: 'Unable to load gallery',
  emptyTitle: 'No images found',
  emptyText: emptyGalleryDescription,
  listLabel: 'Gallery images',
};
