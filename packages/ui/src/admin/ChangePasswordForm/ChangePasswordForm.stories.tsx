import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Admin/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onCancel: fn(), username: 'sunita.verma' },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'marigold tea at seven';

/** Changing one's own password: the browser's checks, then the two passwords sent as the API takes them. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');

    await step('empty fields', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
      await expect(await canvas.findByText('Enter your current password.')).toBeVisible();
      await expect(canvas.getByText('Use at least 12 characters.')).toBeVisible();
      await expect(canvas.getByText('Type the new password again.')).toBeVisible();
      await expect(canvas.getByLabelText(/^Current password/)).toHaveFocus();
    });

    await step('a confirmation that differs', async () => {
      await userEvent.type(canvas.getByLabelText(/^Current password/), 'temporary-pass');
      await userEvent.type(canvas.getByLabelText(/^New password/), NEW_PASSWORD);
      await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'marigold tea at eight');
      await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
      await expect(await canvas.findByText('The two new passwords do not match.')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('matching passwords are sent, without the confirmation', async () => {
      await userEvent.clear(canvas.getByLabelText(/^Confirm new password/));
      await userEvent.type(canvas.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
      await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'temporary-pass', newPassword: NEW_PASSWORD }));
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** After a sign-in with a temporary password: the change is required, so there is no Cancel. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You signed in with a temporary password/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};

/** The server's codes, each said as a sentence under its field. */
export const WrongCurrentPassword: Story = {
  args: { fieldCodes: { currentPassword: 'wrong_password' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The current password is not right.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Current password/)).toHaveFocus());
  },
};

/** A password the server finds easy to guess: its advice is said under the field. */
export const WeakPassword: Story = {
  args: {
    fieldCodes: { newPassword: 'weak_password' },
    fieldMessages: { newPassword: 'Repeated characters like "aaa" are easy to guess. Add more words that are less common.' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Repeated characters like "aaa" are easy to guess. Add more words that are less common.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SamePassword: Story = {
  args: { fieldCodes: { newPassword: 'same_password' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose a password different from the current one.')).toBeVisible();
  },
};

/** Saving: the button stays busy until the caller's promise settles. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'temporary-pass');
    await userEvent.type(canvas.getByLabelText(/^New password/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Change Password/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A failure that is no field's: kept on the screen. */
export const Error: Story = {
  args: { message: 'Could not reach the server. Check the connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server');
  },
};

export const MobileWidth: Story = {
  args: { required: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Hindi: Story = { globals: { locale: 'hi' } };
