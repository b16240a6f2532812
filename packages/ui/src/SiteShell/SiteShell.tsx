import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { theme } from '../theme/theme.ts';

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

/**
 * What the shell passes to `linkComponent`: an anchor's props with a string `href`. A router adapter maps
 * `href` to its own prop, e.g. `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type SiteShellLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

export interface SiteShellProps {
  /** The hospital's name: the header's home link and the footer's title. */
  siteName: string;
  /** The header navigation, in order. */
  navLinks: readonly SiteShellNavItem[];
  /** The footer's quick links. */
  footerLinks: readonly SiteShellLink[];
  /** Renders every link of the shell; a plain `<a>` when not given. Must render an `<a>` and pass every prop on. */
  linkComponent?: ComponentType<SiteShellLinkProps>;
  /** The current path: the link to it is marked `aria-current="page"`, and open menus close when it changes. */
  currentPath?: string;
  /** Where the site name links to. */
  homeHref?: string;
  /** Controls at the end of the header bar, such as a Book Appointment button. */
  actions?: ReactNode;
  /** The footer's last line; `© {siteName}` when not given. */
  footerNote?: ReactNode;
  /** Hospital details in the footer beside the quick links: address and map, services, hours. */
  footerContent?: ReactNode;
  /** The id of `<main>`, the skip link's target. */
  mainId?: string;
  children?: ReactNode;
}

function isGroup(item: SiteShellNavItem): item is SiteShellLinkGroup {
  return 'links' in item;
}

function PlainLink({ href, ...rest }: SiteShellLinkProps) {
  return <a href={href} {...rest} />;
}

/**
 * The page frame of the public site: a skip link, a sticky header (site name, navigation with dropdown
 * groups, a collapsible menu on narrow screens), the page's `<main>` and a footer with quick links.
 * It knows no router: links are drawn by `linkComponent`. Layout follows the header's and footer's own
 * width (container queries), so it is the same in a narrow story frame as on a phone.
 */
export function SiteShell({
  siteName,
  navLinks,
  footerLinks,
  linkComponent: Link = PlainLink,
  currentPath,
  homeHref = '/',
  actions,
  footerNote,
  footerContent,
  mainId = 'main-content',
  children,
}: SiteShellProps) {
  const baseId = useId();
  const listId = `${baseId}-nav-list`;
  const mainRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // Open state remembers the path it was opened on, so any navigation closes it without an effect.
  const at = currentPath ?? '';
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<{ label: string; at: string } | null>(null);
  const menuOpen = menuOpenAt === at;
  const openGroupLabel = openGroup?.at === at ? openGroup.label : null;
  const anythingOpen = menuOpen || openGroupLabel !== null;

  const closeAll = () => {
    setMenuOpenAt(null);
    setOpenGroup(null);
  };

  useEffect(() => {
    const nav = navRef.current;
    if (!anythingOpen || !nav) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !nav.contains(event.target)) {
        setMenuOpenAt(null);
        setOpenGroup(null);
      }
    };
    const doc = nav.ownerDocument;
    doc.addEventListener('pointerdown', onPointerDown);
    return () => doc.removeEventListener('pointerdown', onPointerDown);
  }, [anythingOpen]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !anythingOpen) return;
    const nav = event.currentTarget;
    const group = nav.querySelector<HTMLButtonElement>('[data-part="nav-group-button"][aria-expanded="true"]');
    if (group) {
      setOpenGroup(null);
      group.focus();
    } else {
      setMenuOpenAt(null);
      nav.querySelector<HTMLButtonElement>('[data-part="menu-button"]')?.focus();
    }
    event.stopPropagation();
  };

  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRef.current;
    if (!main) return;
    // Focus <main> without putting a hash in the URL, which a router would treat as navigation.
    event.preventDefault();
    main.focus();
  };

  const linkProps = (href: string) => ({
    href,
    onClick: closeAll,
    ...(currentPath !== undefined && href === currentPath ? { 'aria-current': 'page' as const } : {}),
  });

  return (
    <Root>
      <SkipLink href={`#${mainId}`} onClick={skipToMain}>
        Skip to main content
      </SkipLink>

      <Header>
        <HeaderBar>
          <Brand>
            <Link {...linkProps(homeHref)}>
              <HospitalMark />
              <span>{siteName}</span>
            </Link>
          </Brand>

          <Nav ref={navRef} aria-label="Main" onKeyDown={onNavKeyDown} onBlur={onNavBlur}>
            <MenuButton
              type="button"
              data-part="menu-button"
              aria-expanded={menuOpen}
              aria-controls={listId}
              onClick={() => setMenuOpenAt(menuOpen ? null : at)}
            >
              <MenuIcon open={menuOpen} />
              Menu
            </MenuButton>

            <NavList id={listId} data-open={menuOpen}>
              {navLinks.map((item) => {
                if (!isGroup(item)) {
                  return (
                    <li key={item.label}>
                      <Link {...linkProps(item.href)}>{item.label}</Link>
                    </li>
                  );
                }
                const open = openGroupLabel === item.label;
                const panelId = `${baseId}-group-${item.label.replace(/\W+/g, '-')}`;
                const containsCurrent = item.links.some((link) => link.href === currentPath);
                return (
                  <GroupItem key={item.label}>
                    <GroupButton
                      type="button"
                      data-part="nav-group-button"
                      data-current={containsCurrent || undefined}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenGroup(open ? null : { label: item.label, at })}
                    >
                      {item.label}
                      <Chevron />
                    </GroupButton>
                    <GroupPanel id={panelId} hidden={!open}>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <Link {...linkProps(link.href)}>{link.label}</Link>
                        </li>
                      ))}
                    </GroupPanel>
                  </GroupItem>
                );
              })}
            </NavList>
          </Nav>

          {actions ? <Actions>{actions}</Actions> : null}
        </HeaderBar>
      </Header>

      <Main id={mainId} ref={mainRef} tabIndex={-1}>
        {children}
      </Main>

      <Footer>
        <FooterInner>
          <FooterBrand>
            <HospitalMark />
            <span>{siteName}</span>
          </FooterBrand>
          <nav aria-labelledby={`${baseId}-footer-heading`}>
            <FooterHeading id={`${baseId}-footer-heading`}>Quick Links</FooterHeading>
            <FooterList>
              {footerLinks.map((link) => (
                <li key={`${link.href} ${link.label}`}>
                  <Link {...linkProps(link.href)}>{link.label}</Link>
                </li>
              ))}
            </FooterList>
          </nav>
          {footerContent ? <FooterContent>{footerContent}</FooterContent> : null}
          <FooterNote>{footerNote ?? `© ${siteName}`}</FooterNote>
        </FooterInner>
      </Footer>
    </Root>
  );
}

