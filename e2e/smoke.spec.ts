import { expect, test, type Page } from './fixtures.ts';

/** Fails the test on any uncaught error in the page. */
function failOnPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('home shows the hospital name and the header navigation', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'City Care Hospital' })).toBeVisible();
  await expect(page).toHaveTitle('City Care Hospital');

  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const name of ['Departments', 'Facilities']) {
    await expect(nav.getByRole('button', { name })).toBeVisible();
  }
  for (const name of ['Our Doctors', 'Gallery', 'News & Events', 'About Doctors', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'City Care Hospital' })).toHaveAttribute('href', '/');
  expect(errors).toEqual([]);
});

test("home paints whole: its code fetched beside the entry, within the page's Content-Security-Policy", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // The page's code is fetched before the first render, so the shell never shows "Loading..." first.
  await page.addInitScript(() => {
    (window as unknown as { loadingShown: boolean }).loadingShown = false;
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Loading...')) (window as unknown as { loadingShown: boolean }).loadingShown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/HomePage-"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'City Care Hospital' })).toBeVisible();
  // The toast region's code arrives once the page is idle, with no toast raised.
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
  expect(consoleErrors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(false);

  await page.goto('/doctors');
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/HomePage-"]')).toHaveCount(0);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(main).toHaveText('404 Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | City Care Hospital');
});

test('a department slug the spec does not list shows the not-found screen', async ({ page }) => {
  await page.goto('/departments/unknown-slug');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test('a listed department and facility show their names', async ({ page }) => {
  await page.goto('/departments/general-medicine');
  await expect(page.getByRole('heading', { level: 1, name: 'General Medicine' })).toBeVisible();
  await expect(page).toHaveTitle('General Medicine | City Care Hospital');

  await page.goto('/facilities/icu');
  await expect(page.getByRole('heading', { level: 1, name: 'ICU / NICU / PICU Critical Care' })).toBeVisible();
});

test('GET /api/doctors answers 200 with a non-empty JSON array', async ({ request }) => {
  const response = await request.get('/api/doctors');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(Array.isArray(body)).toBe(true);
  expect((body as unknown[]).length).toBeGreaterThan(0);
});

test('the site calls the API on its own origin', async ({ page, baseURL }) => {
  const doctorsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/doctors');
  await page.goto('/doctors');
  const response = await doctorsResponse;
  expect(new URL(response.url()).origin).toBe(new URL(baseURL ?? '').origin);
  expect(response.status()).toBe(200);

  const [first] = (await response.json()) as { name: string }[];
  await expect(page.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Doctors' }).getByRole('listitem').first()).toContainText(first?.name ?? '');
});

test("the footer's Project Dashboard link goes to /projects", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Project Dashboard' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Project Dashboard | City Care Hospital');
});

test('the header navigation works without a page load, and its dropdowns reach every department', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Our Doctors' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Doctors' })).toBeVisible();

  await nav.getByRole('button', { name: 'Departments' }).click();
  await nav.getByRole('link', { name: 'Anesthesiology' }).click();
  await expect(page).toHaveURL(/\/departments\/anesthesiology$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anesthesiology' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Anesthesiology' })).toBeHidden();
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Hospital Gallery' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds into a Menu button that a choice closes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hospital Gallery' })).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
