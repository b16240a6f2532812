import { GalleryImageDialog, GalleryManager } from '@hospital/ui';
import { useAdminGallery, useGalleryMutations } from '../../api/admin.ts';
import { useManagedCollection, type CollectionWords } from './useManagedCollection.ts';

const GALLERY_WORDS: CollectionWords = {
  removed: 'Image removed',
  created: 'Gallery image added successfully',
  createFailed: 'Failed to add gallery image',
  updated: 'Gallery image updated successfully',
  updateFailed: 'Failed to update gallery image',
  deleted: 'Gallery image deleted successfully',
  deleteFailed: 'Failed to delete gallery image',
};

/** The Gallery tab: the images with add and edit dialogs, and delete with five seconds to undo. */
export function GalleryPanel() {
  const { items, dialog, ...manager } = useManagedCollection(useAdminGallery(), useGalleryMutations(), GALLERY_WORDS);
  return (
    <>
      <GalleryManager images={items} {...manager} />
      <GalleryImageDialog image={dialog.item} open={dialog.open} onOpenChange={dialog.onOpenChange} onSubmit={dialog.onSubmit} />
    </>
  );
}