/** The hospital's mark: a white cross on a rounded brand-teal square (the favicon draws the same). */
function HospitalMark() {
  return (
    <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" />
      <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
    </Mark>
  );
}

function Chevron() {
  return (
    <ChevronSvg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" />
    </ChevronSvg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <IconSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </IconSvg>
  );
}

// ---- styles -------------------------------------------------------------------------------------
// Only theme CSS variables; breakpoints come from the theme object because var() cannot be used in a
// container query. The header and the footer are query containers.

const headerSmall = `@container site-header (min-width: ${theme.breakpoint.sm})`;
const headerMedium = `@container site-header (min-width: ${theme.breakpoint.md})`;
// The whole navigation fits on one row beside the name and Book Appointment only from 1280px; below that (tablets,
// small laptops) it folds into the Menu button rather than squeezing the hospital's name onto three lines.
const wide = `@container site-header (min-width: ${theme.breakpoint.xl})`;
const footerWide = `@container site-footer (min-width: ${theme.breakpoint.md})`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-block-start: ${cssVar.space[2]};
  inset-inline-start: ${cssVar.space[2]};
  z-index: ${cssVar.zIndex.tooltip};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.brand};
  color: ${cssVar.color.brandContrast};
  font-weight: ${cssVar.font.weight.semibold};
  text-decoration: underline;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

const Header = styled.header`
  container: site-header / inline-size;
  position: sticky;
  inset-block-start: 0;
  z-index: ${cssVar.zIndex.sticky};
  background-color: ${cssVar.color.surface};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  box-shadow: ${cssVar.shadow.sm};
`;

const HeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};

  /* The same side padding as the footer and the pages, so their left edges line up. One row from here on. */
  ${headerMedium} {
    flex-wrap: nowrap;
    padding-inline: ${cssVar.space[6]};
  }

  ${wide} {
    gap: ${cssVar.space[2]};
  }
`;

const Mark = styled.svg`
  flex: none;
  inline-size: 2rem;
  block-size: 2rem;

  rect {
    fill: ${cssVar.color.brand};
  }

  path {
    fill: ${cssVar.color.brandContrast};
  }
`;

const Brand = styled.div`
  flex: none;
  min-inline-size: 0;
  margin-inline-end: auto;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${cssVar.space[2]};
    min-block-size: ${cssVar.size.touchTarget};
    border-radius: ${cssVar.radius.md};
    color: ${cssVar.color.brand};
    font-family: ${cssVar.font.family.heading};
    font-size: ${cssVar.font.size.md};
    font-weight: ${cssVar.font.weight.bold};
    line-height: ${cssVar.font.lineHeight.tight};
    text-decoration: none;
    white-space: nowrap;
  }

  /* One line beside the Menu button on a 360px phone, larger where there is room; back to body size beside the
     full navigation, so the whole row fits from 1280px with room to spare. */
  ${headerSmall} {
    a {
      font-size: ${cssVar.font.size.lg};
    }
  }

  ${wide} {
    a {
      font-size: ${cssVar.font.size.md};
    }
  }
`;

const Nav = styled.nav`
  flex: none;
`;

const navControl = `
  display: flex;
  align-items: center;
  gap: ${cssVar.space[1]};
  inline-size: 100%;
  min-block-size: ${cssVar.size.touchTarget};
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: 0;
  border-radius: ${cssVar.radius.md};
  background: transparent;
  color: ${cssVar.color.text};
  font: inherit;
  font-weight: ${cssVar.font.weight.medium};
  line-height: ${cssVar.font.lineHeight.tight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
    color: ${cssVar.color.brand};
  }
