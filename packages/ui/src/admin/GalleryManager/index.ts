export { DEFAULT_GALLERY_IMAGE, GalleryManager, type GalleryManagerProps } from './GalleryManager.tsx';
