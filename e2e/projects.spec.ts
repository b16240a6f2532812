// The project dashboard: reading it signed out, and the changes a signed-in admin makes (a task's progress,
// Kanban moves by mouse and keyboard, a milestone marked complete), each seen to persist after a reload.
// The server is shared by parallel tests: each test that changes data changes its own task or milestone.
import { expect, test, type Page } from './fixtures.ts';

const ADMIN = { username: 'admin', password: 'admin123' };

// Several engineers' suites share two cores: give the first paint after a navigation room.
test.setTimeout(90_000);
const LOADED = { timeout: 20_000 };

/** Signs in through the login API in the page's context, so the browser holds the session cookie. */
async function signIn(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(response.status()).toBe(200);
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name},`) });

test('select a project and read its tabs signed out, with "Sign in to edit"', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Dashboard' })).toBeVisible(LOADED);
  for (const label of ['Projects', 'Active', 'Tasks', 'Completed']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Select a Project to Get Started' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Project' })).toBeVisible();

  const card = page.getByRole('link', { name: /Modular OT Complex Renovation/ });
  await expect(card).toHaveAttribute('href', '/projects?project=2&view=gantt');
  await card.click();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/[?&]project=2/);
  await expect(page.getByRole('heading', { level: 2, name: 'Modular OT Complex Renovation' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Project views' });
  await expect(tabs.getByRole('tab')).toHaveText(['Gantt Chart', 'Kanban Board', 'Milestones']);

  await tabs.getByRole('tab', { name: 'Kanban Board' }).click();
  await expect(page).toHaveURL(/view=kanban/);
  await expect(page.getByRole('link', { name: 'Sign in to edit' })).toHaveAttribute('href', '/admin/login');
  await expect(page.getByRole('button', { name: 'Move Equipment (#27)' })).toHaveAttribute('aria-disabled', 'true');

  await tabs.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByRole('rowheader', { name: 'Temporary OT operational' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to edit' })).toBeVisible();

  // The selection and tab are in the URL: a reload comes back to them.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Milestones' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: /Modular OT Complex Renovation/ })).toHaveAttribute('aria-current', 'true');
});

test('open a task and edit its progress (signed in)', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects?project=2&view=kanban');
  await page.getByRole('button', { name: 'Task actions for Equipment (#27)' }).click(LOADED);
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Task Details' });
  await expect(dialog.getByText('Surgical lights and ceiling pendants')).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/tasks/27') && r.request().method() === 'PATCH');
  await edit.getByRole('spinbutton', { name: /Progress/ }).fill('55');
  await edit.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ progress: 55 });

  await expect(page.getByRole('dialog', { name: 'Task Details' }).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuenow',
    '55',
  );
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Progress of Equipment' }).first()).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Task actions for Equipment (#27)' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Task Details' }).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuenow',
    '55',
  );
});

test('drag a card to another column with the mouse, and it stays there after a reload (signed in)', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects?project=3&view=kanban');
  const handle = column(page, 'Pending').getByRole('button', { name: 'Move Electrical (#34)' });
  await expect(handle).toBeVisible(LOADED);
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await column(page, 'In Progress').boundingBox())!;

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/tasks/34') && r.request().method() === 'PATCH');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
  // The columns of a row share its height, so the point beside the card is inside In Progress.
  await page.mouse.move(to.x + to.width / 2, from.y + from.height / 2, { steps: 15 });
  await page.mouse.up();
  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ status: 'in-progress' });
  await expect(column(page, 'In Progress').getByRole('button', { name: 'Move Electrical (#34)' })).toBeVisible();

  await page.reload();
  await expect(column(page, 'In Progress').getByRole('button', { name: 'Move Electrical (#34)' })).toBeVisible(LOADED);
});

// dnd-kit scrolls the page while the pointer is in a band along the window's edge, by default a fifth of the window:
// 280 px of a 1,400 px one. A card aimed at a column 220 px down scrolled the page away under the pointer and the
// drop landed elsewhere. The band now ends a little below the sticky header.
test('a card dropped on a column 220 px below the top of a tall window lands there, and the page stays put (signed in)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  await signIn(page);
  await page.goto('/projects?project=3&view=kanban');
  const handle = column(page, 'Pending').getByRole('button', { name: 'Move MEP (#39)' });
  await expect(handle).toBeVisible(LOADED);
  const target = column(page, 'In Progress');

  // Scroll the In Progress column's top to 150 px, so the point 220 px down is inside it and the page can scroll up.
  const DROP_Y = 220;
  const columnTop = (await target.boundingBox())!.y;
  await page.evaluate((by) => window.scrollBy(0, by), columnTop - 150);
  await expect.poll(async () => (await target.boundingBox())!.y).toBeCloseTo(150, 0);
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);

  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  expect(from.y).toBeGreaterThan(DROP_Y);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/tasks/39') && r.request().method() === 'PATCH');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 30, { steps: 5 });
  // Upwards to the drop point, as a hand would go, and held there a moment while aiming.
  await page.mouse.move(to.x + to.width / 2, DROP_Y, { steps: 15 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  await page.mouse.up();

  const response = await saved;
  expect(response.request().postDataJSON()).toEqual({ status: 'in-progress' });
  await expect(column(page, 'In Progress').getByRole('button', { name: 'Move MEP (#39)' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});

test('move a card with the keyboard: Space, arrow, Space; it stays after a reload (signed in)', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects?project=3&view=kanban');
  const handle = column(page, 'Pending').getByRole('button', { name: 'Move Civil Works (#40)' });
  await expect(handle).toBeVisible(LOADED);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up task Civil Works \(#40\) in Pending/)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Task Civil Works is over In Progress/)).toBeAttached();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/tasks/40') && r.request().method() === 'PATCH');
  await page.keyboard.press('Space');
  expect((await saved).request().postDataJSON()).toEqual({ status: 'in-progress' });

  await page.reload();
  await expect(column(page, 'In Progress').getByRole('button', { name: 'Move Civil Works (#40)' })).toBeVisible(LOADED);
});

test('mark a milestone complete (signed in)', async ({ page }) => {
  await signIn(page);
  await page.goto('/projects?project=2&view=milestones');
  const row = page.getByRole('row', { name: /OTs validated and reopened/ });
  await expect(row).toContainText('Pending', LOADED);
  await row.getByRole('button', { name: 'Actions for OTs validated and reopened' }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/milestones/9') && r.request().method() === 'PATCH');
  await page.getByRole('menuitem', { name: 'Mark Complete' }).click();
  expect((await saved).request().postDataJSON()).toEqual({ status: 'completed' });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText(/Completed \d+ days early/);

  await page.reload();
  await expect(page.getByRole('row', { name: /OTs validated and reopened/ })).toContainText(/Completed \d+ days early/, LOADED);
  await page.getByRole('button', { name: 'Actions for OTs validated and reopened' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark Complete' })).toHaveAttribute('aria-disabled', 'true');
});
