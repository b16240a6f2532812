import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { GalleryImage } from '@hospital/contract';
import { GalleryImageDialog } from './GalleryImageDialog.tsx';

export const imageData: GalleryImage = {
  id: 3,
  title: 'Nursing team',
  description: 'Our nurses on the morning shift.',
  imageUrl: '/images/gallery/nursing-team.svg',
  category: 'staff',
  isVisible: false,
  createdAt: '2026-04-02T05:45:00.000Z',
};

const meta = {
  title: 'Admin/GalleryImageDialog',
  component: GalleryImageDialog,
  excludeStories: /.*Data$/,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof GalleryImageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Add mode: empty fields, category Facility and Visible checked by default; the contract's messages on submit. */
export const AddValidation: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Add Gallery Image' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('facility');
    await expect(dialog.getByRole('checkbox', { name: 'Visible on the website' })).toBeChecked();

    await step('required fields', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add Image' }));
      await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(2));
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('textbox', { name: 'Image URL' })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('an address that is not a URL', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Blood donation camp');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'javascript:alert(1)');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Image' }));
      await waitFor(() => expect(dialog.getByText('Must be a URL (http, https or a path on this site)')).toBeVisible());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('valid fields are sent, a blank description as null', async () => {
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Image URL' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'https://example.org/camp.jpg');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'events');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Image' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          title: 'Blood donation camp',
          description: null,
          imageUrl: 'https://example.org/camp.jpg',
          category: 'events',
          isVisible: true,
        }),
      );
    });
  },
};

/** Edit mode starts from the image's values and sends the same fields. */
export const Edit: Story = {
  args: { image: imageData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Edit Gallery Image' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Nursing team');
    await expect(dialog.getByRole('checkbox', { name: 'Visible on the website' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Visible on the website' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Image' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Nursing team',
        description: 'Our nurses on the morning shift.',
        imageUrl: '/images/gallery/nursing-team.svg',
        category: 'staff',
        isVisible: true,
      }),
    );
  },
};

/** Escape and Cancel ask the caller to close. */
export const Cancel: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

export const MobileWidth: Story = {
  args: { image: imageData },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
