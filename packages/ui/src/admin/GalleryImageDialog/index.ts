export { GalleryImageDialog, galleryFormDefaults, type GalleryImageDialogProps } from './GalleryImageDialog.tsx';
