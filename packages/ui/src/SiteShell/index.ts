export { SiteShell, type SiteShellProps } from './SiteShell.tsx';
export type { SiteShellLink, SiteShellLinkGroup, SiteShellNavItem } from './links.ts';
