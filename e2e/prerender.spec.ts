// Pre-rendering (docs/adr/0010): every public page arrives as HTML with its content and styles, and React takes
// it over as it is. The pages are the ones the build wrote (apps/site/dist/prerendered.json), so a route added to
// the route table is checked here without an edit. Read-only against the shared server.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seedAsServed } from './days.ts';
import { expect, test } from './fixtures.ts';

interface SitePlan {
  pages: Record<string, string>;
}

const plan = JSON.parse(readFileSync(new URL('../apps/site/dist/prerendered.json', import.meta.url), 'utf8')) as SitePlan;
const PAGES = Object.keys(plan.pages);

/** One page of each kind (each page module, in both languages where it has both) and the not-found page. */
const KINDS = ['/', '/doctors', '/doctors/1', '/gallery', '/news-events', '/departments/cardiology', '/departments/urology',
  '/facilities/icu', '/projects', '/privacy', '/appointments/manage', '/hi', '/hi/doctors', '/hi/news-events'].filter((path) => PAGES.includes(path));

// Several engineers' suites share two cores: a page and its hydration get room.
test.describe.configure({ timeout: 60_000 });

/** Resolves once React has taken over the page's heading (hydrated or drawn it). */
async function reactOwnsHeading(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  }, undefined, { timeout: 20_000 });
}

/** Every class name under #root, once each. */
const classesUnderRoot = (page: Page) =>
  page.evaluate(() => [...new Set([...document.querySelectorAll('#root *')].flatMap((element) => [...element.classList]))]);

/**
 * The pages in groups of one kind (the doctors' profiles, the Hindi departments...), one test each: a test's own
 * browser context costs about a second, and these are 167 page loads. Each page is a step of its group's test, its
 * failures soft, so a report names every page that failed and the rest of the group still runs.
 */
function groupsOfPages(paths: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const segments = path.split('/').slice(1, path.startsWith('/hi/') ? 3 : 2);
    const group = `/${segments.join('/')}`;
    groups.set(group, [...(groups.get(group) ?? []), path]);
  }
  return [...groups];
}
/** A page load and its checks take a few seconds on a busy machine; a group gets that for each of its pages. */
const groupTimeout = (pages: string[]) => 30_000 + pages.length * 15_000;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [group, paths] of groupsOfPages([...PAGES, '/no-such-page'])) {
    test(`${group}: ${paths.length === 1 ? 'the page shows its' : `each of ${paths.length} pages shows its`} content and styles from the HTML alone`, async ({ page }) => {
      test.setTimeout(groupTimeout(paths));
      for (const path of paths) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect.soft(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
          // What the page shows, read in one trip to the browser.
          const shown = await page.evaluate(() => {
            const heading = document.querySelector<HTMLElement>('#root h1');
            return {
              heading: heading?.innerText.trim() ?? '',
              // As Playwright's `toBeVisible`: rendered, with a box, and not visibility: hidden.
              headingShows: heading !== null && heading.checkVisibility({ visibilityProperty: true }) && heading.getClientRects().length > 0,
              headingFont: heading ? getComputedStyle(heading).fontFamily : '',
              loading: [...document.querySelectorAll('#root *')].some((element) => element.textContent?.replace(/\s+/g, ' ').trim() === 'Loading...'),
              title: document.title,
            };
          });
          expect.soft(shown.headingShows, `${path}: the heading shows`).toBe(true);
          expect.soft(shown.heading, `${path}: the heading has text`).not.toBe('');
          expect.soft(shown.loading, `${path}: no "Loading..."`).toBe(false);
          // Styled: the heading wears the theme's font, not the browser's default serif.
          expect.soft(shown.headingFont, `${path}: the heading's font`).toMatch(/Noto Sans/);
          // Each page's own title ("Our Doctors | City Care Hospital"); the home pages have the hospital's name alone.
          if (path !== '/' && path !== '/hi') expect.soft(shown.title, `${path}: its own title`).toMatch(/ \| /);
        });
      }
    });
  }
});

