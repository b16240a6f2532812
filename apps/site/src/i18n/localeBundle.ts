// What a page needs to speak one language, as a type of its own: the bundles (english.ts, hindi.ts) build it and
// LocaleContext.tsx hands it down, and the context's default is the English bundle, so a type kept in the context
// module would make English and the context import each other.
import type { UiTexts } from '@hospital/ui';
import type { HomeContent } from '../content/home.ts';
import type { SiteWords } from '../content/siteWords.ts';
import type { Locale } from './languages.ts';
import type { Translate } from './messages.ts';

/** Everything a page needs to speak one language: its messages, the design system's words, the site's words. */
export interface LocaleBundle {
  locale: Locale;
  /** How Intl formats dates and numbers: "hi-IN". */
  intlLocale: string;
  t: Translate;
  /** The design system's words; empty for English, which the design system writes itself. */
  uiTexts: Partial<UiTexts>;
  site: SiteWords;
  /** The home page's content in this language, from the English (home.ts); none for English itself. */
  home?: (english: HomeContent) => HomeContent;
}
