// One pre-rendered page: the shell index.html that Vite wrote (its entry script, its CSS, its icons), with the
// page's language, title, alternates, styles, markup and data put in, and its code asked for after the first paint.
// Pure string work, tested on its own.
import { BUILD_DATA_ELEMENT_ID, buildDataScriptText, RENDERED_AT_ATTRIBUTE, type BuildAnswers } from './buildData.ts';

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
  /** When the page was drawn: the browser hydrates with that "now" (usePageNow). */
  renderedAt: Date;
  /** Files (from the site's root) the page's code needs beyond the entry: fetched beside it. */
  preloads: readonly string[];
  /**
   * The page in each language, for `<link rel="alternate" hreflang>` (search engines read them without running
   * the page's code). Paths from the site's root: the server that sends the page makes them absolute, as search
   * engines require, with the address it was asked at (apps/api `absoluteAlternates`).
   */
  alternates: readonly { hrefLang: string; href: string }[];
}

/**
 * The attribute on the shell's `<style>` of the site's Devanagari cut (build/devanagariFaces.ts), naming the whole
 * cut (regular and bold) as a style sheet. A Hindi page keeps the style, the regular face, in its head: its text
 * waits for it. Any other page asks for the sheet after its first paint, with the fonts': its Hindi (the home page's
 * quote) is below its first screen, and a font asked for before the first paint is one the first paint is counted
 * as waiting for.
 */
export const DEVANAGARI_CUT_ATTRIBUTE = 'data-devanagari-cut';
/**
 * The attribute on the same `<style>` holding the cut's bold face as FontFace arguments (JSON): the style itself has
 * only the regular face. A Hindi page adds the bold face once it has painted and the file has arrived, so its first
 * paint waits for one file; until then bold Hindi is the regular face made bold by the browser.
 */
export const DEVANAGARI_LATER_ATTRIBUTE = 'data-devanagari-later';
const DEVANAGARI_CUT = new RegExp(`<style ${DEVANAGARI_CUT_ATTRIBUTE}="([^"]+)" ${DEVANAGARI_LATER_ATTRIBUTE}="([^"]+)">([^<]*)</style>`);

/** A face the loader adds once the page has painted: `new FontFace(family, source, descriptors)`. */
export interface LaterFace {
  family: string;
  source: string;
  descriptors: Record<string, string>;
}

/** The attribute on #root naming the path a page was drawn for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');
/** An attribute's value as Vite wrote it into the shell, read back. */
const unescapeAttribute = (text: string) =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name]!);

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`The shell index.html has no ${what}.`);
  return html.replace(pattern, () => replacement);
}

/** The id of the loader script, the last thing in <body>: the first paint waits until it is parsed. */
const LOADER_ID = 'page-loader';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

interface DeferredFiles {
  entry: string;
  modules: readonly string[];
  stylesheets: readonly string[];
  faces?: readonly LaterFace[];
}

/**
 * The script that asks for the page's code (and the fonts' stylesheets) once the browser has shown the page's first
 * contentful paint: the first paint never waits for JavaScript to arrive or run, even when the code is cached and
 * would otherwise run first, and the code does not take the network from what that paint shows. An animation
 * frame's callback runs before its frame is painted, and the paint reaches the screen later still: started from one,
 * the code was already on its way when the page first showed (and Lighthouse, whose slow network is simulated,
 * counted it as what the first paint waited for). The paint timing entry comes once the paint is shown. Where the
 * browser reports no paint timing, an animation frame starts it; a hidden tab, where neither comes, after a second.
 * The files are fetched together, as the preload links would have, but each is asked for in a task of its own:
 * asking for one costs the main thread 2-4 ms while the page is still loading, and two dozen asked for at once were
 * one of the page's longest tasks (about 40 ms, 150 ms on Lighthouse's slowed phone). The faces (a Hindi page's
 * bold) are loaded then too, and put to use only once loaded, so text never turns invisible while they load.
 */
