// The built site's page: served for every non-API path with a Content-Security-Policy that lets the page's own
// inline script run (by its hash) and nothing else inline.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/sitePage.ts';
import { ApiClient, startServer, type RunningServer } from './server.ts';

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
  let server: RunningServer;
  let client: ApiClient;

  beforeAll(async () => {
    // startServer points SITE_DIR at dir/no-site, which serves a site once it has an index.html.
    server = await startServer({
      prepare: (dir) => {
        mkdirSync(join(dir, 'no-site'));
        writeFileSync(join(dir, 'no-site', 'index.html'), PAGE);
      },
    });
    client = new ApiClient(server.baseUrl);
  });
  afterAll(() => server.stop());

  it.each(['/', '/doctors', '/admin/login'])('GET %s sends the page with its inline script allowed by hash only', async (path) => {
    const response = await client.get(path, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.text).toBe(PAGE);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256(INLINE)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
