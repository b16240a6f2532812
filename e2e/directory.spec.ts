// The doctors directory and profile, the gallery, news and events, and the department and facility pages.
// Read-only against the shared server: nothing here changes data.
import { expect, test } from './fixtures.ts';
import { DEPARTMENTS, FACILITIES } from '../apps/site/src/routes.ts';

test('search doctors by specialization and name, then open a profile', async ({ page }) => {
  await page.goto('/doctors');
  const list = page.getByRole('list', { name: 'Doctors' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const everyone = await list.getByRole('listitem').count();

  const search = page.getByPlaceholder('Search doctors by name or specialization...');
  await search.fill('NEUROLOGY');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Dr. Vikram Singh Rathore', 'Dr. Neha Agarwal']);

  await search.fill('no such doctor');
  await expect(page.getByRole('heading', { name: 'No doctors found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();

  await search.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(everyone);

  await search.fill('rathore');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // The query is kept in the address, so a reload or a shared link shows the same list.
  await expect(page).toHaveURL(/\/doctors\?q=rathore$/);
  await expect(list.getByText('18 years')).toBeVisible();
  await page.getByRole('link', { name: 'View Profile of Dr. Vikram Singh Rathore' }).click();

  await expect(page).toHaveURL(/\/doctors\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Vikram Singh Rathore' })).toBeVisible();
  await expect(page).toHaveTitle('Dr. Vikram Singh Rathore | City Care Hospital');
  await expect(page.getByText('18 Years Experience')).toBeVisible();
  // The specialization and the department badge (the department found by the doctor's departmentId).
  await expect(page.getByRole('main').getByText('Neurology', { exact: true })).toHaveCount(2);
  const education = page.getByRole('region', { name: 'Education & Qualifications' });
  await expect(education.getByRole('listitem')).toHaveText(['MBBS', 'MD (Medicine)', 'DM (Neurology)']);
  await expect(page.getByRole('region', { name: 'Areas of Expertise' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Consultation Hours' })).toContainText('9:00 AM - 2:00 PM');
  // The booking dialog's button (the dialog itself is tested with the booking flows).
  await expect(page.getByRole('main').getByRole('button', { name: 'Book Appointment' }).first()).toHaveAttribute('aria-haspopup', 'dialog');
});

test("a doctor card asks for its next open slot as the visitor scrolls to it, not while the page starts", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/availability') asked.add(url.searchParams.get('doctorId')!);
  });
  await page.goto('/doctors');
  const cards = page.getByRole('list', { name: 'Doctors' }).getByRole('listitem');
  await expect(cards.first().getByText(/^Next available: |^No open slot/)).toBeVisible();
  const count = await cards.count();
  // The phone's first screen shows one card; those within a screen of it are asked for, the rest wait.
  expect(asked.size).toBeGreaterThan(0);
  expect(asked.size).toBeLessThan(count / 2);

  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByText(/^Next available: |^No open slot/)).toBeVisible();
  expect(asked.size).toBeLessThan(count);
});

test('a doctor the API does not know, and an id that is not a number, show Doctor Not Found', async ({ page }) => {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/doctors/9999');
  await page.goto('/doctors/9999');
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Doctor Not Found' })).toBeVisible();
  await expect(page.getByText("The doctor profile you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle('Doctor Not Found | City Care Hospital');

  const doctorRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/doctors/')) doctorRequests.push(request.url());
  });
  await page.goto('/doctors/not-a-number');
  await expect(page.getByRole('heading', { name: 'Doctor Not Found' })).toBeVisible();
  expect(doctorRequests).toEqual([]);

  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the gallery filter fetches again with ?category= and shows only that category', async ({ page }) => {
  await page.goto('/gallery');
  const list = page.getByRole('list', { name: 'Gallery images' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');

  const request = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return url.pathname === '/api/gallery' && url.searchParams.get('category') === 'staff';
  });
  await page.getByRole('button', { name: 'staff', exact: true }).click();
  await request;
  await expect(page.getByRole('button', { name: 'staff', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/gallery\?category=staff$/);
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) await expect(item.getByText('staff', { exact: true })).toBeVisible();
});

test('a broken gallery picture falls back to the default hospital image', async ({ page }) => {
  await page.route('**/images/gallery/main-building.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'Main hospital building' })).toHaveAttribute('src', '/images/gallery/default-hospital.svg');
});

test('the news filter fetches again with ?type= and the page keeps its three sections', async ({ page }) => {
  await page.goto('/news-events');
  await expect(page.getByRole('region', { name: 'Latest News' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past Events' })).toBeVisible();

  const request = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return url.pathname === '/api/news-events' && url.searchParams.get('type') === 'event';
  });
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  await request;
  await expect(page.getByRole('button', { name: 'Events', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Latest News' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Past Events' })).toBeVisible();
  // Events are dated weekday first, in US English: "Tuesday, September 29, 2026".
  await expect(page.getByRole('region', { name: 'Past Events' }).locator('time').first()).toHaveText(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );

  const newsRequest = page.waitForRequest((candidate) => new URL(candidate.url()).searchParams.get('type') === 'news');
  await page.getByRole('button', { name: 'News', exact: true }).click();
  await newsRequest;
  await expect(page.getByRole('region', { name: 'Latest News' }).locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test('the cardiology page lists the cardiologists from the API', async ({ page }) => {
  await page.goto('/departments/cardiology');
  const experts = page.getByRole('region', { name: 'Our Cardiology Experts' });
  await expect(experts.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toBeVisible();
  await expect(experts.getByRole('heading', { name: 'Dr. Anjali Saxena' })).toBeVisible();
  await expect(experts.getByText('22 years experience')).toBeVisible();
  await expect(experts.getByRole('heading', { name: 'Dr. Vikram Singh Rathore' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Schedule Consultation' })).toBeVisible();
});

for (const { slug, name } of DEPARTMENTS) {
  test(`the ${slug} department page renders its title`, async ({ page }) => {
    await page.goto(`/departments/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | City Care Hospital`);
  });
}

for (const { slug, name } of FACILITIES) {
  test(`the ${slug} facility page renders its title`, async ({ page }) => {
    await page.goto(`/facilities/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | City Care Hospital`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
}
