import { createHash } from 'node:crypto';

/**
 * CSP source expressions ('sha256-…') for each inline <script> of a page, so the page's own small scripts run
 * while "script-src 'self'" still refuses any script an attacker might inject. Scripts with a src are skipped, and
 * so are JSON data blocks (a pre-rendered page's data), which the browser never runs.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [tag, body] = match;
    const attributes = tag.slice(0, tag.indexOf('>'));
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*"?application\/json/i.test(attributes) || !body) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The Content-Security-Policy of the site's HTML page. */
export function sitePageSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What the site's build wrote beside its pages (apps/site/dist/prerendered.json, from scripts/prerender.mjs). */
export interface SitePlan {
  /** The empty page the browser draws on its own: staff screens, and pages the build could not know. */
  shell: string;
  /** The not-found page, sent with status 404. */
  notFound: string;
  /** Each pre-rendered path and its file. */
  pages: Record<string, string>;
  /** Route patterns ("/doctors/:id") answered with the shell when no page matches: a doctor added after the build. */
  shellPatterns: string[];
  /** Pages whose first render reads the query string: with a query they get the shell, which draws it. */
  queryPaths: string[];
  /** The files each page module needs beyond the entry, for pages drawn by the server (livePages.ts). */
  preloads?: Record<string, readonly string[]>;
}

export interface PageChoice {
  file: string;
  status: 200 | 404;
}

/** "/doctors/" and "/doctors/index.html" are "/doctors"; "/index.html" is "/". */
export function pagePath(path: string): string {
  const trimmed = path.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path fits a route pattern: the same segments, a ":name" segment taking any one non-empty segment. */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const got = path.split('/');
  return wanted.length === got.length && wanted.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** Which file answers a page request, and with what status. */
export function choosePage(plan: SitePlan, path: string, hasQuery: boolean): PageChoice {
  const page = pagePath(path);
  const file = plan.pages[page];
  if (file !== undefined) return { file: hasQuery && plan.queryPaths.includes(page) ? plan.shell : file, status: 200 };
  if (plan.shellPatterns.some((pattern) => matchesPattern(pattern, page))) return { file: plan.shell, status: 200 };
  return { file: plan.notFound, status: 404 };
}

/**
 * The page's `hreflang` alternates (written by the pre-render from the site's root) made absolute, as search
 * engines require, with the address the page was asked at: the build does not know where it will be served.
 */
export function absoluteAlternates(html: string, origin: string): string {
  return html.replace(/(<link rel="alternate" hreflang="[^"]*" href=")(\/[^"]*")/g, (_, start: string, path: string) => `${start}${origin}${path}`);
}
