import type { z } from 'zod';
import {
  DEFAULTS,
  GALLERY_CATEGORIES,
  insertGalleryImageSchema,
  type GalleryImage,
  type InsertGalleryImage,
} from '@hospital/contract';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { statusLabel } from '../../StatusBadge/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { AdminFormDialog } from '../AdminFormDialog/index.ts';

type GalleryFormInput = z.input<typeof insertGalleryImageSchema>;

const CATEGORY_OPTIONS = GALLERY_CATEGORIES.map((category) => ({ value: category, label: statusLabel(category) }));

/** The form's first values: the image's own in edit mode, else the spec's defaults (facility, visible). */
export function galleryFormDefaults(image?: GalleryImage | null): GalleryFormInput {
  return {
    title: image?.title ?? '',
    description: image?.description ?? '',
    imageUrl: image?.imageUrl ?? '',
    category: image?.category ?? DEFAULTS.galleryCategory,
    isVisible: image?.isVisible ?? DEFAULTS.isVisible,
  };
}

export interface GalleryImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The image to edit; add mode without one. */
  image?: GalleryImage | null;
  /**
   * Called with the parsed fields (a blank description becomes null) for both add and edit. The caller closes the
   * dialog when the change is saved; while the promise is pending the save button is busy.
   */
  onSubmit: (values: InsertGalleryImage) => void | Promise<unknown>;
}

/** Add or edit one gallery image: title, description, image URL, category and visibility (spec: Gallery tab). */
export function GalleryImageDialog({ open, onOpenChange, image, onSubmit }: GalleryImageDialogProps) {
  const editing = Boolean(image);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Gallery Image' : 'Add Gallery Image'}
      submitLabel={editing ? 'Update Image' : 'Add Image'}
      schema={insertGalleryImageSchema}
      defaultValues={galleryFormDefaults(image)}
      onSubmit={onSubmit}
    >
      {({ register, errors }) => (
        <>
          <Field label="Title" required error={errors.title?.message}>
            {(controlProps) => <Input {...controlProps} {...register('title')} />}
          </Field>
          <Field label="Description" error={errors.description?.message}>
            {(controlProps) => <Textarea {...controlProps} rows={3} {...register('description')} />}
          </Field>
          <Field label="Image URL" required hint="A web address (https://…) or a path on this site (/images/…)" error={errors.imageUrl?.message}>
            {(controlProps) => <Input {...controlProps} inputMode="url" spellCheck={false} {...register('imageUrl')} />}
          </Field>
          <Field label="Category" error={errors.category?.message}>
            {(controlProps) => <Select {...controlProps} options={CATEGORY_OPTIONS} {...register('category')} />}
          </Field>
          <Checkbox label="Visible on the website" {...register('isVisible')} />
        </>
      )}
    </AdminFormDialog>
  );
}
