// Hindi: loaded only by Hindi pages (a chunk of its own, see loadLocale.ts), with Lingui, the Hindi site catalog,
// the design system's Hindi (its own, from @hospital/ui/locales/hi) and the site's words in Hindi, the home page's
// too: most Hindi visits start there, and the English home page then needs no second Hindi loader. It imports
// nothing the entry has, so the chunk stands alone.
import { UI_TEXTS_HI } from '@hospital/ui/locales/hi';
import { homeInHindi } from '../content/home.hi.ts';
import { SITE_WORDS_HI } from '../content/site.hi.ts';
import messages from './catalogs/hi.json';
import type { LocaleBundle } from './localeBundle.ts';
import { createTranslate } from './translate.ts';

export function hindiBundle(intlLocale: string): LocaleBundle {
  const t = createTranslate(intlLocale, messages);
  // The hospital's name and address are the site's words, which the booking journey prints beside the design system's.
  const uiTexts = { ...UI_TEXTS_HI, hospital: { name: t('site.name'), address: SITE_WORDS_HI.addressLine } };
  return { locale: 'hi', intlLocale, t, uiTexts, site: SITE_WORDS_HI, home: homeInHindi };
}
