import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TemporaryPasswordNotice } from './TemporaryPasswordNotice.tsx';

const meta = {
  title: 'Admin/TemporaryPasswordNotice',
  component: TemporaryPasswordNotice,
  args: { open: true, onOpenChange: fn(), onCopy: fn(), username: 'sunita.verma', temporaryPassword: 'mango-river-7429-lamp' },
} satisfies Meta<typeof TemporaryPasswordNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** A new account: the password once, Copy focused first, and that it must be changed at the first sign-in. */
export const Default: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Account created for sunita.verma' })).toBeVisible());
    await expect(dialog.getByLabelText('Temporary password')).toHaveTextContent('mango-river-7429-lamp');
    await expect(dialog.getByText('They must change it to a password of their own at their first sign-in.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy password' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy password' }));
    await expect(args.onCopy).toHaveBeenCalledWith('mango-river-7429-lamp');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Password copied to the clipboard.'));
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** After an admin's reset of a forgotten password. */
export const AfterReset: Story = {
  args: { reason: 'reset', username: 'amit.kumar', temporaryPassword: 'pepper-cloud-3381-door' },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Password reset for amit.kumar' })).toBeVisible());
  },
};

/** The clipboard refused (an old browser, a page without permission): the notice says to copy it by hand. */
export const CopyFails: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    // The dialog fades in: visible once its opening animation has started.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Copy password' })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Copy password' }));
    await waitFor(() => expect(dialog.getByText('Could not copy. Select the password and copy it by hand.')).toBeVisible());
  },
};

export const LongContent: Story = {
  args: {
    username: 'venkata.lakshmi.narasimha.chakravarthula',
    temporaryPassword: 'Xq7-vR2m-Lp9k-Wz4t-Hb8n-Jc3y-Fd6s-Gt5e',
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Hindi: Story = { globals: { locale: 'hi' } };
