import { createContext, use, type ReactNode } from 'react';
import { ENGLISH } from './english.ts';
import type { LocaleBundle } from './localeBundle.ts';
import type { Localized } from './localized.ts';
import type { Locale } from './locales.ts';
import type { Translate } from './messages.ts';

// English unless a Hindi route says otherwise: the staff screens, which stay English, sit outside any provider.
const LocaleContext = createContext<LocaleBundle>(ENGLISH);

export function LocaleProvider({ bundle, children }: { bundle: LocaleBundle; children?: ReactNode }) {
  return <LocaleContext value={bundle}>{children}</LocaleContext>;
}

/** The page's language. */
export function useLocale(): Locale {
  return use(LocaleContext).locale;
}

/** The page's messages: `t('nav.ourDoctors')`. */
export function useT(): Translate {
  return use(LocaleContext).t;
}

export function useLocaleBundle(): LocaleBundle {
  return use(LocaleContext);
}

/** `value` in `locale`, suspending the component while the Hindi module loads the first time. */
export function useLocalized<T>(value: Localized<T>, locale: Locale): T {
  return value.peek(locale) ?? use(value.load(locale));
}

/** A page's content in the page's language (a `localized` content module). */
export function useLocalizedContent<T>(content: Localized<T>): T {
  return useLocalized(content, useLocale());
}
