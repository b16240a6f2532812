import type { Plugin } from 'vite';
import { LOCALE_PREFIX } from '../i18n/languages.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/rememberedLocale.ts';

/**
 * The faces Hindi text is drawn in (fonts.ts: Noto Sans Devanagari 400 and 700), as the build names their woff2
 * files: the Devanagari letters, and the Latin ones (spaces, digits, punctuation) of the same family.
 */
const HINDI_FACE = /(?:^|\/)noto-sans-devanagari-(?:devanagari|latin)-(?:400|700)-normal-[^/]+\.woff2$/;

/**
 * The inline script at the top of every page's <head>, before anything paints:
 * - a visitor who chose Hindi (i18n/rememberedLocale.ts) is taken from "/" to "/hi", so the English home page never
 *   flashes up first; storage that refuses to be read leaves the visitor where they are;
 * - a Hindi page asks for the faces its text is drawn in at once, beside the style sheet rather than after it, so
 *   they replace the fallback face sooner. (Where the system has no Devanagari face at all, the page is drawn in
 *   boxes first and moves when the face arrives; hiding it until then cost more than the move: docs/adr/0009.)
 */
export function languageHeadScript(fontFiles: readonly string[], storageKey = LANGUAGE_STORAGE_KEY, hindiPrefix = LOCALE_PREFIX.hi): string {
  const key = JSON.stringify(storageKey);
  const prefix = JSON.stringify(hindiPrefix);
  return (
    `try{var p=location.pathname,h=${prefix};` +
    `if(p==='/'&&localStorage.getItem(${key})==='hi')location.replace(h+location.search+location.hash);` +
    `else if(p===h||p.indexOf(h+'/')===0)${JSON.stringify(fontFiles)}.forEach(function(f){` +
    `var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';` +
    `l.href=f;document.head.appendChild(l)})}catch(e){}`
  );
}

/** Puts `languageHeadScript` first in the page's <head> (the server allows it by its hash in the CSP). */
export function rememberedLanguage(): Plugin {
  return {
    name: 'hospital:remembered-language',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const fonts = Object.keys(bundle ?? {})
          .sort()
          .filter((file) => HINDI_FACE.test(file))
          .map((file) => `/${file}`);
        return [{ tag: 'script', injectTo: 'head-prepend', children: languageHeadScript(fonts) }];
      },
    },
  };
}
