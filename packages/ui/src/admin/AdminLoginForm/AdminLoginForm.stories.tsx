import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdminLoginForm, type DemoAccount } from './AdminLoginForm.tsx';

/** What the demo server lists at `GET /api/auth/demo-accounts`. */
export const demoAccountsData: DemoAccount[] = [
  { username: 'admin', password: 'admin123', role: 'admin' },
  { username: 'reception', password: 'reception123', role: 'reception' },
  { username: 'patient', password: 'patient123', role: 'patient' },
];

const meta = {
  title: 'Admin/AdminLoginForm',
  component: AdminLoginForm,
  excludeStories: /.*Data$/,
  args: { onSubmit: fn(), onBack: fn(), demoAccounts: demoAccountsData },
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in with the demo server's accounts in plain view, one row each. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username');
    await expect(canvas.getByLabelText('Password', { exact: false })).toHaveAttribute('autocomplete', 'current-password');
    const demo = canvas.getByRole('region', { name: 'Demo credentials' });
    await expect(within(demo).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Role', 'Username', 'Password']);
    const rows = within(demo).getAllByRole('row').slice(1);
    await expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Admin', 'admin', 'admin123'],
      ['Reception', 'reception', 'reception123'],
      ['Patient', 'patient', 'patient123'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Website' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Submitting empty fields shows the spec's two messages and sends nothing. */
export const ValidationMessages: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus goes to the first field in error, so a keyboard user can fix it at once.
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  },
};

/** Filled in by keyboard (Enter submits), the values reach `onSubmit`; pasting is allowed. */
export const SubmitsByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Username' }));
    await userEvent.paste('admin');
    await userEvent.tab();
    await userEvent.keyboard('admin123{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'admin123' }));
  },
};

/** After six failed attempts the server asks to wait; the message stays on the screen. */
export const TooManyAttempts: Story = {
  args: { message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please wait 15 minutes');
  },
};

/** A production server lists no accounts: no demo block at all, only the form. */
export const WithoutDemoAccounts: Story = {
  args: { demoAccounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Demo credentials' })).toBeNull();
    await expect(canvas.queryByText('admin123')).toBeNull();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
