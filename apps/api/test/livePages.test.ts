// The public pages are drawn from the database (docs/adr/0015): a photo hidden, a news item unpublished or added,
// a doctor added, shows on the very next page request to the instance that took the write and within a second on
// another instance sharing its PostgreSQL; every page says when what it shows last changed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, PUBLIC_CONTENT_TABLES, type ContentUpdates, type NewsEvent } from '@hospital/contract';
import { ApiClient, DEMO_ADMIN, freshPostgresDatabase, readSeed, repoRoot, startApiProcess } from '../../../api-contract/harness.ts';

const siteDir = join(repoRoot, 'apps/site/dist');

/** The built site and its render bundle; built here when a developer runs this file alone on a fresh tree. */
function ensureBuiltSite(): void {
  if (existsSync(join(repoRoot, 'apps/site/dist-server/render.js')) && existsSync(join(siteDir, 'prerendered.json'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', timeout: 300_000 });
  if (build.status !== 0) throw new Error('`npm run build` failed: the live pages need the built site.');
}

type Instance = Awaited<ReturnType<typeof startApiProcess>> & { baseUrl: string };

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let first: Instance;
let second: Instance;
let sql: pg.Client;
let admin: ApiClient;

const start = async () => {
  const instance = await startApiProcess({ DATABASE_URL: database.url, SITE_DIR: siteDir });
  return { ...instance, baseUrl: `http://127.0.0.1:${instance.port}` };
};

async function page(instance: Instance, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${instance.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** Asks `instance` for `path` until `shows(html)`; answers how long that took, or fails after `withinMs`. */
async function untilPage(instance: Instance, path: string, shows: (html: string) => boolean, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { html } = await page(instance, path);
    const elapsed = performance.now() - started;
    if (shows(html)) return elapsed;
    if (elapsed > withinMs) throw new Error(`${path} on the second instance still showed the old content after ${Math.round(elapsed)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  ensureBuiltSite();
  database = await freshPostgresDatabase();
  // One after the other: the first seeds the empty database.
  first = await start();
  second = await start();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  admin = new ApiClient(first.baseUrl);
  await admin.signIn(DEMO_ADMIN);
}, 400_000);

afterAll(async () => {
  for (const instance of [first, second]) instance?.child.kill('SIGKILL');
  await sql?.end();
  await database?.drop();
});

const seed = readSeed();
const photo = seed.gallery_images.find((image) => image.isVisible)!;

describe('pages from the database', () => {
  it('a photo hidden on one instance is gone from the next page of that instance, and within a second from the other', async () => {
    for (const path of ['/gallery', '/hi/gallery']) {
      for (const instance of [first, second]) expect((await page(instance, path)).html).toContain(photo.title);
    }
    expect((await admin.send('PATCH', API_PATHS.galleryImage(photo.id), { isVisible: false })).status).toBe(200);

    // The very next request to the instance that took the write.
    for (const path of ['/gallery', '/hi/gallery']) {
      const next = await page(first, path);
      expect(next.status).toBe(200);
      expect(next.html).not.toContain(photo.title);
    }
    const elapsed = await untilPage(second, '/gallery', (html) => !html.includes(photo.title), 1000);
    expect(elapsed).toBeLessThan(1000);
    expect((await page(second, '/hi/gallery')).html).not.toContain(photo.title);
  });

  it('a news item added shows, and is gone once unpublished', async () => {
    const title = 'Free eye camp in the OPD this Sunday';
    const created = await admin.send('POST', API_PATHS.newsEvents, { title, content: 'Cataract screening, 9 AM to 1 PM.', type: 'event', imageUrl: null, eventDate: null, isPublished: true });
    expect(created.status).toBe(201);
    expect((await page(first, '/news-events')).html).toContain(title);
    await untilPage(second, '/news-events', (html) => html.includes(title), 1000);

    expect((await admin.send('PATCH', API_PATHS.newsEvent((created.json() as NewsEvent).id), { isPublished: false })).status).toBe(200);
    expect((await page(first, '/news-events')).html).not.toContain(title);
    expect((await page(first, '/hi/news-events')).html).not.toContain(title);
  });

  it('a doctor added after the build gets a whole page, and a doctor nobody added the not-found page', async () => {
    const name = 'Dr. Kavita Sharma';
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO doctors (name, specialization, department_id, qualifications, experience) VALUES ($1, 'Dermatologist', NULL, 'MBBS, MD (Dermatology)', 9) RETURNING id`,
      [name],
    );
    const id = rows[0]!.id;
    // Written past both servers (as a script would): each sees it within a second.
    for (const instance of [first, second]) await untilPage(instance, `/doctors/${id}`, (html) => html.includes(name), 1000);
    const drawn = await page(second, `/doctors/${id}`);
    expect(drawn.status).toBe(200);
    expect(drawn.html).toContain('MBBS, MD (Dermatology)');
    expect(drawn.html).toMatch(/<script type="application\/json" id="build-data">/);

    const missing = await page(first, `/doctors/${id + 1000}`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('404');
  });

  it('says when what the page shows last changed, from the database', async () => {
    const updates = (await admin.get(API_PATHS.contentUpdates)).json() as ContentUpdates;
    const html = (await page(first, '/gallery')).html;
    const shown = /Last updated:(?:<!-- -->)?\s*<time dateTime="([^"]+)">/.exec(html)?.[1];
    expect(shown).toBe(updates.gallery);
    // The photo hidden above is the gallery's latest change.
    expect(Date.parse(updates.gallery!)).toBeGreaterThan(Date.parse(updates.departments!));
    expect((await page(first, '/hi/gallery')).html).toMatch(/अंतिम अद्यतन:(?:<!-- -->)?\s*<time dateTime="[^"]+">/);
  });

  it('counts a change to every table the pages show, whoever writes it', async () => {
    const { rows } = await sql.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal AND t.tgfoid = 'note_content_change'::regproc`,
    );
    // The doctors' timetables too: their pages show the hours, coming leave and the OPD's closures.
    expect(rows.map((row) => row.table).sort()).toEqual([...Object.values(PUBLIC_CONTENT_TABLES), 'doctor_sessions', 'doctor_leave', 'closures'].sort());
  });

  it('a doctor retired by the admin leaves the doctors page and their own, on both instances', async () => {
    const name = 'Dr. Retiring Bhatnagar';
    const created = await admin.send('POST', API_PATHS.doctors, {
      name,
      specialization: 'Dermatologist',
      departmentId: null,
      qualifications: 'MBBS, MD (Dermatology)',
      experience: 30,
      languages: ['Hindi'],
    });
    expect(created.status, created.text).toBe(201);
    const { id } = created.json() as { id: number };
    expect((await page(first, '/doctors')).html).toContain(name);
    await untilPage(second, `/doctors/${id}`, (html) => html.includes(name), 1000);

    const retired = await admin.send('DELETE', API_PATHS.doctor(id));
    expect(retired.status, retired.text).toBe(200);
    expect((await page(first, '/doctors')).html).not.toContain(name);
    expect((await page(first, `/doctors/${id}`)).status).toBe(404);
    await untilPage(second, '/doctors', (html) => !html.includes(name), 1000);
  });

  it('the home page shows a doctor the admin features and drops them once retired, and a testimonial once added, on both instances', async () => {
    // A card's heading, not the page's data, which carries every doctor's name.
    const card = (name: string) => (html: string) => new RegExp(`<h3[^>]*>${name.replaceAll('.', '\\.')}</h3>`).test(html);
    const name = 'Dr. Featured Chaudhary';
    const created = await admin.send('POST', API_PATHS.doctors, {
      name,
      specialization: 'Dermatologist',
      departmentId: null,
      qualifications: 'MBBS, MD (Dermatology)',
      experience: 9,
      languages: ['Hindi'],
      featured: true,
    });
    expect(created.status, created.text).toBe(201);
    for (const path of ['/', '/hi']) expect(card(name)((await page(first, path)).html), path).toBe(true);
    await untilPage(second, '/hi', card(name), 1000);

    expect((await admin.send('DELETE', API_PATHS.doctor((created.json() as { id: number }).id))).status).toBe(200);
    expect(card(name)((await page(first, '/')).html)).toBe(false);
    await untilPage(second, '/', (html) => !card(name)(html), 1000);

    const words = { name: 'Gita Awasthi', nameHi: 'गीता अवस्थी', condition: 'Cataract surgery', conditionHi: 'मोतियाबिंद का ऑपरेशन', quote: 'I read again.', quoteHi: 'मैं फिर पढ़ती हूँ।' };
    // The strip's quote as React writes it (a comment between the marks and the words), not the page's data.
    const quote = (text: string) => (html: string) => html.includes(`<p>“<!-- -->${text}<!-- -->”</p>`);
    expect(quote('I read again.')((await page(first, '/')).html)).toBe(false);
    expect((await admin.send('POST', API_PATHS.testimonials, words)).status).toBe(201);
    expect(quote('I read again.')((await page(first, '/')).html)).toBe(true);
    await untilPage(second, '/hi', quote('मैं फिर पढ़ती हूँ।'), 1000);
  });

  it('sends a page as brotli to a browser that takes it once it is made, as gzip until then and to the rest', async () => {
    const ask = async (acceptEncoding: string) => {
      const response = await fetch(`${second.baseUrl}/gallery`, { headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } });
      return { coding: response.headers.get('content-encoding'), vary: response.headers.get('vary'), html: await response.text() };
    };
    const gzip = await ask('gzip, deflate');
    expect(gzip.coding).toBe('gzip');
    let brotli = await ask('gzip, deflate, br');
    // Made off the event loop once the page is first sent: gzip meanwhile.
    for (const started = Date.now(); brotli.coding !== 'br' && Date.now() - started < 5000; brotli = await ask('gzip, deflate, br')) {
      expect(brotli.coding).toBe('gzip');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(brotli.coding).toBe('br');
    expect(brotli.vary).toBe('Accept-Encoding');
    expect(brotli.html).toBe(gzip.html);
    expect((await ask('identity')).coding).toBeNull();
  });

  it('gives the staff screens the shell and any other path the not-found page', async () => {
    const staff = await page(second, '/admin');
    expect(staff.status).toBe(200);
    expect(staff.html).toContain('<div id="root"></div>');
    const unknown = await page(second, '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('404');
  });
});
