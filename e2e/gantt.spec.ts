// The project Gantt as a visitor uses it: pick a project, switch the scale, open a task from its row by mouse and
// by keyboard. Read-only, so it shares the server with the other suites safely.
import { expect, test } from './fixtures.ts';

// Several engineers' suites share two cores: give the first paint after a navigation room.
test.setTimeout(90_000);
const LOADED = { timeout: 20_000 };

test('select a project, switch scales and open a task from the Gantt', async ({ page }) => {
  await page.goto('/projects');
  await page.getByRole('link', { name: /New 50-Bed ICU Wing/ }).click(LOADED);
  await expect(page.getByRole('tab', { name: 'Gantt Chart' })).toHaveAttribute('aria-selected', 'true');

  const grid = page.getByRole('grid', { name: 'Tasks timeline' });
  await expect(grid.getByRole('row', { name: /Site survey and soil investigation/ })).toBeVisible(LOADED);
  await expect(grid.getByRole('columnheader')).toHaveText(['Activity', 'Sub Activity', 'Progress', /Timeline/]);
  await expect(page.getByText('Today', { exact: true })).toBeVisible();

  // Day scale starts on the 1st of the earliest task's month (the survey starts 2026-06-01), 30 px a day.
  const firstColumn = page.locator('[data-column]').first();
  await expect(firstColumn).toHaveText('1');
  expect((await firstColumn.boundingBox())?.width).toBeCloseTo(30, 0);

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstColumn).toHaveText('Jun');
  expect((await firstColumn.boundingBox())?.width).toBeCloseTo(120, 0);

  await page.getByRole('button', { name: 'Year', exact: true }).click();
  await expect(firstColumn).toHaveText('2026');

  await page.getByRole('button', { name: 'Show More Columns' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Contractor' })).toBeVisible();

  await grid.getByRole('row', { name: /Excavation for raft foundation/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Excavation for raft foundation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The keyboard way: focus a row, move down with the arrow, open with Enter.
  await grid.getByRole('row', { name: /Site survey and soil investigation/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('row', { name: /Excavation for raft foundation/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toContainText('Excavation for raft foundation');
});
