// The site in Hindi (docs/adr/0009): the language switch, pages under /hi, the remembered choice, the document's
// language, title and alternates; and a booking made in Hindi end to end, looked up again on the Hindi manage page.
// Read-only against the shared server, except that booking: Dr. Kavita Mishra (8) on a day no other spec uses.
import { chooseDay } from './dayPicker.ts';
import { weekdayFromNow } from './days.ts';
import { expect, test, type Page } from './fixtures.ts';
import { uniquePatientName } from './names.ts';

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
  // The hours of the doctor's timetable, in Hindi: mornings and afternoons Monday to Friday, Sunday closed.
  const hindiHours = page.getByRole('region', { name: 'परामर्श का समय' });
  await expect(hindiHours).toContainText('सुबह 9:00');
  await expect(hindiHours).toContainText('रविवार');
  await expect(hindiHours).toContainText('बंद');

  await languageSwitch(page, 'English').click();
  await expect(page).toHaveURL(/\/doctors\/3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 2, name: 'Consultation Hours' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Consultation Hours' })).toContainText('9:00 AM - 12:00 PM, 2:00 PM - 5:30 PM');
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

/** The faces the page's text was drawn in, once its fonts have loaded, and the font files it asked for. */
async function facesOf(page: Page, path: string) {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
  });
  const boldAfterPaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const bold = performance.getEntriesByType('resource').find((entry) => /noto-sans-devanagari-subset-700-/.test(entry.name))?.startTime;
    return paint !== undefined && bold !== undefined ? bold >= paint : undefined;
  });
  const weights = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded' && face.family.includes('Subset')).map((face) => face.weight),
  );
  return { loaded, fonts, boldAfterPaint, weights };
}

