// The site in Hindi (issue 12): the language switch, pages under /hi, the remembered choice, the document's
// language, title and alternates. Read-only against the shared server. (Booking in Hindi comes with the booking
// dialog's translation.)
import { expect, test, type Page } from './fixtures.ts';

const mainNavigation = (page: Page, name: string) => page.getByRole('navigation', { name });

/** The header's language switch (the narrow layout repeats it in the menu; the desktop frame shows the header's). */
const languageSwitch = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true }).first();

test('switch to Hindi on the home page, stay in Hindi on reload and on the next visit, and back to English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const hindi = languageSwitch(page, 'हिन्दी');
  // Named in its own language and script, so a screen reader says it in Hindi.
  await expect(hindi).toHaveAttribute('lang', 'hi');
  await expect(hindi).toHaveAttribute('hreflang', 'hi');
  await hindi.click();

  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('सिटी केयर हॉस्पिटल');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('सिटी केयर हॉस्पिटल');
  const nav = mainNavigation(page, 'मुख्य');
  await expect(nav.getByRole('link', { name: 'हमारे डॉक्टर' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'विभाग' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /सिटी केयर हॉस्पिटल, लखनऊ/);
  // A link keeps the language: the doctors page in Hindi.
  await expect(nav.getByRole('link', { name: 'हमारे डॉक्टर' })).toHaveAttribute('href', '/hi/doctors');

  await page.reload();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(mainNavigation(page, 'मुख्य').getByRole('link', { name: 'हमारे डॉक्टर' })).toBeVisible();

  // The choice is remembered: the shared address "/" opens in Hindi next time.
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await languageSwitch(page, 'English').click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mainNavigation(page, 'Main').getByRole('link', { name: 'Our Doctors' })).toBeVisible();
  // And English is remembered as well.
  await page.goto('/');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('City Care Hospital');
});

test('open the Hindi doctors page directly, then switch back to English on the same page', async ({ page }) => {
  await page.goto('/hi/doctors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('हमारे डॉक्टर | सिटी केयर हॉस्पिटल');
  await expect(page.getByRole('heading', { level: 1, name: 'हमारे डॉक्टर' })).toBeVisible();
  const list = page.getByRole('list', { name: 'डॉक्टर' });
  // Names stay as the hospital writes them; the specialization is said in Hindi, and found in Hindi too.
  await expect(list.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toHaveAttribute('lang', 'en');
  await page.getByPlaceholder('नाम या विशेषज्ञता से डॉक्टर खोजें...').fill('न्यूरोलॉजी');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Dr. Vikram Singh Rathore', 'Dr. Neha Agarwal']);
  await expect(list.getByText('18 वर्ष')).toBeVisible();

  // The page's twin in each language, for search engines.
  const alternate = (lang: string) => page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
  await expect(alternate('en')).toHaveAttribute('href', /\/doctors$/);
  await expect(alternate('hi')).toHaveAttribute('href', /\/hi\/doctors$/);
  await expect(alternate('x-default')).toHaveAttribute('href', /\/doctors$/);

  await page.getByRole('link', { name: 'Dr. Vikram Singh Rathore की प्रोफ़ाइल देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/doctors\/3$/);
  await expect(page.getByRole('heading', { level: 2, name: 'परामर्श का समय' })).toBeVisible();
  await expect(page.getByText('सुबह 9:00 - शाम 5:00')).toBeVisible();

  await languageSwitch(page, 'English').click();
  await expect(page).toHaveURL(/\/doctors\/3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Consultation Hours' })).toBeVisible();
  await expect(page.getByText('9:00 AM - 5:00 PM')).toBeVisible();
});

test('every Hindi page answers in Hindi: departments, facilities, news, gallery, not found', async ({ page }) => {
  await page.goto('/hi/departments/cardiology');
  await expect(page.getByRole('heading', { level: 1, name: 'हृदय रोग' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हमारी हृदय सेवाएँ' })).toBeVisible();

  await page.goto('/hi/facilities/icu');
  await expect(page.getByRole('heading', { level: 1, name: 'आईसीयू / एनआईसीयू / पीआईसीयू गहन चिकित्सा' })).toBeVisible();
  await expect(page.getByRole('link', { name: /मुखपृष्ठ पर लौटें/ })).toHaveAttribute('href', '/hi');

  await page.goto('/hi/news-events');
  await expect(page.getByRole('group', { name: 'प्रकार के अनुसार चुनें' })).toBeVisible();
  // Dates in Hindi with Latin digits.
  await expect(page.locator('time').first()).toHaveText(/\d{1,2} [\u0900-\u097F]+ \d{4}$/);

  await page.goto('/hi/gallery');
  await expect(page.getByRole('button', { name: 'सभी श्रेणियाँ' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/hi/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404 पेज नहीं मिला' })).toBeVisible();

  // The staff tools stay English: the footer's link to the project dashboard keeps its English address.
  await page.goto('/hi');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'प्रोजेक्ट डैशबोर्ड' })).toHaveAttribute('href', '/projects');
});

test('the mobile menu offers the language too, at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/doctors');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menuSwitch = mainNavigation(page, 'Main').getByRole('link', { name: 'हिन्दी' });
  await expect(menuSwitch).toBeVisible();
  await menuSwitch.click();
  await expect(page).toHaveURL(/\/hi\/doctors$/);
  await expect(page.getByRole('button', { name: 'मेन्यू' })).toHaveAttribute('aria-expanded', 'false');
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
