// The visitor's choice of language, remembered in local storage under one key holding only "en" or "hi": nothing
// that identifies anyone, so no consent is needed. The next visit to "/", the one address both languages share,
// reads it before anything is drawn (src/build/rememberedLanguage.ts); a link to "/doctors" or "/hi/doctors" keeps
// the language it names.
import type { Locale } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Remembers the choice; storage that is full or refused (a private window) simply does not remember it. */
export function rememberLocale(locale: Locale, storage?: Pick<Storage, 'setItem'>): void {
  try {
    (storage ?? localStorage).setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not remembered: the visitor chooses again next time.
  }
}
