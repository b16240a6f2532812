import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { User } from '@hospital/contract';
import { StaffTable } from './StaffTable.tsx';

export const staffData: User[] = [
  { id: 1, username: 'admin', displayName: 'Dr. Rajesh Malhotra', role: 'admin', active: true, mustChangePassword: false, lastSignInAt: '2026-11-26T04:15:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 4, username: 'sunita.verma', displayName: 'Sunita Verma', role: 'reception', active: true, mustChangePassword: false, lastSignInAt: '2026-11-25T03:02:00.000Z', createdAt: '2026-06-01T00:00:00.000Z' },
  { id: 5, username: 'amit.kumar', displayName: 'Amit Kumar', role: 'reception', active: true, mustChangePassword: true, lastSignInAt: null, createdAt: '2026-11-20T00:00:00.000Z' },
  { id: 6, username: 'priya.s', displayName: 'Priya Sharma', role: 'admin', active: false, mustChangePassword: false, lastSignInAt: '2026-08-14T11:40:00.000Z', createdAt: '2026-02-01T00:00:00.000Z' },
];

const meta = {
  title: 'Admin/StaffTable',
  component: StaffTable,
  excludeStories: /.*Data$/,
  args: {
    staff: staffData,
    currentUserId: 1,
    onAdd: fn(),
    onRoleChange: fn(),
    onActiveChange: fn(),
    onResetPassword: fn(),
  },
  argTypes: { staff: { control: false } },
} satisfies Meta<typeof StaffTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menus are portalled to the body: queries for them look there. */
const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every account with its role, status and last sign-in; active first, the signed-in admin marked. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['admin(you)', 'amit.kumar', 'sunita.verma', 'priya.s']);
    await expect(within(rows[1]!).getByText('Temporary password')).toBeVisible();
    await expect(within(rows[1]!).getByText('Never')).toBeVisible();
    await expect(within(rows[3]!).getByText('Deactivated')).toBeVisible();
    // Last sign-in in the hospital's time: 04:15 UTC is 9:45 AM in India.
    await expect(within(rows[0]!).getByText(/9:45/)).toBeVisible();
    await canvas.getByRole('button', { name: 'Add Staff Account' }).click();
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** A row's menu changes the role, resets the password or deactivates, each reported with the account. */
export const RowActions: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const page = pageOf(canvasElement);
    await step('change the role', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for sunita.verma' }));
      await userEvent.click(await page.findByRole('menuitem', { name: 'Change role to Admin' }));
      await expect(args.onRoleChange).toHaveBeenCalledWith(staffData[1], 'admin');
    });
    await step('reset the password', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for amit.kumar' }));
      await userEvent.click(await page.findByRole('menuitem', { name: 'Reset password' }));
      await expect(args.onResetPassword).toHaveBeenCalledWith(staffData[2]);
    });
    await step('deactivate, by keyboard', async () => {
      canvas.getByRole('button', { name: 'Actions for sunita.verma' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible());
      await userEvent.keyboard('{End}{Enter}');
      await expect(args.onActiveChange).toHaveBeenCalledWith(staffData[1], false);
      // The menu closes and focus returns to its button.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for sunita.verma' })).toHaveFocus());
    });
    await step('a deactivated account is reactivated; its password cannot be reset', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Actions for priya.s' }));
      await expect(await page.findByRole('menuitem', { name: 'Reset password' })).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(page.getByRole('menuitem', { name: 'Reactivate' }));
      await expect(args.onActiveChange).toHaveBeenCalledWith(staffData[3], true);
    });
  },
};

/** The signed-in admin cannot deactivate themselves or give away their own role here. */
export const OwnRow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for admin' }));
    await expect(await page.findByRole('menuitem', { name: 'Deactivate' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Change role to Reception' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('menuitem', { name: 'Reset password' })).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
  },
};

/** While an action runs its row's menu button is disabled; afterwards it is back. */
export const BusyRow: Story = {
  args: { onResetPassword: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for amit.kumar' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Reset password' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for amit.kumar' })).toBeDisabled());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for amit.kumar' })).toBeEnabled());
  },
};

export const Loading: Story = {
  args: { staff: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading staff accounts...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Staff Account' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No staff accounts yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { staff: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load staff accounts. Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    staff: [
      ...staffData,
      {
        id: 9,
        username: 'venkata.lakshmi.narasimha.chakravarthula',
        displayName: 'Venkata Lakshmi Narasimha Satyanarayana Subrahmanyam Chakravarthula',
        role: 'reception',
        active: true,
        mustChangePassword: true,
        lastSignInAt: '2026-11-26T12:59:00.000Z',
        createdAt: '2026-11-26T00:00:00.000Z',
      },
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Hindi: Story = { globals: { locale: 'hi' } };
