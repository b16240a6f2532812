import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { StaffAccountDialog } from './StaffAccountDialog.tsx';

const meta = {
  title: 'Admin/StaffAccountDialog',
  component: StaffAccountDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof StaffAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Empty fields, Reception chosen; the contract's checks on submit, then the values sent as the API takes them. */
export const Default: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Add Staff Account' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('reception');
    await expect(dialog.getByText(/It must be changed at the first sign-in/)).toBeVisible();

    await step('required fields and the username rule', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'Sunita Verma');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(dialog.getByText('Use lowercase letters and digits, with . _ or - between them')).toBeVisible());
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('valid fields are sent', async () => {
      await userEvent.clear(dialog.getByRole('textbox', { name: 'Username' }));
      await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'sunita.verma');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sunita Verma');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'admin');
      await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ username: 'sunita.verma', displayName: 'Sunita Verma', role: 'admin' }));
    });
  },
};

/** The server's 409 names the username with its code: said as a sentence under the field, which gets the focus. */
export const UsernameTaken: Story = {
  args: { fieldCodes: { username: 'username_taken' } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByText('This username is already taken. Choose another.')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveFocus());
  },
};

/** Saving: the button stays busy until the caller's promise settles. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Username' }), 'amit.kumar');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Amit Kumar');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Create Account/ })).toHaveAttribute('aria-busy', 'true'));
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

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Hindi: Story = { globals: { locale: 'hi' } };
