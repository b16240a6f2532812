// The admin area as an admin walks it: sign-in, the dashboard's tabs, appointments (searched, filtered, sorted, paged
// and exported by the server,), gallery and news management.
// Tests run in parallel against one server: each signs in on its own, and whatever it creates has a unique title.
import { APPOINTMENT_CSV_COLUMNS, CSV_BOM } from '@hospital/contract';
import type { Response } from '@playwright/test';
import { expect, test, type Locator, type Page } from './fixtures.ts';

// Every test signs in first, and several wait out the five seconds of Undo: more time than a page check needs.
test.describe.configure({ timeout: 60_000 });

/** A title no other test (or earlier run against the same data) uses. */
const unique = (what: string) => `${what} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** The toast viewport: toasts are asserted inside it, not in Radix's duplicate screen-reader announcement. */
const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const viewport = toasts(page);
  await expect(viewport.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(viewport.getByText(description)).toBeVisible();
}

/**
 * Signs in through the form with the admin's demo credentials read from the screen (the server lists the demo's
 * accounts; the admin's row), as a first-time visitor would.
 */
async function signIn(page: Page, tab?: string) {
  await page.goto('/admin/login');
  const demo = page.getByRole('region', { name: 'Demo credentials' });
  const values = demo.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Admin', exact: true }) }).getByRole('cell');
  const username = (await values.nth(0).textContent()) ?? '';
  const password = (await values.nth(1).textContent()) ?? '';
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  if (tab) await page.goto(`/admin?tab=${tab}`);
}

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('user'));

/** A parameter of the page's own URL (the dashboard keeps the table's query there). */
const urlParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The query of a response's request. */
const queryOf = (response: Response) => new URL(response.url()).searchParams;

/** An answer for one page of the appointments table (never the bare list: that is every appointment). */
const isPageResponse = (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/appointments' && queryOf(response).has('page');

/** Until nothing on the page is loading: the table has drawn the answer it was waiting for. */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** Names as the server orders them: in any case together, then by code point (SQL's `lower(…) COLLATE "C"`). */
const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** Whether names are in order, 1 ascending or -1 descending. */
const inOrder = (names: readonly string[], direction: 1 | -1) => names.length > 1 && names.every((name, i) => i === 0 || direction * byName(names[i - 1]!, name) <= 0);

/** The rows of a CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** Clicks a download link and reads the file the browser saved: its suggested name and its CSV rows. */
async function download(page: Page, link: Locator): Promise<{ fileName: string; rows: string[][] }> {
  const started = page.waitForEvent('download');
  await link.click();
  const file = await started;
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  // The byte order mark Excel needs to read UTF-8, then the rows.
  expect(text.startsWith(CSV_BOM)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return { fileName: file.suggestedFilename(), rows: parseCsv(text.slice(CSV_BOM.length)) };
}

test.describe('sign-in', () => {
  test('/admin without a stored user goes to the sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveTitle('Admin Login | City Care Hospital');
  });

  test('the demo accounts are the server’s: staff ones shown, and none at all when it lists none', async ({ page }) => {
    await page.goto('/admin/login');
    const demo = page.getByRole('region', { name: 'Demo credentials' });
    await expect(demo.getByRole('rowheader')).toHaveText(['Admin', 'Reception']);
    // A production server lists no accounts: the sign-in shows no demo block.
    await page.route('**/api/auth/demo-accounts', (route) => route.fulfill({ json: { accounts: [] } }));
    const answered = page.waitForResponse('**/api/auth/demo-accounts');
    await page.reload();
    await answered;
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(demo).toHaveCount(0);
  });

  test('empty fields show the validation messages and send nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) calls += 1;
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a wrong password says Login Failed with the server’s message and stores nothing', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login Failed', 'Invalid credentials');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('the credentials on the screen sign in, store the user record without a password, and open the dashboard', async ({ page }) => {
    await signIn(page);
    await expectToast(page, 'Login Successful', 'Welcome to the admin panel');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const user = JSON.parse((await storedUser(page)) ?? 'null') as Record<string, unknown>;
    expect(user).toMatchObject({ username: 'admin', role: 'admin' });
    // The whole record, and nothing else: never a password or its hash.
    expect(Object.keys(user).sort()).toEqual(['active', 'createdAt', 'displayName', 'id', 'lastSignInAt', 'mustChangePassword', 'role', 'username']);
    for (const label of ['Total Appointments', 'Pending', 'Confirmed', 'Departments']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
  });

  test('a patient account is refused with Access Denied and nothing is stored', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('patient');
    await page.getByLabel('Password').fill('patient123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Access Denied', 'Admin privileges required');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('after six failures the screen says to wait', async ({ page }) => {
    // A username of its own: the lock is per username and address, so the admin account stays usable.
    const username = unique('nobody').replaceAll(' ', '-');
    await page.goto('/admin/login');
    // From the page itself, so the failures come from the same address as the form's attempt.
    const statuses = await page.evaluate(async (name) => {
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: name, password: 'wrong' }),
        });
        answers.push(response.status);
      }
      return answers;
    }, username);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./);
  });

  test('a stored record without a session is cleared by the server’s 401 and leads to the sign-in', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          id: 1,
          username: 'admin',
          displayName: 'Administrator',
          role: 'admin',
          active: true,
          mustChangePassword: false,
          lastSignInAt: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('Logout ends the session, clears the stored user and returns to the sign-in', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedUser(page)).toBeNull();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('dashboard', () => {
  test('the tab is kept in the URL, so a reload returns to it; the tabs work by keyboard', async ({ page }) => {
    await signIn(page);
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tabs.getByRole('tab')).toHaveText(['Appointments', 'OPD day', 'Messages', 'Gallery', 'News & Events', 'Testimonials', 'Doctors', 'Analytics', 'Staff']);
    await expect(tabs.getByRole('tab', { name: 'Appointments' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'News & Events' }).click();
    await expect(page).toHaveURL(/\?tab=news-events$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'News & Events' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'News & Events' })).toBeVisible();

    await page.getByRole('tab', { name: 'News & Events' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Gallery' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=gallery$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Gallery Images' })).toBeVisible();
  });

  test('View Website goes to the public home page', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'View Website' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an appointment’s status change is saved, refetches its page and the stats, and survives a reload', async ({ page }) => {
    await signIn(page);
    const table = page.getByRole('table');
    const search = page.getByRole('searchbox', { name: 'Search appointments' });
    // One coming booking's patient by e-mail, so the row is the same after the reload: pending and confirmed move
    // between each other (a visit already seen has only the day's own steps).
    const coming = table
      .getByRole('row')
      .filter({ has: page.locator('select:has(option:checked[value="pending"]), select:has(option:checked[value="confirmed"])') })
      .first();
    const firstEmail = coming.getByRole('cell').filter({ hasText: '@' }).first();
    const email = ((await firstEmail.textContent()) ?? '').match(/\S+@\S+?\.(com|in|org)/)?.[0] ?? '';
    expect(email).not.toBe('');
    const searched = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('q') === email);
    await search.fill(email);
    await searched;
    await settled(page);
    await expect.poll(() => urlParam(page, 'q')).toBe(email);
    // Only the header row lacks the e-mail once the server's answer is on screen.
    await expect(table.getByRole('row').filter({ hasNotText: email })).toHaveCount(1);
    const select = page.getByRole('combobox', { name: /^Status for / }).first();
    const before = await select.inputValue();
    const after = before === 'pending' ? 'confirmed' : 'pending';

    const statsRefetch = page.waitForResponse((response) => response.url().endsWith('/api/stats') && response.request().method() === 'GET');
    const pageRefetch = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('q') === email);
    await select.selectOption(after);
    await expectToast(page, 'Status Updated', 'Appointment status has been updated successfully.');
    await statsRefetch;
    await pageRefetch;
    await expect(select).toHaveValue(after);

    // The search is in the URL: the reload shows the same row without typing it again.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search appointments' })).toHaveValue(email);
    await expect(page.getByRole('combobox', { name: /^Status for / }).first()).toHaveValue(after);
  });

  test('search, sort and pages are the server’s and live in the URL: a reload and Back return to them', async ({ page }) => {
    // The point of the list in pages: the dashboard never asks for every appointment.
    const wholeList: string[] = [];
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() !== 'GET' || url.pathname !== '/api/appointments') return;
      if (url.search === '') wholeList.push(request.url());
      const q = url.searchParams.get('q');
      if (q) searches.push(q);
    });
    await signIn(page);
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    const box = page.getByRole('searchbox', { name: 'Search appointments' });
    const patient = page.getByRole('columnheader', { name: 'Patient' });
    const names = () => table.getByRole('rowheader').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));

    await test.step('typing asks once, after the pause, and the URL holds the search', async () => {
      const searched = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('q') === 'gastro');
      await box.pressSequentially('gastro');
      await searched;
      await expect.poll(() => urlParam(page, 'q')).toBe('gastro');
      await expect(rows.filter({ hasNotText: /gastro/i })).toHaveCount(0);
      await expect(rows.first()).toBeVisible();
      expect(searches).toEqual(['gastro']);
      await box.fill('');
      await expect.poll(() => urlParam(page, 'q')).toBeNull();
      await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
    });

    await test.step('a click on Patient sorts every appointment by name, a second the other way', async () => {
      await page.getByRole('button', { name: 'Patient' }).click();
      await expect.poll(() => urlParam(page, 'sort')).toBe('patientName');
      await expect(patient).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => inOrder(await names(), 1)).toBe(true);
      await page.getByRole('button', { name: 'Patient' }).click();
      await expect.poll(() => urlParam(page, 'sort')).toBe('-patientName');
      await expect(patient).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(async () => inOrder(await names(), -1)).toBe(true);
    });

    await test.step('Next shows page 2 of that order; a reload keeps it; Back returns to page 1', async () => {
      const first = await names();
      await page.getByRole('navigation', { name: 'Appointments pages' }).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => urlParam(page, 'page')).toBe('2');
      await expect(page.getByText(/^Showing 26–50 of \d+$/)).toBeVisible();
      await expect.poll(names).not.toEqual(first);
      await expect.poll(async () => inOrder(await names(), -1)).toBe(true);
      await expect.poll(async () => (await names()).every((name) => byName(name, first.at(-1)!) <= 0)).toBe(true);

      await page.reload();
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(patient).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByText(/^Showing 26–50 of \d+$/)).toBeVisible();

      await page.goBack();
      await expect.poll(() => urlParam(page, 'page')).toBeNull();
      expect(urlParam(page, 'sort')).toBe('-patientName');
      await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
    });
    expect(wholeList).toEqual([]);
  });

  test('the status filter narrows the table on the server, and Export CSV downloads every match as the server writes it', async ({ page }) => {
    await signIn(page);
    const table = page.getByRole('table');
    // Confirmed: no other spec confirms or un-confirms an appointment, so this set holds still while they run.
    const filtered = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('status') === 'confirmed');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('confirmed');
    await filtered;
    await settled(page);
    await expect.poll(() => urlParam(page, 'status')).toBe('confirmed');
    // Patient, Reference, Contact, Department, Date & Time, then Status.
    const statusCells = table.locator('tbody tr td:nth-child(6)');
    await expect(statusCells.first()).toHaveText('Confirmed');
    await expect(statusCells.filter({ hasNotText: /^Confirmed$/ })).toHaveCount(0);

    // Latest visit first.
    await page.getByRole('button', { name: 'Date & Time' }).click();
    await expect.poll(() => urlParam(page, 'sort')).toBe('preferredDate');
    const sorted = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('sort') === '-preferredDate');
    await page.getByRole('button', { name: 'Date & Time' }).click();
    await sorted;
    await settled(page);
    await expect.poll(() => urlParam(page, 'sort')).toBe('-preferredDate');
    await expect(page.getByRole('columnheader', { name: 'Date & Time' })).toHaveAttribute('aria-sort', 'descending');
    const summary = page.getByText(/^Showing 1–\d+ of \d+$/);
    await expect(summary).toBeVisible();
    const total = Number((await summary.textContent())!.match(/of (\d+)$/)![1]);
    expect(total).toBeLessThanOrEqual(25); // one page: every match is on screen to compare with
    const references = table.locator('tbody tr td:nth-child(2)');
    await expect(references).toHaveCount(total);
    const shown = (await references.allTextContents()).map((text) => text.trim());

    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', /\/api\/appointments\/export\?status=confirmed&sort=-preferredDate$/);
    const { fileName, rows } = await download(page, link);
    expect(fileName).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...records] = rows;
    expect(header).toEqual(APPOINTMENT_CSV_COLUMNS.map((column) => column.header));
    const column = (name: string) => header!.indexOf(name);
    expect(records.map((record) => record[column('Status')])).toEqual(shown.map(() => 'confirmed'));
    // The same appointments in the same order as the table: the server's filter and sort, not the browser's.
    expect(records.map((record) => record[column('Reference')])).toEqual(shown);
    const dates = records.map((record) => record[column('Preferred Date')]!);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Without a filter the export is every appointment, not the 25 on screen.
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('all');
    await expect.poll(() => urlParam(page, 'status')).toBeNull();
    await expect(link).toHaveAttribute('href', /\/api\/appointments\/export\?sort=-preferredDate$/);
    const all = await download(page, link);
    expect(all.rows.length - 1).toBeGreaterThan(25);

    const empty = page.waitForResponse((response) => isPageResponse(response) && queryOf(response).get('q') === 'no patient has this name');
    await page.getByRole('searchbox', { name: 'Search appointments' }).fill('no patient has this name');
    await empty;
    await expect(page.getByText('No appointments found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

/** The card of one managed item, found by its heading. */
const cardOf = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test.describe('gallery management', () => {
  test('add, edit, delete with Undo, then delete for good', async ({ page }) => {
    const title = unique('E2E ward photo');
    await signIn(page, 'gallery');
    await expect(page.getByRole('heading', { level: 2, name: 'Gallery Images' })).toBeVisible();

    await test.step('add', async () => {
      await page.getByRole('button', { name: 'Add Image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Gallery Image' });
      await dialog.getByRole('button', { name: 'Add Image' }).click();
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Image URL').fill('/images/gallery/general-ward.svg');
      await dialog.getByLabel('Category').selectOption('facility');
      await dialog.getByRole('button', { name: 'Add Image' }).click();
      await expectToast(page, 'Success', 'Gallery image added successfully');
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, title)).toBeVisible();
    });

    await test.step('edit', async () => {
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Gallery Image' });
      await expect(dialog.getByLabel('Title')).toHaveValue(title);
      await dialog.getByLabel('Description').fill('Edited by the end-to-end test.');
      await dialog.getByRole('checkbox', { name: 'Visible on the website' }).uncheck();
      await dialog.getByRole('button', { name: 'Update Image' }).click();
      await expectToast(page, 'Success', 'Gallery image updated successfully');
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, title)).toContainText('Hidden');
      await expect(cardOf(page, title)).toContainText('Edited by the end-to-end test.');
    });

    await test.step('delete, then Undo: nothing is sent', async () => {
      let deletes = 0;
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes += 1;
      });
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(cardOf(page, title)).toHaveCount(0);
      await expectToast(page, 'Image removed');
      await toasts(page).getByRole('button', { name: 'Undo' }).click();
      await expect(cardOf(page, title)).toBeVisible();
      await page.waitForTimeout(5_500);
      expect(deletes).toBe(0);
      await page.reload();
      await expect(cardOf(page, title)).toBeVisible();
    });

    await test.step('delete for good after five seconds', async () => {
      const sent = page.waitForRequest((request) => request.method() === 'DELETE' && /\/api\/gallery\/\d+$/.test(request.url()), { timeout: 10_000 });
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(cardOf(page, title)).toHaveCount(0);
      await sent;
      await expectToast(page, 'Success', 'Gallery image deleted successfully');
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Gallery Images' })).toBeVisible();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expect(cardOf(page, title)).toHaveCount(0);
    });
  });
});

test.describe('news and events management', () => {
  test('add an event, edit it, delete with Undo, then delete for good', async ({ page }) => {
    const title = unique('E2E health camp');
    await signIn(page, 'news-events');
    await expect(page.getByRole('heading', { level: 2, name: 'News & Events' })).toBeVisible();

    await test.step('add', async () => {
      await page.getByRole('button', { name: 'Add News/Event' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add News/Event' });
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(dialog.getByText('Required', { exact: true })).toHaveCount(2);
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Content').fill('Free blood sugar and blood pressure checks at the OPD block.');
      await dialog.getByLabel('Type').selectOption('event');
      await dialog.getByLabel('Event date').fill('2026-12-20T10:30');
      const created = page.waitForResponse((response) => response.url().endsWith('/api/news-events') && response.request().method() === 'POST');
      await dialog.getByRole('button', { name: 'Create' }).click();
      const body = (await (await created).json()) as { eventDate: string; imageUrl: string | null; isPublished: boolean };
      expect(body.eventDate).toMatch(/^2026-12-20T\d{2}:\d{2}:00(\.000)?Z$/);
      expect(body.imageUrl).toBeNull();
      expect(body.isPublished).toBe(true);
      await expectToast(page, 'Success', 'News/Event created successfully');
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, title)).toContainText('Event');
    });

    await test.step('edit', async () => {
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit News/Event' });
      await expect(dialog.getByLabel('Event date')).toHaveValue('2026-12-20T10:30');
      await dialog.getByRole('checkbox', { name: 'Published' }).uncheck();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Success', 'News/Event updated successfully');
      await expect(dialog).toBeHidden();
      await expect(cardOf(page, title)).toContainText('Draft');
    });

    await test.step('delete, then Undo', async () => {
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(cardOf(page, title)).toHaveCount(0);
      await toasts(page).getByRole('button', { name: 'Undo' }).click();
      await expect(cardOf(page, title)).toBeVisible();
    });

    await test.step('delete for good', async () => {
      const sent = page.waitForRequest((request) => request.method() === 'DELETE' && /\/api\/news-events\/\d+$/.test(request.url()), { timeout: 10_000 });
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await sent;
      await expectToast(page, 'Success', 'News/Event deleted successfully');
      await page.reload();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expect(cardOf(page, title)).toHaveCount(0);
    });
  });
});