test("Hindi is drawn from the site's cut of Noto Sans Devanagari, and the English switch from a face of its own", async ({ page }) => {
  // This machine has no Devanagari face of its own, so every Devanagari letter shown comes from a web font.
  const english = await facesOf(page, '/doctors/1');
  expect(english.loaded).toContain('Noto Sans Devanagari Language Name');
  // The doctor's page has no other Hindi: the 29 kB cut is not asked for.
  expect(english.fonts.filter((file) => /devanagari/.test(file)).every((file) => /language-name/.test(file))).toBe(true);
  await expect(languageSwitch(page, 'हिन्दी')).toBeVisible();

  const hindi = await facesOf(page, '/hi/doctors');
  expect(hindi.loaded).toContain('Noto Sans Devanagari Subset');
  const devanagariFiles = hindi.fonts.filter((file) => /devanagari/.test(file));
  expect(devanagariFiles.length).toBeGreaterThan(0);
  for (const file of devanagariFiles) expect(file).toMatch(/\/noto-sans-devanagari-(subset|language-name)-(400|700)-[\w-]+\.woff2$/);
  // The first paint waits for the regular face alone; the bold one is asked for once the page has painted, and
  // drawn from once it has arrived.
  expect(hindi.boldAfterPaint).toBe(true);
  expect(hindi.weights).toEqual(expect.arrayContaining(['100 549', '550 900']));
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


const REFERENCE = /CCH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;
/** "मंगलवार, 1 दिसंबर 2026": the weekday and month in Hindi, the digits Latin. */
const HINDI_DATE = /[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}/;

test('book an appointment in Hindi end to end, then find it on the Hindi manage page', async ({ page, request }) => {
  const patientName = uniquePatientName('हिन्दी बुकिंग');
  const date = weekdayFromNow(45);

  await page.goto('/hi');
  await page.getByRole('main').getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'अपॉइंटमेंट बुक करें' });
  await expect(dialog.getByRole('progressbar', { name: '2 में से चरण 1' })).toHaveAttribute('aria-valuenow', '60');
  // The consent's link keeps the language.
  await expect(dialog.getByRole('link', { name: /यह जानकारी रख सकता है/ })).toHaveAttribute('href', '/hi/privacy');

  // ---- a bad phone number: the form answers in Hindi and sends nothing ----
  await dialog.getByLabel('फ़ोन नंबर').fill('12');
  await dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
  await expect(dialog.getByText('कृपया सही फ़ोन नंबर लिखें', { exact: true })).toBeVisible();
  await expect(dialog.getByText('कृपया अपना पूरा नाम लिखें', { exact: true })).toBeVisible();
  await expect(dialog.getByText('आगे बढ़ने के लिए कृपया सहमति दें', { exact: true })).toBeVisible();

  // ---- filled in, in Hindi: labels, choices and slots in Hindi, the values the contract's ----
  await dialog.getByLabel('पूरा नाम').fill(patientName);
  await dialog.getByLabel('ईमेल').fill('hindi.booking@example.in');
  await dialog.getByLabel('फ़ोन नंबर').fill('+91 98390 55667');
  await dialog.getByLabel('उम्र').fill('58');
  await dialog.getByLabel('लिंग').selectOption({ label: 'महिला' });
  await dialog.getByLabel('डॉक्टर').selectOption('8');
  // Choosing the doctor filled in their department, shown in Hindi.
  await expect(dialog.getByLabel('विभाग').locator('option:checked')).toHaveText('सामान्य चिकित्सा');
  await chooseDay(dialog, date, { locale: 'hi-IN', nextMonth: 'अगला महीना' });
  await dialog.getByRole('radio', { name: 'सुबह 11:30' }).check();
  await dialog.getByLabel('आने का कारण').fill('मधुमेह की नियमित जाँच।');
  await dialog.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
  await dialog.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();

  // ---- the confirmation in Hindi, with the reference ----
  await expect(page.getByText('अपॉइंटमेंट बुक हो गया!', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: '2 में से चरण 2' })).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByRole('heading', { name: 'अपॉइंटमेंट बुक हो गया' })).toBeFocused();
  const reference = (await dialog.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  await expect(dialog).toContainText('आपकी बुकिंग संदर्भ संख्या');
  await expect(dialog).toContainText('सुबह 11:30');
  await expect(dialog).toContainText('सामान्य चिकित्सा');
  await expect(dialog).toContainText('पुष्टि होनी बाकी है');
  await expect(dialog).toContainText(HINDI_DATE);
  await expect(dialog.getByText('Dr. Kavita Mishra')).toHaveAttribute('lang', 'en');
  await expect(dialog.getByRole('link', { name: 'बुकिंग देखें या बदलें' })).toHaveAttribute('href', '/hi/appointments/manage');

  // ---- stored as the contract writes it, whatever the page's language ----
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  expect(login.status()).toBe(200);
  const appointments = (await (await request.get('/api/appointments')).json()) as Array<Record<string, unknown>>;
  expect(appointments.find((appointment) => appointment.reference === reference)).toMatchObject({
    patientName,
    gender: 'Female',
    department: 'General Medicine',
    doctorId: 8,
    preferredDate: date,
    preferredTime: '11:30 AM',
    status: 'pending',
  });

  // ---- the Hindi manage page finds it ----
  await page.goto('/hi/appointments/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'अपनी बुकिंग देखें या बदलें' })).toBeVisible();
  await expect(page).toHaveTitle(/^अपनी बुकिंग देखें या बदलें \| सिटी केयर हॉस्पिटल$/);
  await page.getByRole('button', { name: 'बुकिंग खोजें' }).click();
  await expect(page.getByText('कृपया बुकिंग संदर्भ संख्या लिखें, जैसे CCH-7K4Q-M2XD', { exact: true })).toBeVisible();
  await page.getByLabel('बुकिंग संदर्भ संख्या').fill(reference.toLowerCase());
  await page.getByLabel('फ़ोन नंबर या ईमेल').fill('9839055667');
  await page.getByRole('button', { name: 'बुकिंग खोजें' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'आपका अपॉइंटमेंट' })).toBeFocused();
  await expect(main).toContainText(reference);
  await expect(main).toContainText(patientName);
  await expect(main).toContainText('सुबह 11:30');
  await expect(main).toContainText(HINDI_DATE);
  await expect(main.getByRole('button', { name: 'तारीख़ या समय बदलें' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' })).toBeVisible();
});

test('the privacy notice in Hindi', async ({ page }) => {
  await page.goto('/hi/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता और आपके अपॉइंटमेंट की जानकारी' })).toBeVisible();
  await expect(page).toHaveTitle('गोपनीयता | सिटी केयर हॉस्पिटल');
  await expect(page.getByRole('heading', { level: 2, name: 'हम क्या रखते हैं' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('info@citycarehospital.in');
});
