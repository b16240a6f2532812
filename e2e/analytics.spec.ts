// The admin dashboard's Analytics tab as an admin opens it: the charts' chunk loads only then, the six cards show
// the counts the server made (never every appointment sent to the browser), at desktop and phone widths.
// Read-only: safe beside the other specs that change appointments, because every expectation is computed from the
// response this page received.
import { APPOINTMENT_STATUSES, type AppointmentCounts } from '@hospital/contract';
import { expect, test, type Page } from './fixtures.ts';

/** Each status as the charts' tables name it. */
const STATUS_LABELS: Record<(typeof APPOINTMENT_STATUSES)[number], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  checked_in: 'Checked in',
  in_consultation: 'In consultation',
  no_show: 'No-show',
};

const CARD_TITLES = [
  'Appointments by Status',
  'Appointments by Department',
  'Daily Appointments Trend (Last 7 Days)',
  'Status Distribution',
  'Department Activity',
  'Appointments by Time Slot',
];

/** Signs in through the API from the page, as the login screen would, and stores the returned user record. */
async function signInAsAdmin(page: Page) {
  await page.goto('/');
  const response = await page.request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  expect(response.ok()).toBe(true);
  const user: unknown = await response.json();
  await page.evaluate((record) => localStorage.setItem('user', JSON.stringify(record)), user);
}

/** Script files the page has fetched so far whose name starts with `prefix`. */
function scriptsNamed(page: Page, prefix: string, seen: string[]) {
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && name.startsWith(prefix)) seen.push(name);
  });
}

test('the charts load only when the Analytics tab opens', async ({ page }) => {
  const analyticsChunks: string[] = [];
  scriptsNamed(page, 'AnalyticsTab', analyticsChunks);
  await signInAsAdmin(page);
  expect(analyticsChunks).toEqual([]); // not on the home page

  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Appointments', selected: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(analyticsChunks).toEqual([]); // nor on the dashboard's default tab

  await page.getByRole('tab', { name: 'Analytics' }).click();
  // The biggest chunk of the site, on a machine that may be busy.
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics Dashboard' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]tab=analytics/);
  expect(analyticsChunks).toHaveLength(1);
});

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`the six cards show the server’s counts at ${name} width`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAsAdmin(page);
    const appointmentReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/appointments' && request.method() === 'GET') appointmentReads.push(request.url());
    });
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stats/appointments' && r.ok());
    await page.goto('/admin?tab=analytics');
    const counts = (await (await loaded).json()) as AppointmentCounts;
    expect(counts.total).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { level: 2, name: 'Analytics Dashboard' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Visual insights into hospital appointment data and trends')).toBeVisible();

    const cards = CARD_TITLES.map((title) => page.getByRole('region', { name: title, exact: true }));
    for (const [i, card] of cards.entries()) {
      await expect(card.getByRole('heading', { level: 3, name: CARD_TITLES[i], exact: true })).toBeVisible();
      await expect(card.getByRole('img')).toBeVisible();
      await expect(card.getByRole('img').locator('svg')).toBeVisible();
    }

    // The status card's numbers are the counts this page received.
    const statusCard = cards[0]!;
    await expect(statusCard.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`of ${counts.total} appointments`));
    await statusCard.getByRole('button', { name: 'Show data for Appointments by Status' }).click();
    for (const status of APPOINTMENT_STATUSES) {
      const label = STATUS_LABELS[status];
      const row = statusCard.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
      await expect(row.getByRole('cell').first()).toHaveText(String(counts.byStatus[status]));
    }

    // A busiest department, as the server counted them, heads the activity chart's table.
    const busiest = Math.max(...counts.byDepartment.map((department) => department.count));
    const tied = counts.byDepartment.filter((department) => department.count === busiest).map((department) => department.department);
    const activity = cards[4]!;
    await activity.getByRole('button', { name: 'Show data for Department Activity' }).click();
    await expect(activity.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(String(busiest));
    expect(tied).toContain(await activity.getByRole('row').nth(1).getByRole('rowheader').textContent());

    const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
    if (width < 1024) {
      // One column: every card starts at the same x, one below another.
      expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(1);
    } else {
      // Two columns, the trend across both.
      expect(boxes[1]!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width - 1);
      expect(boxes[2]!.width).toBeGreaterThan(boxes[0]!.width * 2);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The counts came counted: the tab read no appointment list at all.
    expect(appointmentReads).toEqual([]);
  });
}
