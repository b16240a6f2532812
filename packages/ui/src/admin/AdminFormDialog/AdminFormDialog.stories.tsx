import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { AdminFormDialog, type AdminFormFields } from './AdminFormDialog.tsx';

// A visiting-hours notice: a small form of the same kind as the gallery's and news', to show the frame alone.
const noticeSchema = z.object({
  title: z.string().trim().min(1, 'Required'),
  notice: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text)),
  isPublished: z.boolean(),
});
type NoticeInput = z.input<typeof noticeSchema>;

function noticeFields({ register, errors }: AdminFormFields<NoticeInput>) {
  return (
    <>
      <Field label="Title" required error={errors.title?.message}>
        {(controlProps) => <Input {...controlProps} {...register('title')} />}
      </Field>
      <Field label="Notice" error={errors.notice?.message}>
        {(controlProps) => <Textarea {...controlProps} rows={3} {...register('notice')} />}
      </Field>
      <Checkbox label="Published" {...register('isPublished')} />
    </>
  );
}

const meta = {
  title: 'Admin/AdminFormDialog',
  component: AdminFormDialog<NoticeInput, z.output<typeof noticeSchema>>,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Add Visiting Hours Notice',
    submitLabel: 'Publish Notice',
    schema: noticeSchema,
    defaultValues: { title: '', notice: '', isPublished: true },
    onSubmit: fn(),
    children: noticeFields,
  },
  argTypes: { schema: { control: false }, children: { control: false }, defaultValues: { control: false } },
} satisfies Meta<typeof AdminFormDialog<NoticeInput, z.output<typeof noticeSchema>>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal, outside the story's canvas: found on the page by its accessible name. */
async function dialogNamed(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));
}

/** Named by its title, the first field focused; the schema's messages on submit, then the parsed values sent. */
export const Default: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveFocus());

    await step('a required field left empty', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Publish Notice' }));
      // Waited for: the dialog may still be fading in when the message appears (transparent until it is done).
      await waitFor(() => expect(dialog.getByText('Required')).toBeVisible());
      await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('the parsed values are sent, a blank notice as null', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Visiting hours from Monday');
      await userEvent.click(dialog.getByRole('button', { name: 'Publish Notice' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Visiting hours from Monday', notice: null, isPublished: true }),
      );
    });
  },
};

/** Editing starts from the record's values. */
export const Edit: Story = {
  args: {
    title: 'Edit Visiting Hours Notice',
    submitLabel: 'Update Notice',
    defaultValues: { title: 'Visiting hours', notice: '4 pm to 7 pm, two visitors a patient.', isPublished: false },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Visiting hours');
    await expect(dialog.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Update Notice' })).toBeEnabled();
  },
};

/** While the save is under way the save button is busy and cannot be pressed twice. */
export const Saving: Story = {
  args: {
    defaultValues: { title: 'Visiting hours', notice: '', isPublished: true },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    const save = dialog.getByRole('button', { name: 'Publish Notice' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Cancel and Escape ask the caller to close; nothing is sent. */
export const Cancel: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Edit the visiting hours notice of the paediatric and neonatal intensive care units',
    submitLabel: 'Update and publish the notice',
    defaultValues: {
      title: 'Revised visiting hours for the paediatric and neonatal intensive care units from the first of next month',
      notice: 'Parents may stay at any hour. Other family members may visit from 4 pm to 7 pm, two at a time, after washing their hands at the entrance. '.repeat(4),
      isPublished: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Update and publish the notice' })).toBeVisible());
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, args.title);
    // The sheet slides up on a phone: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Publish Notice' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
