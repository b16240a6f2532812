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

export const LoggingOut: Story = { args: { loggingOut: true } };

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
