import { createHash } from 'node:crypto';

/**
 * CSP source expressions ('sha256-…') for each inline <script> of a page, so the page's own small scripts run
 * while "script-src 'self'" still refuses any script an attacker might inject. Scripts with a src are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const [tag, body] = match;
    if (/\ssrc\s*=/i.test(tag.slice(0, tag.indexOf('>'))) || !body) continue;
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
