// What a visitor does on a pre-rendered page before its scripts have arrived is not lost . The
// page's HTML is on screen and looks ready before React has taken it over (docs/adr/0010): each test here holds
// the site's scripts back, acts on the plain HTML as a visitor would, then lets the scripts through and checks
// what the visitor sees once React has the page. The controls are real HTML (GET forms, links) that React enhances,
// so they also work with JavaScript off, which the last tests check.
import { weekdayFromNow } from './days.ts';
import { expect, test, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

// Several engineers' suites share two cores: give a page load and its hydration room.
test.setTimeout(90_000);
const LOADED = { timeout: 20_000 };

/**
 * Holds back every script of the site (the entry, the page's chunk and their preloads) until the returned function
 * is called; then they and every later one go through. Page loads before then show the pre-rendered HTML only.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    // A script of a page the visitor has already left is no longer wanted.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Loads `path` as HTML only: the fixture's `page.goto` would wait for React, which the held scripts keep away. */
async function openHtml(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  await expectNotHydrated(page);
}

async function expectNotHydrated(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered-path');
  await expect(page.locator('#root[data-react-ready]')).toHaveCount(0);
}

/** Waits until React has taken the page over (main.tsx marks #root). */
async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('#root[data-react-ready]')).toHaveCount(1, LOADED);
}

const doctorNames = (page: Page) => page.getByRole('list', { name: 'Doctors' }).getByRole('heading', { level: 2 });
const SEARCH_PLACEHOLDER = 'Search doctors by name or specialization...';