test.describe('with JavaScript', () => {
  for (const [group, paths] of groupsOfPages(PAGES)) {
    test(`${group}: ${paths.length === 1 ? 'the page hydrates' : `each of ${paths.length} pages hydrates`} without a mismatch and without shifting`, async ({ page }) => {
      test.setTimeout(groupTimeout(paths));
      // Web fonts arriving after the first paint move text by their own metrics (the theme's fonts, measured by
      // Lighthouse); here the page keeps its fallback font, so any shift is the page's own DOM changing.
      await page.route(/\.woff2?$/, (route) => route.abort());
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          const painted = (await page.locator('#root h1').first().textContent()) ?? '';
          await reactOwnsHeading(page);
          // Fresh answers replace the build's once the page has mounted; nothing may move when they arrive.
          await page.waitForLoadState('networkidle');
          await expect.soft(page.locator('#root h1').first(), `${path}: the heading as painted`).toHaveText(painted);
          const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
          expect.soft(shifted, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
        });
      }
      // The fixture fails the test on any hydration warning or console error, naming the page it came from.
    });
  }

  for (const path of KINDS) {
    test(`${path}: the browser draws the same classes as the HTML it was sent`, async ({ page, browser }) => {
      // The HTML's classes, as sent.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const sent = await plain.newPage();
      await sent.goto(path);
      const server = await classesUnderRoot(sent);
      await plain.close();

      // The same page drawn from scratch in the browser (told it was pre-rendered for another path), with the API
      // held back so it draws from the build's answers as the HTML did. styled-components numbering its
      // components in another order than the pre-render would give other class names here.
      await page.route('**/api/**', () => undefined);
      await page.route(path, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/ data-prerendered-path="[^"]*"/, '');
        await route.fulfill({ response, body });
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await reactOwnsHeading(page);
      // A part of the page with a chunk of its own (the home page below its hero) is drawn when its code arrives.
      await expect
        .poll(async () => {
          const drawn = new Set(await classesUnderRoot(page));
          return server.filter((name) => !drawn.has(name));
        })
        .toEqual([]);
    });
  }
});

test('an unknown path is the not-found page with status 404, drawn by React for that path', async ({ page }) => {
  const response = await page.goto('/departments/unknown-slug');
  expect(response?.status()).toBe(404);
  await reactOwnsHeading(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

test("a doctor's profile is in the HTML before any script runs, with the build's answer for the hydration", async ({ request }) => {
  const response = await request.get('/doctors/1', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toContain('<title>Dr. Rajesh Malhotra | City Care Hospital</title>');
  expect(html).toMatch(/<h1[^>]*>Dr\. Rajesh Malhotra<\/h1>/);
  expect(html).toMatch(/<style data-styled="(true|active)"/);
  expect(html).toContain('<script type="application/json" id="build-data">');
  // Search engines read the page's twins without running it: absolute, with the address the page was asked at.
  const origin = new URL(response.url()).origin;
  expect(html).toContain(
    `<link rel="alternate" hreflang="en" href="${origin}/doctors/1"><link rel="alternate" hreflang="hi" href="${origin}/hi/doctors/1"><link rel="alternate" hreflang="x-default" href="${origin}/doctors/1">`,
  );
  // The page's code is asked for by the loader at the end of <body>, once the HTML has painted.
  expect(html).not.toContain('<script type="module"');
  expect(html).toMatch(/<script id="page-loader">\(function\(f\)[^<]*"\/assets\/DoctorProfilePage-[^"]+\.js"[^<]*<\/script><\/body>/);
});

test('news read after an event the build still showed as upcoming: hydrated as drawn, then filed under Past Events', async ({ page }) => {
  // The server drew the blood donation drive (some weeks ahead) as upcoming; the visitor comes a week after it.
  const drive = seedAsServed().news_events.find((item) => item.title === 'Voluntary blood donation drive')!;
  await page.clock.setFixedTime(new Date(Date.parse(drive.eventDate!) + 7 * 24 * 60 * 60 * 1000));
  await page.goto('/news-events');
  const section = (name: string) => page.getByRole('region', { name });
  await expect(section('Past Events').getByText('Voluntary blood donation drive')).toBeVisible();
  await expect(section('Upcoming Events').getByText('Voluntary blood donation drive')).toHaveCount(0);
  // The fixture fails the test on any hydration warning.
});

test("the project dashboard is in the HTML with the build's projects and totals", async ({ request }) => {
  const html = await (await request.get('/projects', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('New 50-Bed ICU Wing (Block C)');
  expect(html).toContain('"/api/project-stats":{"totalProjects":');
});
