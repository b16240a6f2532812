import { useState } from 'react';
import type { GalleryImage, InsertGalleryImage } from '@hospital/contract';
import { GalleryImageDialog, GalleryManager, useDeferredRemoval, useToast } from '@hospital/ui';
import { useAdminGallery, useGalleryMutations } from '../../api/admin.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';

/** The Gallery tab: the images with add and edit dialogs, and delete with five seconds to undo. */
export function GalleryPanel() {
  const gallery = useAdminGallery();
  const { create, update, remove } = useGalleryMutations();
  const { toast } = useToast();
  // The image stays set while the dialog closes, so its title does not change during the closing animation.
  const [dialog, setDialog] = useState<{ open: boolean; image: GalleryImage | null }>({ open: false, image: null });

  const removal = useDeferredRemoval<GalleryImage>({
    onCommit: async (image, { othersWaiting }) => {
      try {
        await remove(image.id);
        if (!othersWaiting) toast({ title: 'Success', description: 'Gallery image deleted successfully', variant: 'success' });
      } catch (error) {
        toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to delete gallery image'), variant: 'destructive' });
      }
    },
    notice: (image) => ({
      title: 'Image removed',
      description: `“${image.title}” will be deleted in 5 seconds.`,
      undoAltText: `Undo deleting ${image.title}`,
    }),
  });

  const save = async (values: InsertGalleryImage) => {
    const editing = dialog.image;
    try {
      if (editing) await update(editing.id, values);
      else await create(values);
      toast({
        title: 'Success',
        description: editing ? 'Gallery image updated successfully' : 'Gallery image added successfully',
        variant: 'success',
      });
      setDialog({ open: false, image: editing });
    } catch (error) {
      toast({
        title: 'Error',
        description: apiErrorMessage(error, editing ? 'Failed to update gallery image' : 'Failed to add gallery image'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <GalleryManager
        images={removal.visible(gallery.data)}
        isLoading={gallery.isLoading}
        error={gallery.error}
        onRetry={gallery.onRetry}
        onAdd={() => setDialog({ open: true, image: null })}
        onEdit={(image) => setDialog({ open: true, image })}
        onDelete={removal.remove}
      />
      <GalleryImageDialog
        open={dialog.open}
        image={dialog.image}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSubmit={save}
      />
    </>
  );
}
