// The built site's pages from apps/api: each pre-rendered path gets its own page with a Content-Security-Policy
// that lets that page's inline scripts run (by their hashes) and nothing else inline; staff screens, a doctor added
// after the build and the dashboard with a query get the shell; any other path the pre-rendered not-found page with
// status 404; a build without the pre-render's list is served as a single-page app. HSTS and a Secure cookie behind
// a TLS proxy only.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding } from '../src/http/site.ts';
import { absoluteAlternates, choosePage, inlineScriptHashes, matchesPattern, type SitePlan } from '../src/http/sitePage.ts';
import { ApiClient, DEMO_ADMIN, freshPostgresDatabase, startApiProcess } from '../../../api-contract/harness.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const ENTRY = '<script type="module" crossorigin src="/assets/index.js"></script>';

/** A page as the pre-render writes one: its own inline script, the entry, and its data block. */
function page(name: string, inline: string, data = '{"/api/doctors":[]}') {
  return `<!doctype html><html lang="en"><head><title>${name}</title><script>${inline}</script>${ENTRY}</head><body><div id="root"><h1>${name}</h1></div><script type="application/json" id="build-data">${data}</script></body></html>`;
}

const SHELL_INLINE = "console.log('shell')";
const FILES: Record<string, string> = {
  'shell.html': `<!doctype html><html lang="en"><head><script>${SHELL_INLINE}</script>${ENTRY}</head><body><div id="root"></div></body></html>`,
  'index.html': page('Home', "console.log('home')"),
  'doctors/index.html': page('Our Doctors', "console.log('doctors')"),
  'doctors/1/index.html': page('Dr. One', "console.log('doctor 1')"),
  'projects/index.html': page('Project Dashboard', "console.log('projects')"),
  '404.html': page('404 Page Not Found', "console.log('not found')", '{}'),
  'assets/index.js': 'console.log(1)',
  'gallery/index.html': page('Gallery', "console.log('gallery')").replace(
    '</head>',
    '<link rel="alternate" hreflang="en" href="/gallery"><link rel="alternate" hreflang="hi" href="/hi/gallery"></head>',
  ),
};
const PLAN: SitePlan = {
  shell: 'shell.html',
  notFound: '404.html',
  pages: { '/': 'index.html', '/doctors': 'doctors/index.html', '/doctors/1': 'doctors/1/index.html', '/projects': 'projects/index.html', '/gallery': 'gallery/index.html' },
  shellPatterns: ['/admin', '/admin/login', '/doctors/:id', '/hi/doctors/:id'],
  queryPaths: ['/projects'],
};

