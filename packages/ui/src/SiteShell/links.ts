/** A link of the header or footer. */
export interface SiteShellLink {
  label: string;
  href: string;
}

/** A header entry that opens a list of links (a dropdown on wide screens, an expandable group in the menu). */
export interface SiteShellLinkGroup {
  label: string;
  links: readonly SiteShellLink[];
}

export type SiteShellNavItem = SiteShellLink | SiteShellLinkGroup;

export function isGroup(item: SiteShellNavItem): item is SiteShellLinkGroup {
  return 'links' in item;
}

/** Marks the link to the page being shown, for screen readers (and the underline that shows it). */
export function currentPageProps(href: string, currentPath: string | undefined) {
  return currentPath !== undefined && href === currentPath ? { 'aria-current': 'page' as const } : {};
}
