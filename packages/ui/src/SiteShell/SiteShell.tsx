import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../Link/index.ts';
import { useUiTexts } from '../UiTexts/index.ts';
import { HospitalMark } from './icons.tsx';
import { currentPageProps, type SiteShellLink, type SiteShellNavItem } from './links.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteNavigation } from './SiteNavigation.tsx';
import { SITE_SHELL_TEXTS } from './siteShellTexts.ts';
import { Actions, Brand, Header, HeaderBar, Main, Root, SkipLink } from './SiteShell.styles.ts';

export interface SiteShellProps {
  /** The hospital's name: the header's home link and the footer's title. */
  siteName: string;
  /** The header navigation, in order. */
  navLinks: readonly SiteShellNavItem[];
  /** Links only the narrow layout's menu shows, after the navigation (the spec's wide row stays as it is). */
  menuLinks?: readonly SiteShellLink[];
  /** The footer's quick links. */
  footerLinks: readonly SiteShellLink[];
  /** The current path: the link to it is marked `aria-current="page"`, and open menus close when it changes. */
  currentPath?: string;
  /** Where the site name links to. */
  homeHref?: string;
  /** Controls at the end of the header bar, such as a Book Appointment button. */
  actions?: ReactNode;
  /**
   * The way to the same page in the other language (a `LanguageSwitch`): drawn in the header bar, and again in
   * the menu of the narrow layout, where a visitor looking for it opens the menu first.
   */
  languageSwitch?: ReactNode;
  /** The footer's last line; `© {siteName}` when not given. */
  footerNote?: ReactNode;
  /** Hospital details in the footer beside the quick links: address and map, services, hours. */
  footerContent?: ReactNode;
  /** When the page's content last changed, shown in the footer (ISO 8601 instant or YYYY-MM-DD). */
  lastUpdated?: string | undefined;
  /** The id of `<main>`, the skip link's target. */
  mainId?: string;
  children?: ReactNode;
}

/**
 * The page frame of the public site: a skip link, a sticky header (site name, navigation with dropdown
 * groups, a collapsible menu on narrow screens), the page's `<main>` and a footer with quick links.
 * It knows no router: links are drawn by `Link`, which the app points at its router once (`LinkProvider`).
 * Layout follows the header's and footer's own width (container queries), so it is the same in a narrow story
 * frame as on a phone.
 */
export function SiteShell({
  siteName,
  navLinks,
  menuLinks,
  footerLinks,
  currentPath,
  homeHref = '/',
  actions,
  languageSwitch,
  footerNote,
  footerContent,
  lastUpdated,
  mainId = 'main-content',
  children,
}: SiteShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  const texts = useUiTexts('siteShell', SITE_SHELL_TEXTS);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef.current;
    if (!main) return;
    // Focus <main> without putting a hash in the URL, which a router would treat as navigation.
    event.preventDefault();
    main.focus();
  };

  return (
    <Root>
      <SkipLink href={`#${mainId}`} onClick={skipToMain}>
        {texts.skipToMain}
      </SkipLink>

      <Header>
        <HeaderBar>
          <Brand>
            <Link href={homeHref} {...currentPageProps(homeHref, currentPath)}>
              <HospitalMark />
              <span>{siteName}</span>
            </Link>
          </Brand>
          <SiteNavigation navLinks={navLinks} currentPath={currentPath} menuLinks={menuLinks} menuExtra={languageSwitch} />
          {actions || languageSwitch ? (
            <Actions>
              {languageSwitch}
              {actions}
            </Actions>
          ) : null}
        </HeaderBar>
      </Header>

      <Main id={mainId} ref={mainRef} tabIndex={-1}>
        {children}
      </Main>

      <SiteFooter siteName={siteName} links={footerLinks} currentPath={currentPath} content={footerContent} note={footerNote} lastUpdated={lastUpdated} />
    </Root>
  );
}
