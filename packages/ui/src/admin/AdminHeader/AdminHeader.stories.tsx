import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdminHeader } from './AdminHeader.tsx';

const meta = {
  title: 'Admin/AdminHeader',
  component: AdminHeader,
  args: { onLogout: fn() },
} satisfies Meta<typeof AdminHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Website' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A staff member's header: who is signed in, and the way to change their own password. */
export const SignedInWithPasswordLink: Story = {
  args: { signedInAs: 'Sunita Verma (Reception)', passwordHref: '/admin/password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed in as Sunita Verma (Reception)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/admin/password');
  },
};

export const LoggingOut: Story = { args: { loggingOut: true } };

export const MobileWidth: Story = {
  args: SignedInWithPasswordLink.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
