// English, the site's first language: its catalog ships with the entry, so an English page starts without waiting,
// and it is read by the small reader of compiled messages rather than Lingui (see compiledMessages.ts). The design
// system's words need nothing here: the components write them in English themselves.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SITE_WORDS } from '../content/siteWords.ts';
import messages from './catalogs/en.json';
import { formatCompiled, type CompiledMessage } from './compiledMessages.ts';
import { INTL_LOCALE } from './languages.ts';
import type { LocaleBundle } from './localeBundle.ts';
import type { Translate } from './messages.ts';

/**
 * A `Translate` over compiled catalogs. The build compiles them (src/build/compileCatalogs.ts); tests import them
 * as written, and compile each message here on first use, as Lingui does outside a production build.
 */
export function compiledTranslate(intlLocale: string, catalog: Readonly<Record<string, unknown>>): Translate {
  return (id, values = {}) => {
    const source = catalog[id];
    if (source === undefined) return id;
    // Built, a string is plain text already (compileCatalogs keeps it so); as written, it is ICU to compile.
    const message = typeof source !== 'string' ? source : import.meta.env.PROD ? [source] : compileMessage(source);
    return formatCompiled(message as CompiledMessage, values, intlLocale);
  };
}

export const ENGLISH: LocaleBundle = {
  locale: 'en',
  intlLocale: INTL_LOCALE.en,
  t: compiledTranslate(INTL_LOCALE.en, messages),
  uiTexts: {},
  site: SITE_WORDS,
};
