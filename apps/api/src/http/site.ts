// The built site from the same origin as the API: fingerprinted assets cached for a year, the page itself always
// revalidated and sent with a Content-Security-Policy that allows its own inline scripts by their hashes only.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { ApiEnv } from './context.ts';
import { sitePageSecurityPolicy } from './sitePage.ts';

export function serveSite(app: Hono<ApiEnv>, siteDir: string): void {
  const page = async () => {
    // Read per request: a rebuild while the server runs changes the page and the hashes of its inline script.
    const html = await readFile(resolve(siteDir, 'index.html'), 'utf8');
    return { html, policy: sitePageSecurityPolicy(html) };
  };
  const sendPage = async (c: Context<ApiEnv>) => {
    const { html, policy } = await page();
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', policy);
    return c.html(html);
  };

  // The page by any of its names gets the same headers: /index.html must not escape the CSP.
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.use(
    '*',
    serveStatic({
      root: siteDir,
      index: '',
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // Every other page path is the single-page app's to route.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    return sendPage(c);
  });
}
