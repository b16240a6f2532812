// The built site from the same origin as the API: fingerprinted assets cached for a year; each page always
// revalidated and sent with a Content-Security-Policy that allows its own inline scripts by their hashes only.
//
// Each public page is drawn from the database when asked for and kept until what it shows changes (livePages.ts,
// docs/adr/0015); a staff screen gets the shell that the browser draws; any other path gets the not-found page with
// status 404. Without the build's render bundle the build's own pre-rendered files answer instead
// (apps/site/dist/prerendered.json lists them, docs/adr/0010), and a build without that list (an older one)
// answers every page path with index.html, as a single-page app.
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { ApiEnv } from './context.ts';
import type { LivePages, SentPage } from './livePages.ts';
import { absoluteAlternates, choosePage, sitePageSecurityPolicy, type PageChoice, type SitePlan } from './sitePage.ts';

const PLAN_FILE = 'prerendered.json';

/** Whether an Accept-Encoding header takes `coding`: named (or `*`) without `q=0`. */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return (name === coding || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export function serveSite(app: Hono<ApiEnv>, siteDir: string, livePages?: LivePages): void {
  // Without a render bundle, read per request: a rebuild while the server runs changes the pages and the hashes of
  // their inline scripts. With one, read once: the bundle was loaded at start, and the plan must be the one built
  // beside it (a page request then reads no file).
  const readPlanFile = async (): Promise<SitePlan | undefined> => {
    try {
      return JSON.parse(await readFile(resolve(siteDir, PLAN_FILE), 'utf8')) as SitePlan;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  let keptPlan: Promise<SitePlan | undefined> | undefined;
  const readPlan = livePages ? () => (keptPlan ??= readPlanFile()) : readPlanFile;
  // A drawn page leaves as it was kept: its policy and its brotli or gzip made once (compress() passes an encoded
  // body by). Brotli where the browser takes it and it is ready.
  const sendLive = (c: Context<ApiEnv>, page: SentPage, status: 200 | 404) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', page.securityPolicy);
    c.header('Vary', 'Accept-Encoding');
    const accepted = c.req.header('accept-encoding');
    const [coding, body] =
      page.brotli && acceptsEncoding(accepted, 'br') ? ['br', page.brotli] : acceptsEncoding(accepted, 'gzip') ? ['gzip', page.gzipped] : [];
    if (!coding || !body) return c.html(page.html, status);
    c.header('Content-Encoding', coding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(body, status);
  };
  const sendFile = async (c: Context<ApiEnv>, { file, status }: PageChoice) => {
    const html = absoluteAlternates(await readFile(resolve(siteDir, file), 'utf8'), c.get('origin'));
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', sitePageSecurityPolicy(html));
    return c.html(html, status);
  };
  const sendPage = async (c: Context<ApiEnv>) => {
    const plan = await readPlan();
    const search = new URL(c.req.url).search;
    if (!plan) return sendFile(c, { file: 'index.html', status: 200 });
    if (!livePages) return sendFile(c, choosePage(plan, c.req.path, search !== ''));
    const live = await livePages.page(c.req.path, search, plan, c.get('origin'));
    return live.kind === 'page' ? sendLive(c, live.page, live.status) : sendFile(c, { file: plan.shell, status: 200 });
  };

  // Page paths have no file extension, or are an HTML file by its own name ("/index.html", "/doctors/index.html"),
  // which gets the same page and headers: no HTML leaves without its CSP, and the shell and the not-found page are
  // never served as plain files.
  app.get('*', async (c, next) => {
    const extension = extname(c.req.path);
    if (c.req.path.startsWith('/api/') || (extension !== '' && extension !== '.html')) return next();
    return sendPage(c);
  });
  app.use(
    '*',
    serveStatic({
      root: siteDir,
      index: '',
      // The build writes a brotli copy beside each text asset (apps/site/src/build/precompressedAssets.ts): sent
      // where the browser takes it; anything else is compressed by the compress middleware as it leaves.
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  // A missing file asked for by a browser as a page ("/brochure.pdf" from an old link) gets the not-found page.
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || !(c.req.header('accept') ?? '').includes('text/html')) return next();
    const plan = await readPlan();
    if (plan && livePages) return sendLive(c, await livePages.notFoundPage(plan, c.get('origin')), 404);
    return sendFile(c, plan ? { file: plan.notFound, status: 404 } : { file: 'index.html', status: 200 });
  });
}
