import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { NewsEvent } from '@hospital/contract';
import { NewsEventDialog } from './NewsEventDialog.tsx';

export const eventData: NewsEvent = {
  id: 2,
  title: 'Free diabetes screening camp',
  content: 'Fasting sugar and HbA1c tests free of charge at the OPD block.',
  type: 'event',
  imageUrl: null,
  eventDate: '2026-12-06T03:30:00.000Z',
  isPublished: true,
  createdAt: '2026-11-05T06:30:00.000Z',
  updatedAt: '2026-11-05T06:30:00.000Z',
};

const meta = {
  title: 'Admin/NewsEventDialog',
  component: NewsEventDialog,
  excludeStories: /.*Data$/,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof NewsEventDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Add mode: type News and Published by default; title and content required; an optional image URL must be a URL. */
export const AddValidation: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Add News/Event' })).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('news');
    await expect(dialog.getByRole('checkbox', { name: 'Published' })).toBeChecked();

    await step('required fields', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(dialog.getAllByText('Required')).toHaveLength(2));
      await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('an image URL that is not a URL', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Eye camp');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Content' }), 'Free cataract screening.');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Image URL' }), 'not a url');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(dialog.getByText('Must be a URL (http, https or a path on this site)')).toBeVisible());
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('an event with its date sent as an ISO instant, a blank image URL as null', async () => {
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Image URL' }));
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), 'event');
      const date = dialog.getByLabelText('Event date');
      await userEvent.type(date, '2026-12-06T09:00');
      await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          title: 'Eye camp',
          content: 'Free cataract screening.',
          type: 'event',
          imageUrl: null,
          // The browser's own reading of the wall-clock time, whatever zone the test machine is in.
          eventDate: new Date(2026, 11, 6, 9, 0).toISOString(),
          isPublished: true,
        }),
      );
    });
  },
};

/** Edit mode starts from the item, its date on the local clock, and sends the same fields. */
export const Edit: Story = {
  args: { item: eventData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Edit News/Event' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Free diabetes screening camp');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('event');
    await expect((dialog.getByLabelText('Event date') as HTMLInputElement).value).not.toBe('');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Published' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: eventData.title,
        content: eventData.content,
        type: 'event',
        imageUrl: null,
        eventDate: eventData.eventDate,
        isPublished: false,
      }),
    );
  },
};

export const MobileWidth: Story = {
  args: { item: eventData },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