describe('inlineScriptHashes', () => {
  it('hashes each inline script body and skips scripts loaded from a file and JSON data blocks', () => {
    expect(inlineScriptHashes(FILES['index.html']!)).toEqual([sha256("console.log('home')")]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script><script type="module" src="/b.js"></script></html>')).toEqual([]);
  });
});

describe('absoluteAlternates', () => {
  it("writes each hreflang alternate with the origin the page was asked at, and nothing else", () => {
    const html = '<link rel="alternate" hreflang="hi" href="/hi/gallery"><link rel="icon" href="/favicon.svg"><a href="/gallery">x</a>';
    expect(absoluteAlternates(html, 'https://hospital.example')).toBe(
      '<link rel="alternate" hreflang="hi" href="https://hospital.example/hi/gallery"><link rel="icon" href="/favicon.svg"><a href="/gallery">x</a>',
    );
  });
});

describe('choosePage', () => {
  it.each([
    ['/', false, 'index.html', 200],
    ['/index.html', false, 'index.html', 200],
    ['/doctors', false, 'doctors/index.html', 200],
    ['/doctors/', false, 'doctors/index.html', 200],
    ['/doctors/index.html', false, 'doctors/index.html', 200],
    ['/doctors/1', true, 'doctors/1/index.html', 200],
    ['/doctors/42', false, 'shell.html', 200],
    ['/hi/doctors/42', false, 'shell.html', 200],
    ['/admin/login', false, 'shell.html', 200],
    ['/projects', false, 'projects/index.html', 200],
    ['/projects', true, 'shell.html', 200],
    ['/doctors/42/more', false, '404.html', 404],
    ['/departments/unknown', false, '404.html', 404],
    ['/shell.html', false, '404.html', 404],
  ] as const)('%s (query: %s) is %s with %i', (path, hasQuery, file, status) => {
    expect(choosePage(PLAN, path, hasQuery)).toEqual({ file, status });
  });

  it('matches a pattern segment by segment, a parameter taking one non-empty segment', () => {
    expect(matchesPattern('/doctors/:id', '/doctors/7')).toBe(true);
    expect(matchesPattern('/doctors/:id', '/doctors/')).toBe(false);
    expect(matchesPattern('/doctors/:id', '/doctors')).toBe(false);
    expect(matchesPattern('/admin', '/admin')).toBe(true);
  });
});

describe('the site pages', () => {
  let dir: string;
  let stop: () => Promise<void>;
  let client: ApiClient;
  /** The same site served by an instance with PUBLIC_URL and no proxy in front. */
  let configured: ApiClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hospital-site-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(PLAN));
    // As the build writes one beside each text asset (precompressedAssets.ts).
    writeFileSync(join(dir, 'assets/index.js.br'), brotliCompressSync(FILES['assets/index.js']!));
    const database = await freshPostgresDatabase();
    const api = await startApiProcess({ DATABASE_URL: database.url, SITE_DIR: dir, TRUST_PROXY: '1' });
    client = new ApiClient(`http://127.0.0.1:${api.port}`);
    const withAddress = await startApiProcess({ DATABASE_URL: database.url, SITE_DIR: dir, PUBLIC_URL: 'https://citycare.example' });
    configured = new ApiClient(`http://127.0.0.1:${withAddress.port}`);
    stop = async () => {
      api.child.kill('SIGKILL');
      withAddress.child.kill('SIGKILL');
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => stop());

  async function expectPage(path: string, file: string, status: number, accept = 'text/html') {
    const response = await client.get(path, { accept });
    expect(response.status).toBe(status);
    expect(response.text).toBe(FILES[file]);
    const policy = response.headers.get('content-security-policy') ?? '';
    // Exactly the inline scripts of the page sent: its own runs, another page's would not.
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(FILES[file]!).join(' ')};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  }

  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/doctors', 'doctors/index.html'],
    ['/doctors/1', 'doctors/1/index.html'],
    ['/doctors/1?utm_source=leaflet', 'doctors/1/index.html'],
    ['/projects', 'projects/index.html'],
  ])('GET %s sends its pre-rendered page with its own inline script allowed by hash', async (path, file) => {
    await expectPage(path, file, 200);
  });

  it('sends a pre-rendered page to a client that does not say it wants HTML', async () => {
    await expectPage('/doctors', 'doctors/index.html', 200, '*/*');
  });

  it.each(['/admin', '/admin/login', '/doctors/42', '/projects?project=2&view=kanban'])(
    'GET %s sends the shell, which the browser draws',
    async (path) => {
      await expectPage(path, 'shell.html', 200);
    },
  );

  it.each(['/no-such-page', '/departments/unknown', '/doctors/1/extra', '/shell.html', '/brochure.pdf'])(
    'GET %s sends the pre-rendered not-found page with status 404',
    async (path) => {
      await expectPage(path, '404.html', 404);
    },
  );

  it('caches fingerprinted assets for a year', async () => {
    const response = await client.get('/assets/index.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's brotli copy to a browser that takes brotli, and the asset itself to one that does not", async () => {
    const brotli = await client.get('/assets/index.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.text).toBe(FILES['assets/index.js']);
    const plain = await client.get('/assets/index.js', { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers.get('content-encoding')).not.toBe('br');
    expect(plain.text).toBe(FILES['assets/index.js']);
  });

  it('answers an unknown file that is not a page with a plain 404', async () => {
    const response = await client.get('/missing.png', { accept: 'image/png' });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<html');
  });

  it('serves a build without the pre-render as a single-page app: index.html for every page path', async () => {
    rmSync(join(dir, 'prerendered.json'));
    try {
      for (const path of ['/', '/doctors', '/admin/login', '/no-such-page']) await expectPage(path, 'index.html', 200);
    } finally {
      writeFileSync(join(dir, 'prerendered.json'), JSON.stringify(PLAN));
    }
  });

  it("makes a page's hreflang alternates absolute with the scheme and host the proxy forwarded", async () => {
    const response = await client.get('/gallery', { accept: 'text/html', 'x-forwarded-host': 'hospital.example', 'x-forwarded-proto': 'https' });
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      '<link rel="alternate" hreflang="en" href="https://hospital.example/gallery"><link rel="alternate" hreflang="hi" href="https://hospital.example/hi/gallery">',
    );
  });

  it('never writes a Host header into a page: the proxy’s last forwarded host, PUBLIC_URL, or this server', async () => {
    const alternate = (html: string) => /hreflang="en" href="([^"]*)"/.exec(html)?.[1];
    const bare = await client.get('/gallery', { accept: 'text/html', host: 'evil.example' });
    expect(bare.text).not.toContain('evil.example');
    expect(alternate(bare.text)).toMatch(/^http:\/\/localhost:\d+\/gallery$/);
    // Behind the proxy, the entry it appended last counts; the client's own earlier entries do not.
    const chained = await client.get('/gallery', { accept: 'text/html', 'x-forwarded-host': 'evil.example, hospital.example', 'x-forwarded-proto': 'http, https' });
    expect(alternate(chained.text)).toBe('https://hospital.example/gallery');
    const injected = await client.get('/gallery', { accept: 'text/html', 'x-forwarded-host': 'x"><script>alert(1)</script>' });
    expect(injected.text).not.toContain('<script>alert(1)');
    // With PUBLIC_URL, that address, whatever the request says.
    const fixed = await configured.get('/gallery', { accept: 'text/html', host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(alternate(fixed.text)).toBe('https://citycare.example/gallery');
  });

  it('sends HSTS and a Secure cookie only for requests that came over https through the proxy', async () => {
    const overHttps = new ApiClient(client.baseUrl);
    const secure = await overHttps.send('POST', '/api/auth/login', DEMO_ADMIN, { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(secure.headers.get('set-cookie')).toMatch(/;\s*Secure/);

    const plain = await new ApiClient(client.baseUrl).send('POST', '/api/auth/login', DEMO_ADMIN, { 'x-forwarded-proto': 'http' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br', true, true],
    ['br;q=1.0, gzip;q=0.8', true, true],
    ['*', true, true],
    ['gzip;q=0', false, false],
    ['gzip, br;q=0', true, false],
    ['identity', false, false],
    [undefined, false, false],
  ])('%s: gzip %s, br %s', (header, gzip, br) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(gzip);
    expect(acceptsEncoding(header, 'br')).toBe(br);
  });
});
