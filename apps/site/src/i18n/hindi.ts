// Hindi: loaded only by Hindi pages (a chunk of its own, see loadLocale.ts), with Lingui, the Hindi catalogs, and
// the design system's and the site's words in Hindi, the home page's too: most Hindi visits start there, and the
// English home page then needs no second Hindi loader. It imports nothing the entry has, so the chunk stands alone.
import { homeInHindi } from '../content/home.hi.ts';
import { SITE_WORDS_HI } from '../content/site.hi.ts';
import messages from './catalogs/hi.json';
import uiMessages from './catalogs/ui.hi.json';
import type { LocaleBundle } from './LocaleContext.tsx';
import { createTranslate } from './translate.ts';
import { uiTextsFrom } from './uiTexts.ts';

export function hindiBundle(intlLocale: string): LocaleBundle {
  const t = createTranslate(intlLocale, messages, uiMessages);
  return { locale: 'hi', intlLocale, t, uiTexts: uiTextsFrom(t, SITE_WORDS_HI), site: SITE_WORDS_HI, home: homeInHindi };
}
