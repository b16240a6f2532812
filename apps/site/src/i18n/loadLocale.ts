import { ENGLISH } from './english.ts';
import { INTL_LOCALE } from './languages.ts';
import type { LocaleBundle } from './localeBundle.ts';
import { localized } from './localized.ts';

/** Each language's bundle: English with the entry, Hindi (with Lingui and its catalogs) in a chunk of its own. */
export const LOCALE_BUNDLES = localized<LocaleBundle>(ENGLISH, async () => (await import('./hindi.ts')).hindiBundle(INTL_LOCALE.hi));
