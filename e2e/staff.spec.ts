// Staff accounts as an admin and the front desk live them: an account made in the Staff tab, its temporary password
// shown once and changed at the first sign-in, a reset, a deactivation, and a user changing their own password.
// Tests run in parallel against one server: each makes accounts of its own, with usernames no other run uses, and
// never changes the demo admin's password.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';

// Every test signs in two or three times, and each sign-in hashes a password on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** A username no other test (or earlier run against the same data) uses: lowercase, digits and dots. */
const uniqueUsername = (what: string) => `${what}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new password the server accepts: long, and not among the common ones. */
const newPassword = () => `marigold tea at seven ${Math.random().toString(36).slice(2, 8)}`;

/** The toast viewport: toasts are asserted inside it, not in Radix's duplicate screen-reader announcement. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

const storedUser = async (page: Page) => JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? 'null') as Record<string, unknown> | null;

/** The demo admin's username and password, read from the sign-in screen's Demo credentials, as a visitor would. */
async function demoAdmin(page: Page): Promise<{ username: string; password: string }> {
  await page.goto('/admin/login');
  const row = page
    .getByRole('region', { name: 'Demo credentials' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Admin', exact: true }) });
  const cells = row.getByRole('cell');
  return { username: (await cells.nth(0).textContent()) ?? '', password: (await cells.nth(1).textContent()) ?? '' };
}

/** Signs in through the form; the caller asserts where it lands. */
async function signIn(page: Page, username: string, password: string) {
  if (!page.url().endsWith('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signInAsAdmin(page: Page, tab?: string) {
  const admin = await demoAdmin(page);
  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  if (tab) await page.goto(`/admin?tab=${tab}`);
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The Staff tab's row of one account. */
const rowOf = (page: Page, username: string): Locator =>
  page.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${username.replaceAll('.', '\\.')}`) }) });

/** Creates an account through the API as the demo admin (its own cookie jar), answering its temporary password. */
async function createAccount(request: APIRequestContext, username: string, role: 'admin' | 'reception' = 'reception'): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  expect(login.status()).toBe(200);
  const created = await request.post('/api/users', { data: { username, displayName: `E2E ${username}`, role } });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { temporaryPassword: string }).temporaryPassword;
}

