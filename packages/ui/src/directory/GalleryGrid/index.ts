export { GALLERY_FILTERS, GalleryGrid, type GalleryFilter, type GalleryGridProps } from './GalleryGrid.tsx';
export { emptyGalleryDescription } from './galleryText.ts';