`;

const MenuButton = styled.button`
  ${navControl}
  inline-size: auto;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.semibold};

  &[aria-expanded='true'] {
    background-color: ${cssVar.color.brandSubtle};
  }

  ${wide} {
    display: none;
  }
`;

const IconSvg = styled.svg`
  flex: none;
  inline-size: ${cssVar.size.icon.lg};
  block-size: ${cssVar.size.icon.lg};
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

const ChevronSvg = styled.svg`
  flex: none;
  inline-size: ${cssVar.size.icon.sm};
  block-size: ${cssVar.size.icon.sm};
  margin-inline-start: auto;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition: transform ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const NavList = styled.ul`
  /* Narrow: a panel under the header bar, shown while the menu is open. */
  display: none;
  position: absolute;
  inset-block-start: 100%;
  inset-inline: 0;
  max-block-size: calc(100dvh - 5rem);
  overflow-y: auto;
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[4]} ${cssVar.space[4]};
  list-style: none;
  background-color: ${cssVar.color.surface};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  box-shadow: ${cssVar.shadow.md};

  &[data-open='true'] {
    display: block;
  }

  > li + li {
    border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  }

  a {
    ${navControl}
  }

  a[aria-current='page'] {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
    text-decoration: underline;
    text-decoration-thickness: ${cssVar.borderWidth.thick};
    text-underline-offset: 0.3em;
  }

  /* Wide: one row, always shown. */
  ${wide} {
    display: flex;
    align-items: center;
    position: static;
    max-block-size: none;
    overflow: visible;
    padding: 0;
    background: transparent;
    border: 0;
    box-shadow: none;

    > li + li {
      border: 0;
    }

    a {
      inline-size: auto;
      padding-inline: ${cssVar.space[2]};
      white-space: nowrap;
    }
  }
`;

const GroupItem = styled.li`
  position: relative;
`;

const GroupButton = styled.button`
  ${navControl}

  &[data-current] {
    color: ${cssVar.color.brand};
  }

  ${wide} {
    inline-size: auto;
    padding-inline: ${cssVar.space[2]};
    white-space: nowrap;
  }
`;

const GroupPanel = styled.ul`
  /* Narrow: the group's links indented under its button. */
  margin: 0 0 ${cssVar.space[2]};
  padding: 0 0 0 ${cssVar.space[4]};
  list-style: none;
  border-inline-start: ${cssVar.borderWidth.thick} solid ${cssVar.color.brandSubtle};

  &[hidden] {
    display: none;
  }

  /* Wide: a dropdown panel under the button. */
  ${wide} {
    position: absolute;
    inset-block-start: calc(100% + ${cssVar.space[1]});
    inset-inline-start: 0;
    z-index: ${cssVar.zIndex.dropdown};
    min-inline-size: 16rem;
    max-block-size: calc(100dvh - 6rem);
    overflow-y: auto;
    margin: 0;
    padding: ${cssVar.space[2]};
    background-color: ${cssVar.color.surface};
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    border-radius: ${cssVar.radius.lg};
    box-shadow: ${cssVar.shadow.md};

    a {
      inline-size: 100%;
    }
  }
`;

/* On a phone the actions take a row of their own under the name and Menu, so nothing overlaps at 360px. */
const Actions = styled.div`
  display: flex;
  flex: 1 0 100%;
  align-items: center;
  gap: ${cssVar.space[2]};

  > * {
    flex: 1 1 auto;
  }

  ${headerMedium} {
    flex: none;

    > * {
      flex: none;
    }
  }
`;

const Main = styled.main`
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }

  /* In-page targets land below the sticky header. */
  [id] {
    scroll-margin-block-start: calc(${cssVar.size.control.lg} + ${cssVar.space[8]});
  }
`;

const Footer = styled.footer`
  container: site-footer / inline-size;
  background-color: ${cssVar.color.surfaceMuted};
  border-block-start: ${cssVar.borderWidth.thick} solid ${cssVar.color.brand};
  color: ${cssVar.color.text};
`;

const FooterInner = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[8]} ${cssVar.space[4]};

  ${footerWide} {
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    padding-inline: ${cssVar.space[6]};
  }
`;

const FooterBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  align-self: start;
  color: ${cssVar.color.brand};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
`;

const FooterHeading = styled.h2`
  margin: 0 0 ${cssVar.space[2]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const FooterList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  column-gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${cssVar.size.touchTarget};
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.medium};
    text-decoration: underline;
    text-decoration-color: transparent;
    text-underline-offset: 0.25em;
    transition: text-decoration-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};
  }

  a:hover,
  a[aria-current='page'] {
    text-decoration-color: currentColor;
  }
`;

const FooterContent = styled.div`
  ${footerWide} {
    grid-column: 1 / -1;
  }
`;

const FooterNote = styled.p`
  margin: 0;
  padding-block-start: ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};

  ${footerWide} {
    grid-column: 1 / -1;
  }
`;
