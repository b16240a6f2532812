// The built site's page from apps/api: every page path gets the page with a Content-Security-Policy that lets its
// own inline script run (by its hash) and nothing else inline; /index.html gets the same; HSTS and a Secure
// cookie behind a TLS proxy only.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/sitePage.ts';
import { ApiClient, DEMO_ADMIN, freshPostgresDatabase, startApiProcess } from '../../../api-contract/harness.ts';

const INLINE = "if(location.pathname==='/')console.log('home')";
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script body and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha256(INLINE)]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script><script type="module" src="/b.js"></script></html>')).toEqual([]);
  });
});

describe('the site page', () => {
  let dir: string;
  let stop: () => Promise<void>;
  let client: ApiClient;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hospital-site-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'index.js'), 'console.log(1)');
    const database = await freshPostgresDatabase();
    const api = await startApiProcess({ DATABASE_URL: database.url, SITE_DIR: dir, TRUST_PROXY: '1' });
    client = new ApiClient(`http://127.0.0.1:${api.port}`);
    stop = async () => {
      api.child.kill('SIGKILL');
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => stop());

  it.each(['/', '/index.html', '/doctors', '/admin/login'])('GET %s sends the page with its inline script allowed by hash only', async (path) => {
    const response = await client.get(path, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.text).toBe(PAGE);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256(INLINE)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches fingerprinted assets for a year', async () => {
    const response = await client.get('/assets/index.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown file that is not a page with a 404', async () => {
    expect((await client.get('/missing.png', { accept: 'image/png' })).status).toBe(404);
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
