// Reads Lingui's compiled messages (src/build/compileCatalogs.ts) for the English pages, so they carry no i18n
// library: Lingui's core is 2.2 kB gzip, most of the 3 kB the English home page may grow by (docs/adr/0009). It
// reads what an English site message may use: text, arguments and plural (exact values, categories, `#`);
// catalogs.test.ts holds the English catalogs to that and proves this gives Lingui's own answer for each of
// their messages. A select, an ordinal or a number format belongs in the design system's words, or here with its
// cost measured. Hindi pages load Lingui itself.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageValues } from './messages.ts';

/** A compiled message (Lingui's type): text, or `[argument]`, or `[argument, 'plural' | 'select' ..., cases]`. */
export type { CompiledMessage };

export function formatCompiled(message: CompiledMessage, values: MessageValues, locale: string, count?: string): string {
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') {
      text += part === '#' && count !== undefined ? count : part;
      continue;
    }
    const [name, kind] = part;
    const cases = (part[2] ?? {}) as Record<string, CompiledMessage>;
    const value = values[name];
    if (kind === 'plural') {
      // As Lingui chooses: an exact value ("=0" compiles to "0"), then the language's category, then other.
      const number = Number(value);
      const chosen = cases[String(value)] ?? cases[new Intl.PluralRules(locale).select(number)] ?? cases.other ?? [];
      text += formatCompiled(chosen, values, locale, new Intl.NumberFormat(locale).format(number));
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}
