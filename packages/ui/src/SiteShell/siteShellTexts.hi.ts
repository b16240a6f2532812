import type { SiteShellTexts } from './siteShellTexts.ts';

/** The words of the site shell in Hindi. */
export const SITE_SHELL_TEXTS_HI: SiteShellTexts = {
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  menu: 'मेन्यू',
  mainNavigation: 'मुख्य',
  quickLinks: 'उपयोगी लिंक',
  copyright: (siteName) => `© ${siteName}`,
  lastUpdated: 'अंतिम अद्यतन:',
};
