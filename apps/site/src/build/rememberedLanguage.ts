import type { Plugin } from 'vite';
import { LOCALE_PREFIX } from '../i18n/languages.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/rememberedLocale.ts';
import { SUBSET_FACE_FILE } from './devanagariFaces.ts';


/**
 * The inline script at the top of every page's <head>, before anything paints:
 * - a visitor who chose Hindi (i18n/rememberedLocale.ts) is taken from "/" to "/hi", so the English home page never
 *   flashes up first; storage that refuses to be read leaves the visitor where they are;
 * - a Hindi page asks at once for the regular face of the site's Devanagari cut (devanagariFaces.ts), which its
 *   text waits for where the device has no Devanagari face of its own. Only the regular one: asking for the bold
 *   one too held the largest text back by the time its 31 kB take on a slow network (Lighthouse: /hi LCP 1.23 s
 *   with the regular alone, 1.39 s with both, 2.2 s with neither); the page's loader adds the bold one once the
 *   page has painted (prerender/htmlPage.ts).
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
          .filter((file) => SUBSET_FACE_FILE.exec(file)?.[1] === '400')
          .map((file) => `/${file}`);
        return [{ tag: 'script', injectTo: 'head-prepend', children: languageHeadScript(fonts) }];
      },
    },
  };
}
