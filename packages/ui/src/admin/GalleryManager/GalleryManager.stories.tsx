import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { GalleryImage } from '@hospital/contract';
import { ToastProvider } from '../../Toast/index.ts';
import { useDeferredRemoval } from '../DeferredRemoval/index.ts';
import { GalleryManager, type GalleryManagerProps } from './GalleryManager.tsx';

export const galleryImagesData: GalleryImage[] = [
  { id: 1, title: 'Main hospital building', description: 'The main block houses the OPD, diagnostics and 100 inpatient beds.', imageUrl: '/images/gallery/main-building.svg', category: 'facility', isVisible: true, createdAt: '2026-03-02T05:45:00.000Z' },
  { id: 2, title: 'Modular operation theatre', description: null, imageUrl: '/images/gallery/modular-ot.svg', category: 'facility', isVisible: true, createdAt: '2026-03-05T05:45:00.000Z' },
  { id: 3, title: 'Nursing team', description: 'Our nurses on the morning shift.', imageUrl: '/images/gallery/nursing-team.svg', category: 'staff', isVisible: false, createdAt: '2026-04-02T05:45:00.000Z' },
  { id: 4, title: '128-slice CT scanner', description: 'Installed in 2025.', imageUrl: '/images/gallery/ct-scanner.svg', category: 'equipment', isVisible: true, createdAt: '2026-05-02T05:45:00.000Z' },
  { id: 5, title: 'Broken picture link', description: 'Shows the default hospital image instead.', imageUrl: '/images/gallery/missing.png', category: 'events', isVisible: true, createdAt: '2026-05-03T05:45:00.000Z' },
];

const meta = {
  title: 'Admin/GalleryManager',
  component: GalleryManager,
  excludeStories: /.*Data$/,
  args: { images: galleryImagesData, onAdd: fn(), onEdit: fn(), onDelete: fn() },
  argTypes: { images: { control: false } },
} satisfies Meta<typeof GalleryManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every image, visible or hidden, with Edit and Delete named after the image. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(galleryImagesData.length);
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Nursing team' }));
    await expect(args.onEdit).toHaveBeenCalledWith(galleryImagesData[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 128-slice CT scanner' }));
    await expect(args.onDelete).toHaveBeenCalledWith(galleryImagesData[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Image' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Eight placeholder cards while the images load, the gallery's skeleton count. */
export const Loading: Story = {
  args: { images: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(8);
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No images found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { images: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load gallery images')).toBeVisible();
    await expect(canvas.getByText('Please try again later.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    images: [
      {
        ...galleryImagesData[0]!,
        title: 'Inauguration of the Shrimati Kamla Devi Agarwal Memorial Paediatric Intensive Care Unit and Neonatal Ward',
        description:
          'The new wing adds sixteen NICU and twelve PICU beds with central monitoring, a milk bank, kangaroo-care rooms for mothers and a separate isolation room for infants with infections. '.repeat(3),
      },
      ...galleryImagesData.slice(1, 3),
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** The dashboard's delete: the card goes at once, a toast offers Undo, and nothing is sent unless time runs out. */
function GalleryWithUndo({ onCommit, delayMs, ...props }: GalleryManagerProps & { onCommit: (image: GalleryImage) => void; delayMs: number }) {
  const [images, setImages] = useState(props.images);
  const removal = useDeferredRemoval<GalleryImage>({
    delayMs,
    onCommit: (image) => {
      onCommit(image);
      setImages((current) => current?.filter((candidate) => candidate.id !== image.id));
    },
    notice: (image) => ({ title: 'Image removed', description: `“${image.title}” will be deleted in 5 seconds.` }),
  });
  return <GalleryManager {...props} images={removal.visible(images)} onDelete={removal.remove} />;
}

const onCommit = fn();

export const DeleteThenUndo: Story = {
  render: (args) => (
    <ToastProvider>
      <GalleryWithUndo {...args} onCommit={onCommit} delayMs={1500} />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    onCommit.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    await step('Delete hides the card and offers Undo, sending nothing yet', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Nursing team' }));
      await waitFor(() => expect(canvas.queryByText('Nursing team')).toBeNull());
      // The toast slides in: visible once its animation has begun.
      await waitFor(() => expect(page.getByText('“Nursing team” will be deleted in 5 seconds.')).toBeVisible());
      await expect(onCommit).not.toHaveBeenCalled();
    });
    await step('Undo brings it back, and nothing is ever sent', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Undo' }));
      await expect(await canvas.findByText('Nursing team')).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await expect(onCommit).not.toHaveBeenCalled();
      await expect(canvas.getAllByRole('listitem')).toHaveLength(galleryImagesData.length);
    });
  },
};

export const DeleteCommitsAfterTheDelay: Story = {
  render: DeleteThenUndo.render,
  play: async ({ canvas, userEvent }) => {
    onCommit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Nursing team' }));
    await expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith(galleryImagesData[2]));
    await expect(onCommit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Nursing team')).toBeNull();
  },
};
