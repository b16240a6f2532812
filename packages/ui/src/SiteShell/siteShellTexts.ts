/** The words the site shell writes itself. */
export interface SiteShellTexts {
  skipToMain: string;
  /** The narrow layout's menu button. */
  menu: string;
  /** The main navigation landmark's name. */
  mainNavigation: string;
  quickLinks: string;
  /** The footer's last line when the page gives none. */
  copyright: (siteName: string) => string;
  /** Before the date the page's content last changed (GIGW 3.0 asks every page to show it). */
  lastUpdated: string;
}

declare module '../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    siteShell: SiteShellTexts;
  }
}

export const SITE_SHELL_TEXTS: SiteShellTexts = {
  skipToMain: 'Skip to main content',
  menu: 'Menu',
  mainNavigation: 'Main',
  quickLinks: 'Quick Links',
  copyright: (siteName) => `© ${siteName}`,
  lastUpdated: 'Last updated:',
};
