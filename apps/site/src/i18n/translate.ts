import { setupI18n, type Messages } from '@lingui/core';
import type { Translate } from './messages.ts';

/**
 * A `Translate` over one language's catalogs, by Lingui's core. In a production build the catalogs arrive
 * compiled (src/build/compileCatalogs.ts, in the dev server too), so no message parser ships; in tests Lingui
 * compiles each message on first use, with the same result.
 */
export function createTranslate(intlLocale: string, ...catalogs: Messages[]): Translate {
  const i18n = setupI18n({ locale: intlLocale, messages: { [intlLocale]: Object.assign({}, ...catalogs) as Messages } });
  return (id, values) => i18n._(id, values);
}
