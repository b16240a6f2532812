export { GalleryGrid, galleryFilters, type GalleryFilter, type GalleryGridProps } from './GalleryGrid.tsx';
export { GALLERY_GRID_TEXTS, type GalleryGridTexts } from './galleryGridTexts.ts';
export { emptyGalleryDescription } from './galleryText.ts';
