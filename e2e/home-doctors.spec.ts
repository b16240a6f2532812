// The home page's doctors and testimonials are the database's: an admin adds a doctor marked Featured and retires a
// doctor the home page showed, and `/` (and `/hi`) then shows the new doctor and not the retired one, in the HTML
// the server sends and once React has taken it over. On a server of its own (apps/api on a fresh PGlite seeded from
// db.json), so the doctors the other specs read stay as the seed has them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures.ts';

// Several engineers' suites share two cores: each test gets room for its pages and the admin's dialogs.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const root = new URL('..', import.meta.url).pathname;
let server: { child: ChildProcess; origin: string; dir: string } | undefined;

/** apps/api as `npm start` runs it, on a free port and a data directory of its own; kept where afterAll stops it. */
async function startServer(): Promise<void> {
  const dir = mkdtempSync(join(process.env.E2E_DATA_DIR ?? tmpdir(), 'home-doctors-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: join(dir, 'pglite'), LOG_LEVEL: 'info', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = { child, origin: '', dir };
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`apps/api exited with ${code}:\n${output}`)));
    // Its request log keeps coming after the address: read and dropped, so the pipe never fills.
    let listening = false;
    const read = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      listening = match !== null;
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  child.removeAllListeners('exit');
  server.origin = `http://localhost:${port}`;
}

test.beforeAll(async () => {
  // A new data directory runs initdb and the seed first: seconds, more on a busy machine.
  test.setTimeout(150_000);
  await startServer();
});

test.afterAll(async () => {
  if (!server) return;
  const { child, dir } = server;
  if (child.exitCode === null && child.signalCode === null) await new Promise<void>((done) => child.once('exit', () => done()).kill('SIGKILL'));
  rmSync(dir, { recursive: true, force: true });
});

const at = (path: string) => `${server!.origin}${path}`;
const homeDoctors = (page: Page) => page.getByRole('region', { name: /^(Meet Our Expert Doctors|हमारे विशेषज्ञ डॉक्टरों से मिलें)$/ });

async function signInAsAdmin(page: Page) {
  await page.goto(at('/admin/login'));
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Whether the page's HTML has a doctor's card: its name as the card's heading (the page's data carries names too). */
const cardIn = (html: string, name: string) => new RegExp(`<h3[^>]*>${name.replaceAll('.', '\\.')}</h3>`).test(html);

const NEW_DOCTOR = 'Dr. Farah Naqvi';
/** A doctor of the seed's home page, whom the admin retires. */
const RETIRED = { id: 14, name: 'Dr. Deepak Bansal' };

test('a doctor the admin adds as Featured is on the home page, and a retired one is gone from it', async ({ page }) => {
  await page.goto(at('/'));
  await expect(homeDoctors(page).getByRole('heading', { level: 3, name: RETIRED.name })).toBeVisible();
  await expect(homeDoctors(page).getByRole('heading', { level: 3 })).toHaveCount(8);

  await signInAsAdmin(page);
  await page.goto(at('/admin?tab=doctors'));
  await expect(page.getByText('The home page shows 8 doctors: those marked Featured first, then the most experienced.')).toBeVisible();

  // ---- a new doctor, featured ----
  await page.getByRole('button', { name: 'Add doctor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add doctor' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NEW_DOCTOR);
  await dialog.getByRole('textbox', { name: 'Specialization' }).fill('Dermatology');
  await dialog.getByRole('textbox', { name: 'Qualifications' }).fill('MBBS, MD (Dermatology)');
  await dialog.getByRole('textbox', { name: 'Experience (years)' }).fill('12');
  await dialog.getByRole('checkbox', { name: 'Featured on the home page' }).check();
  await dialog.getByRole('button', { name: 'Add doctor' }).click();
  await expect(dialog).toBeHidden();
  const added = page.getByRole('rowheader', { name: new RegExp(`^${NEW_DOCTOR}`) });
  await expect(added.getByText('Featured')).toBeVisible();
  await expect(added.getByText('On home page')).toBeVisible();

  // ---- a doctor the home page showed, retired ----
  await page.getByRole('button', { name: `Retire ${RETIRED.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Retire ${RETIRED.name}?` });
  await confirm.getByRole('button', { name: 'Retire doctor' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Retire ${RETIRED.name}` })).toHaveCount(0);

  // ---- the home page, as the server sends it and as React draws it, in both languages ----
  for (const path of ['/', '/hi']) {
    const html = await (await page.request.get(at(path), { headers: { accept: 'text/html' } })).text();
    expect(cardIn(html, NEW_DOCTOR), `${path}: the new doctor's card`).toBe(true);
    expect(cardIn(html, RETIRED.name), `${path}: the retired doctor's card`).toBe(false);

    await page.goto(at(path));
    const section = homeDoctors(page);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(section.getByRole('heading', { level: 3, name: NEW_DOCTOR })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: RETIRED.name })).toHaveCount(0);
  }
  // The new doctor's card leads to their own page, which exists; the retired doctor's page is gone.
  const card = homeDoctors(page).getByRole('link', { name: `${NEW_DOCTOR} की प्रोफ़ाइल देखें` });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: NEW_DOCTOR })).toBeVisible();
  expect((await page.request.get(at(`/doctors/${RETIRED.id}`), { headers: { accept: 'text/html' } })).status()).toBe(404);
});

test('a testimonial the admin adds is on the home page in the page’s language', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(at('/admin?tab=testimonials'));
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await dialog.getByRole('textbox', { name: "Patient's name", exact: true }).fill('Farida Begum');
  await dialog.getByRole('textbox', { name: "Patient's name in Hindi" }).fill('फ़रीदा बेगम');
  await dialog.getByRole('textbox', { name: 'Treated for', exact: true }).fill('Cataract surgery');
  await dialog.getByRole('textbox', { name: 'Treated for, in Hindi' }).fill('मोतियाबिंद का ऑपरेशन');
  await dialog.getByRole('textbox', { name: 'Their words', exact: true }).fill('I can read the newspaper again.');
  await dialog.getByRole('textbox', { name: 'Their words in Hindi' }).fill('मैं फिर से अख़बार पढ़ लेती हूँ।');
  await dialog.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Farida Begum' })).toBeVisible();

  await page.goto(at('/'));
  await expect(page.getByRole('region', { name: 'Patient testimonials' }).getByText('“I can read the newspaper again.”')).toBeAttached();
  await page.goto(at('/hi'));
  const strip = page.getByRole('region', { name: 'मरीज़ों के अनुभव' });
  await expect(strip.getByText('“मैं फिर से अख़बार पढ़ लेती हूँ।”')).toBeAttached();
  await expect(strip.getByText('फ़रीदा बेगम')).toBeAttached();
});