export function deferredLoaderScript({ entry, modules, stylesheets, faces = [] }: DeferredFiles): string {
  const files = JSON.stringify({ entry, modules, stylesheets, faces }).replaceAll('<', '\\u003c');
  return (
    `<script id="${LOADER_ID}">(function(f){var started=false;function start(){if(started)return;started=true;var h=document.head;` +
    `function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];h.appendChild(e)}` +
    `f.stylesheets.forEach(function(href){add('link',{rel:'stylesheet',href:href})});` +
    `if(window.FontFace&&document.fonts)f.faces.forEach(function(d){new FontFace(d.family,d.source,d.descriptors).load().then(function(face){document.fonts.add(face)},function(){})});` +
    `f.modules.forEach(function(href){setTimeout(function(){add('link',{rel:'modulepreload',crossOrigin:'',href:href})})});` +
    `setTimeout(function(){add('script',{type:'module',crossOrigin:'',src:f.entry})})}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})(${files})</script>`
  );
}

/** The page's HTML file. Throws when the shell lacks a part it fills, so a change to index.html cannot pass unseen. */
export function pageHtml(shell: string, page: PageParts): string {
  let html = replaceOnce(shell, /<html lang="[^"]*">/, `<html lang="${escapeAttribute(page.lang)}">`, '<html lang>');
  // The shell's note that the site needs JavaScript is not true of a page that is already here.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (page.title !== undefined) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`, '<title>');
  if (page.description !== undefined) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
      '<meta name="description">',
    );
  }
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) throw new Error('The shell index.html has no entry <script type="module">.');
  const modules = [...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...page.preloads];
  const stylesheets = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, '');
  const devanagariCut = DEVANAGARI_CUT.exec(html);
  const faces: LaterFace[] = [];
  // Only what a page without JavaScript links; the cut's sheet joins it on a Hindi page, for its bold face.
  const noscriptSheets = [...stylesheets];
  if (devanagariCut) {
    const [, sheet = '', later = '', regular = ''] = devanagariCut;
    if (page.lang === 'hi') {
      faces.push(JSON.parse(unescapeAttribute(later)) as LaterFace);
      noscriptSheets.push(sheet);
      html = html.replace(DEVANAGARI_CUT, () => `<style>${regular}</style>`);
    } else {
      stylesheets.unshift(sheet);
      noscriptSheets.unshift(sheet);
      html = html.replace(DEVANAGARI_CUT, '');
    }
  }
  // React writes what belongs in <head> (preloads of the page's pictures, the theme's global style sheet) before the
  // app's markup when it renders less than a whole document: it goes to the head, where the browser finds it first,
  // and before the components' rules, which then win where a selector ties.
  const hoisted = /^(?:<link\b[^>]*>|<style\b[^>]*>[^<]*<\/style>)+/.exec(page.html)?.[0] ?? '';
  const alternates = page.alternates
    .map(({ hrefLang, href }) => `<link rel="alternate" hreflang="${escapeAttribute(hrefLang)}" href="${escapeAttribute(href)}">`)
    .join('');
  // Without JavaScript the loader never runs: the fonts' stylesheets are then linked as usual.
  const noscriptFonts = noscriptSheets.length === 0
    ? ''
    : `<noscript>${noscriptSheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('')}</noscript>`;
  // The first paint is of the whole page: painted half-parsed, the header's container query once saw a narrower
  // box than the finished page's and the navigation folded, then unfolded (a layout shift at exactly 1280 px).
  const wholePage = `<link rel="expect" href="#${LOADER_ID}" blocking="render">`;
  html = replaceOnce(html, /<\/head>/, `${wholePage}${alternates}${hoisted}${page.styleTags}${noscriptFonts}</head>`, '</head>');
  const data = Object.keys(page.answers).length === 0
    ? ''
    : `<script type="application/json" id="${BUILD_DATA_ELEMENT_ID}">${buildDataScriptText(page.answers)}</script>`;
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(page.path)}" ${RENDERED_AT_ATTRIBUTE}="${page.renderedAt.toISOString()}">${page.html.slice(hoisted.length)}</div>${data}`,
    'empty <div id="root">',
  );
  html = replaceOnce(html, /<\/body>/, `${deferredLoaderScript({ entry, modules, stylesheets, faces })}</body>`, '</body>');
  return html;
}
