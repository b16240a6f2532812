// The admin table at a hospital's scale: apps/api of its own, on PGlite with 100,000 appointments (the
// seed's and the benchmark's made ones, scripts/bench-admin/fill.mjs), and the search, filter, sort, pages and
// export an admin uses, in the browser. The server answers each from the database; the browser holds one page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSV_BOM } from '@hospital/contract';
import { startServer } from '../scripts/bench-api/servers.mjs';
import { expect, test, type Page } from './fixtures.ts';

const APPOINTMENTS = 100_000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: Awaited<ReturnType<typeof startServer>>;
let work: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'hospital-e2e-scale-'));
  const env = { DATA_DIR: join(work, 'pglite'), SITE_DIR: join(process.cwd(), 'apps/site/dist') };
  const seedFile = join(process.cwd(), 'db.json');
  // The first start migrates and seeds db.json; the rest is made in SQL while the server is stopped.
  await (await startServer({ kind: 'api', dir: join(work, 'first'), seedFile, env })).stop();
  const filled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-admin/fill.mjs', env.DATA_DIR, String(APPOINTMENTS)], { encoding: 'utf8' });
  if (filled.status !== 0) throw new Error(`filling the database failed:\n${filled.stderr}`);
  server = await startServer({ kind: 'api', dir: join(work, 'server'), seedFile, env });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

const summary = (page: Page) => page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
/** The total the table shows, written the Indian way ("1,00,000"). */
const totalShown = async (page: Page) => Number((await summary(page).textContent())!.match(/of ([\d,]+)$/)![1]!.replaceAll(',', ''));
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test('an admin searches, filters, sorts, pages and exports 100,000 appointments', async ({ page }) => {
  const wholeList: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/appointments' && url.search === '') wholeList.push(request.url());
  });
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const references = table.locator('tbody tr td:nth-child(2)');

  await test.step('signs in and sees the first page of every appointment', async () => {
    await page.goto(`${server.base}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(summary(page)).toHaveText('Showing 1–25 of 1,00,000');
    expect(await totalShown(page)).toBe(APPOINTMENTS);
    await expect(rows).toHaveCount(25);
  });

  await test.step('a search by e-mail finds the one patient', async () => {
    await page.getByRole('searchbox', { name: 'Search appointments' }).fill('kabir.patel.4252@');
    await expect(summary(page)).toHaveText('Showing 1–1 of 1');
    await expect(rows).toHaveCount(1);
    // Some of the made names are written in lower case, as patients sometimes type them.
    await expect(rows.first()).toContainText(/kabir patel/i);
    await expect(rows.first()).toContainText('kabir.patel.4252@example.com');
  });

  await test.step('a department searched and the Cancelled filter narrow it on the server', async () => {
    await page.getByRole('searchbox', { name: 'Search appointments' }).fill('neurology');
    await expect(page).toHaveURL(/[?&]q=neurology(&|$)/);
    await expect.poll(() => totalShown(page)).toBeGreaterThan(25);
    await expect(rows.filter({ hasNotText: 'Neurology' })).toHaveCount(0);
    const named = await totalShown(page);
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('cancelled');
    await settled(page);
    await expect.poll(() => totalShown(page)).toBeLessThan(named);
    await expect(table.locator('tbody tr td:nth-child(6)').filter({ hasNotText: /^Cancelled$/ })).toHaveCount(0);
    await expect(rows.filter({ hasNotText: 'Neurology' })).toHaveCount(0);
  });

  await test.step('Date & Time sorts the oldest visit first, then the latest; Next shows the second page', async () => {
    await page.getByRole('button', { name: 'Date & Time' }).click();
    await expect(page.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'ascending');
    await settled(page);
    const oldest = (await references.allTextContents()).map((text) => text.trim());
    await page.getByRole('button', { name: 'Date & Time' }).click();
    await expect(page.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'descending');
    await settled(page);
    await expect.poll(async () => (await references.allTextContents()).map((text) => text.trim())).not.toEqual(oldest);
    await page.getByRole('navigation', { name: 'Appointments pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(summary(page)).toHaveText(/^Showing 26–50 of [\d,]+$/);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  });

  await test.step('Export CSV downloads every match the server finds, not the page on screen', async () => {
    const total = await totalShown(page);
    expect(total).toBeGreaterThan(50);
    const started = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await started;
    const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).trimEnd().split('\r\n');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.includes(',Neurology,') && line.includes(',cancelled,'))).toBe(true);
  });

  expect(wholeList).toEqual([]);
});
