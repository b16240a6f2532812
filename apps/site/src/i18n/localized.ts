import type { Locale } from './locales.ts';

/**
 * Something in both languages: the English at hand (imported with the code that uses it, so an English page waits
 * for nothing more), the Hindi in a module of its own (`departments.hi.ts`, `hindi.ts`), fetched the first time a
 * Hindi page asks for it and kept.
 */
export interface Localized<T> {
  /** The value in `locale`: at once for English, fetched once for Hindi. A route's loader calls it before the first paint. */
  load: (locale: Locale) => Promise<T>;
  /** The value in `locale` if it is already here. */
  peek: (locale: Locale) => T | undefined;
}

export function localized<T>(english: T, loadHindi: () => Promise<T>): Localized<T> {
  let hindi: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    peek: (locale) => (locale === 'en' ? english : hindi),
    load: (locale) => {
      if (locale === 'en') return Promise.resolve(english);
      // A failed fetch (offline) is forgotten, so the next Hindi page tries again.
      pending ??= loadHindi().then(
        (value) => (hindi = value),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