/** Fills the change-password form and sends it. */
async function changePassword(page: Page, current: string, next: string, confirm = next) {
  await page.getByLabel(/^Current password/).fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel(/^Confirm new password/).fill(confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

test('an admin creates a reception account; it must change its temporary password, then sees only Appointments', async ({ page, context }) => {
  const username = uniqueUsername('desk');
  let temporaryPassword = '';

  await test.step('the admin creates the account in the Staff tab and reads the temporary password once', async () => {
    await signInAsAdmin(page, 'staff');
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Add Staff Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sunita Verma');
    await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('reception');
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    const notice = page.getByRole('dialog', { name: `Account created for ${username}` });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('They must change it to a password of their own at their first sign-in.')).toBeVisible();
    temporaryPassword = ((await notice.getByLabel('Temporary password').textContent()) ?? '').trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await notice.getByRole('button', { name: 'Copy password' }).click();
    await expect(notice.getByRole('status')).toHaveText('Password copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporaryPassword);
    await notice.getByRole('button', { name: 'Done' }).click();
    await expect(notice).toBeHidden();

    const row = rowOf(page, username);
    await expect(row).toContainText('Sunita Verma');
    await expect(row).toContainText('Reception');
    await expect(row).toContainText('Temporary password');
    await expect(row).toContainText('Never');
  });

  await test.step('the same username again is refused under its field', async () => {
    await page.getByRole('button', { name: 'Add Staff Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Staff Account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone Else');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('This username is already taken. Choose another.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await logout(page);
  });

  await test.step('signing in with the temporary password leads to the change-password page, and nowhere else', async () => {
    await signIn(page, username, temporaryPassword);
    await expect(page).toHaveURL(/\/admin\/password$/);
    await expect(page.getByText('You signed in with a temporary password. Choose a password of your own to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({ username, role: 'reception', mustChangePassword: true });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/password$/);
  });

  await test.step("the server's 403 password_change_required sends a stale record to the same page", async () => {
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('user', JSON.stringify({ ...user, mustChangePassword: false }));
    });
    const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/appointments' && response.status() === 403);
    await page.goto('/admin');
    await refused;
    await expect(page).toHaveURL(/\/admin\/password$/);
  });

  await test.step('the new password is checked, then the front desk sees the appointments only', async () => {
    const chosen = newPassword();
    await changePassword(page, temporaryPassword, chosen, `${chosen}!`);
    await expect(page.getByText('The two new passwords do not match.')).toBeVisible();
    await changePassword(page, temporaryPassword, temporaryPassword);
    await expect(page.getByText(/Choose a password different from the current one|Use at least 12 characters/)).toBeVisible();
    // One easy to guess passes the browser's length check; the server refuses it, and the form says why.
    await changePassword(page, temporaryPassword, 'aaaaaaaaaaaa');
    await expect(page.getByText('Repeated characters like "aaa" are easy to guess. Add more words that are less common.')).toBeVisible();
    await changePassword(page, temporaryPassword, chosen);
    await expect(toasts(page).getByText('Password Changed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(['Appointments', 'OPD day', 'Messages']);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('Signed in as Sunita Verma (Reception)')).toBeVisible();
    // The hospital's totals are an admin's: no stat cards, and no call for them.
    await expect(page.getByRole('term').filter({ hasText: /^Total Appointments$/ })).toHaveCount(0);
    await page.goto('/admin?tab=staff');
    await expect(page.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
    expect(await storedUser(page)).toMatchObject({ username, mustChangePassword: false });
  });
});

test('an admin resets a password: the new temporary one signs in, and the old one no longer does', async ({ page, request }) => {
  const username = uniqueUsername('reset');
  const first = await createAccount(request, username);

  await signInAsAdmin(page, 'staff');
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const notice = page.getByRole('dialog', { name: `Password reset for ${username}` });
  await expect(notice).toBeVisible();
  const second = ((await notice.getByLabel('Temporary password').textContent()) ?? '').trim();
  expect(second).not.toBe('');
  expect(second).not.toBe(first);
  await notice.getByRole('button', { name: 'Done' }).click();
  await logout(page);

  await signIn(page, username, first);
  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signIn(page, username, second);
  await expect(page).toHaveURL(/\/admin\/password$/);
});

test('an admin deactivates an account: it can no longer sign in, and reactivated it can', async ({ page, request }) => {
  const username = uniqueUsername('gone');
  const password = await createAccount(request, username);

  await signInAsAdmin(page, 'staff');
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(toasts(page).getByText(`${username} deactivated`)).toBeVisible();
  await expect(rowOf(page, username)).toContainText('Deactivated');
  await logout(page);

  await signIn(page, username, password);
  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedUser(page)).toBeNull();

  await signInAsAdmin(page, 'staff');
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(rowOf(page, username)).toContainText('Active');
  await logout(page);
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/admin\/password$/);
});

test('a signed-in user changes their own password from the header', async ({ page, request }) => {
  const username = uniqueUsername('self');
  const temporary = await createAccount(request, username);
  const chosen = newPassword();
  const later = newPassword();

  await signIn(page, username, temporary);
  await expect(page).toHaveURL(/\/admin\/password$/);
  await changePassword(page, temporary, chosen);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/password$/);
  await expect(page.getByText('Choose a new password. Your other sessions are signed out when it changes.')).toBeVisible();

  await changePassword(page, 'not my password at all', later);
  await expect(page.getByText('The current password is not right.')).toBeVisible();
  await expect(page.getByLabel(/^Current password/)).toBeFocused();

  await changePassword(page, chosen, later);
  await expect(page).toHaveURL(/\/admin$/);
  await logout(page);

  await signIn(page, username, chosen);
  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await signIn(page, username, later);
  await expect(page).toHaveURL(/\/admin$/);
});
