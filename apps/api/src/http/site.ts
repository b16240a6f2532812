// The built site from the same origin as the API: fingerprinted assets cached for a year; each page always
// revalidated and sent with a Content-Security-Policy that allows its own inline scripts by their hashes only.
//
// The build pre-renders every public page (apps/site/dist/prerendered.json lists them, docs/adr/0010): a path gets
// its own page; a staff screen, or a doctor added after the build, gets the shell that the browser draws (no page
// is rendered per request); any other path gets the pre-rendered not-found page with status 404. A build without
// that list (an older one) answers every page path with index.html, as a single-page app.
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { ApiEnv } from './context.ts';
import { absoluteAlternates, choosePage, sitePageSecurityPolicy, type PageChoice, type SitePlan } from './sitePage.ts';

const PLAN_FILE = 'prerendered.json';

export function serveSite(app: Hono<ApiEnv>, siteDir: string): void {
  // Read per request: a rebuild while the server runs changes the pages and the hashes of their inline scripts.
  const readPlan = async (): Promise<SitePlan | undefined> => {
    try {
      return JSON.parse(await readFile(resolve(siteDir, PLAN_FILE), 'utf8')) as SitePlan;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const sendPage = async (c: Context<ApiEnv>, choose: (plan: SitePlan) => PageChoice) => {
    const plan = await readPlan();
    const { file, status } = plan ? choose(plan) : { file: 'index.html', status: 200 as const };
    const html = absoluteAlternates(await readFile(resolve(siteDir, file), 'utf8'), c.get('origin'));
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', sitePageSecurityPolicy(html));
    return c.html(html, status);
  };
  const pageFor = (c: Context<ApiEnv>) => (plan: SitePlan) => choosePage(plan, c.req.path, new URL(c.req.url).search !== '');
  const notFoundPage = (plan: SitePlan): PageChoice => ({ file: plan.notFound, status: 404 });

  // Page paths have no file extension, or are an HTML file by its own name ("/index.html", "/doctors/index.html"),
  // which gets the same page and headers: no HTML leaves without its CSP, and the shell and the not-found page are
  // never served as plain files.
  app.get('*', async (c, next) => {
    const extension = extname(c.req.path);
    if (c.req.path.startsWith('/api/') || (extension !== '' && extension !== '.html')) return next();
    return sendPage(c, pageFor(c));
  });
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
  // A missing file asked for by a browser as a page ("/brochure.pdf" from an old link) gets the not-found page.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    return sendPage(c, notFoundPage);
  });
}
