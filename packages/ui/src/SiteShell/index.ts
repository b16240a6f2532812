export { SiteShell, type SiteShellProps } from './SiteShell.tsx';
export type { SiteShellLink, SiteShellLinkGroup, SiteShellNavItem } from './links.ts';
export { SITE_SHELL_TEXTS, type SiteShellTexts } from './siteShellTexts.ts';
