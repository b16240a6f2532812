// One pre-rendered page: the shell index.html that Vite wrote (its entry script, its CSS, its icons), with the
// page's language, title, styles, code preloads, markup and data put in. Pure string work, tested on its own.
import { BUILD_DATA_ELEMENT_ID, buildDataScriptText, type BuildAnswers } from './buildData.ts';

export interface PageParts {
  /** The path the page was drawn for; the browser hydrates only at this path (see main.tsx). */
  path: string;
  /** `<html lang>`. */
  lang: string;
  title: string | undefined;
  description: string | undefined;
  /** styled-components' style element(s). */
  styleTags: string;
  /** The app's markup for #root. */
  html: string;
  answers: BuildAnswers;
  /** Files (from the site's root) the page's code needs beyond the entry: fetched beside it. */
  preloads: readonly string[];
}

/** The attribute on #root naming the path a page was drawn for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The shell index.html has no ${what}.`);
  return html.replace(pattern, () => replacement);
}

/** The page's HTML file. Throws when the shell lacks a part it fills, so a change to index.html cannot pass unseen. */
export function pageHtml(shell: string, page: PageParts): string {
  let html = replaceOnce(shell, /<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.lang)}">`, '<html lang>');
  if (page.title !== undefined) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`, '<title>');
  if (page.description !== undefined) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
      '<meta name="description">',
    );
  }
  const preloads = page.preloads.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`).join('');
  // React writes what belongs in <head> (preloads of the page's pictures) before the app's markup when it renders
  // less than a whole document: it goes to the head, where the browser finds it first.
  const hoisted = /^(?:<link\b[^>]*>)+/.exec(page.html)?.[0] ?? '';
  html = replaceOnce(html, /<\/head>/, `${hoisted}${preloads}${page.styleTags}</head>`, '</head>');
  const data = Object.keys(page.answers).length === 0
    ? ''
    : `<script type="application/json" id="${BUILD_DATA_ELEMENT_ID}">${buildDataScriptText(page.answers)}</script>`;
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.html.slice(hoisted.length)}</div>${data}`,
    'empty <div id="root">',
  );
  // The shell's note that the site needs JavaScript is not true of a page that is already here.
  return html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
}