test.describe('acting before the scripts arrive', () => {
  test('a doctors query sent with Enter shows the matching doctors once the page runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/doctors');
    await expect(doctorNames(page)).toHaveCount(18);
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    await search.fill('neurology');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/doctors\?q=neurology$/);
    release();
    await untilHydrated(page);
    await expect(doctorNames(page)).toHaveText(['Dr. Vikram Singh Rathore', 'Dr. Neha Agarwal']);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('neurology');
  });

  test('a doctors query typed but not sent is taken up when the page runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/doctors');
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill('rathore');
    release();
    await untilHydrated(page);
    await expect(doctorNames(page)).toHaveText(['Dr. Vikram Singh Rathore']);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('rathore');
    // And it is in the address, as a query typed after hydration is.
    await expect(page).toHaveURL(/\/doctors\?q=rathore$/);
  });

  test('on the Hindi twin the search stays in Hindi', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/hi/doctors');
    const search = page.getByRole('searchbox', { name: 'डॉक्टर खोजें' });
    await search.fill('rathore');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/hi\/doctors\?q=rathore$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('list', { name: 'डॉक्टर' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('searchbox', { name: 'डॉक्टर खोजें' })).toHaveValue('rathore');
  });

  test('a project card clicked opens that project once the page runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/projects');
    await page.getByRole('link', { name: /Modular OT Complex Renovation/ }).click();
    await expect(page).toHaveURL(/\/projects\?project=2&view=gantt$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Modular OT Complex Renovation' })).toBeVisible(LOADED);
    await expect(page.getByRole('tab', { name: 'Gantt Chart' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Select a Project to Get Started' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Modular OT Complex Renovation/ })).toHaveAttribute('aria-current', 'true');
  });

  test("the header's Book Appointment opens the booking dialog once the page runs, and closing it tidies the address", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/news-events');
    await page.getByRole('banner').getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/news-events\?book=1$/);
    release();
    await untilHydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog).toBeVisible(LOADED);
    await expect(dialog.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/news-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
  });

  test("the home page's Book Appointment opens the dialog once the page runs", async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first().click();
    await expect(page).toHaveURL(/\/\?book=1$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible(LOADED);
  });

  test("a doctor's Book Appointment opens the dialog with that doctor chosen", async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/doctors');
    const card = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem').filter({ hasText: 'Dr. Vikram Singh Rathore' });
    await card.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/doctors\?book=1&doctor=3$/);
    release();
    await untilHydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
    await expect(dialog.getByLabel('Doctor')).toHaveValue('3', LOADED);
  });

  test('a gallery category chosen shows that category once the page runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/gallery');
    await page.getByRole('button', { name: 'staff', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?category=staff$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('button', { name: 'staff', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const items = page.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await expect(items.first()).toBeVisible(LOADED);
    for (const item of await items.all()) await expect(item.getByText('staff', { exact: true })).toBeVisible();
    // All Categories goes back to every picture, without a parameter.
    await page.getByRole('button', { name: 'All Categories' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a news type chosen shows that type once the page runs', async ({ page }) => {
    const release = await holdScripts(page);
    await openHtml(page, '/news-events');
    await page.getByRole('button', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/news-events\?type=event$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('button', { name: 'Events', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Upcoming Events' }).or(page.getByRole('region', { name: 'Past Events' })).first()).toBeVisible(
      LOADED,
    );
    await expect(page.getByRole('region', { name: 'Latest News' })).toHaveCount(0);
  });

  test('a reference and phone typed into the manage form are still there when the page runs, and find the booking', async ({
    page,
    request,
  }) => {
    const patientName = uniquePatientName('Before Hydration');
    const date = weekdayFromNow(75);
    const booked = await request.post('/api/appointments', {
      data: {
        patientName,
        email: 'before.hydration@example.in',
        phone: '+91 98390 11223',
        age: 41,
        gender: 'Female',
        department: 'General Surgery',
        preferredDate: date,
        preferredTime: '11:00 AM',
        reasonForVisit: 'Booked by the test to look it up.',
        consent: true,
      },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };

    const release = await holdScripts(page);
    await openHtml(page, '/appointments/manage');
    await page.getByLabel('Booking reference').fill(reference);
    await page.getByLabel('Phone number or email').fill('9839011223');
    // Nothing sends it before the script does: Enter neither reloads the page nor puts the phone in the address.
    await expect(page.getByRole('button', { name: 'Find booking' })).toBeDisabled();
    await page.getByLabel('Phone number or email').press('Enter');
    await expect(page).toHaveURL(/\/appointments\/manage$/);
    release();
    await untilHydrated(page);
    await expect(page.getByLabel('Booking reference')).toHaveValue(reference);
    await expect(page.getByLabel('Phone number or email')).toHaveValue('9839011223');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByRole('main')).toContainText(patientName, LOADED);
    expect(page.url()).not.toContain('9839011223');
  });
});

test.describe("the header's navigation before the scripts arrive", () => {
  test('on a wide screen a group opens from its button and its links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdScripts(page);
    await openHtml(page, '/gallery');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Departments' }).click();
    await nav.getByRole('link', { name: 'Cardiology' }).click();
    await expect(page).toHaveURL(/\/departments\/cardiology$/);
    release();
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cardiology' })).toBeVisible();
    // Once the script runs the group is its own again: closed until pressed.
    await expect(nav.getByRole('link', { name: 'Neurology' })).toBeHidden();
  });

  test('on a phone the Menu opens and its links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await openHtml(page, '/hi/gallery');
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'हमारे डॉक्टर' })).toBeHidden();
    await nav.getByRole('button', { name: 'मेन्यू' }).click();
    await nav.getByRole('link', { name: 'हमारे डॉक्टर' }).click();
    await expect(page).toHaveURL(/\/hi\/doctors$/);
    release();
    await untilHydrated(page);
    await expect(nav.getByRole('link', { name: 'हमारे डॉक्टर' })).toBeHidden();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the doctors search is a form that loads the matching doctors', async ({ page }) => {
    await page.goto('/doctors');
    const search = page.getByPlaceholder(SEARCH_PLACEHOLDER);
    await search.fill('neurology');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/doctors\?q=neurology$/);
    await expect(doctorNames(page)).toHaveText(['Dr. Vikram Singh Rathore', 'Dr. Neha Agarwal']);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue('neurology');
  });

  test('a project card is a link that opens the project', async ({ page }) => {
    await page.goto('/projects');
    await page.getByRole('link', { name: /New 50-Bed ICU Wing/ }).click();
    await expect(page).toHaveURL(/\/projects\?project=1&view=gantt$/);
    await expect(page.getByRole('heading', { level: 2, name: /New 50-Bed ICU Wing/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a Project to Get Started' })).toHaveCount(0);
  });
});
