export { SiteShell } from './SiteShell.tsx';
export type {
  SiteShellLink,
  SiteShellLinkGroup,
  SiteShellLinkProps,
  SiteShellNavItem,
  SiteShellProps,
} from './SiteShell.tsx';
