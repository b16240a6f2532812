import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '../Link/index.ts';
import { useUiTexts } from '../UiTexts/index.ts';
import { Chevron, MenuIcon } from './icons.tsx';
import { currentPageProps, isGroup, type SiteShellLink, type SiteShellNavItem } from './links.ts';
import { GroupButton, GroupItem, GroupPanel, MenuButton, MenuOnlyItem, Nav, NavList } from './SiteNavigation.styles.ts';
import { SITE_SHELL_TEXTS } from './siteShellTexts.ts';
import { useHydrated } from '../shared/useHydrated.ts';

export interface SiteNavigationProps {
  /** The header navigation, in order. */
  navLinks: readonly SiteShellNavItem[];
  /** The current path: its link is marked, and an open menu or group closes when it changes. */
  currentPath?: string | undefined;
  /** Links of the narrow layout's menu only (such as managing a booking), after the navigation; the wide row leaves them out. */
  menuLinks?: readonly SiteShellLink[];
  /** The last entry of the narrow layout's menu only (the language switch); the wide row leaves it out. */
  menuExtra?: ReactNode;
}

/**
 * The header's main navigation: one row with dropdown groups on wide screens, a Menu button with expandable groups
 * on narrow ones. Escape closes the innermost open part and returns focus to its button; a click or focus outside,
 * choosing a link, or moving to another page closes everything. On a page drawn on the server, before its script
 * runs, the Menu and the groups open while focus is inside them (CSS, see `data-enhanced`), so the links can be
 * reached at once; the script then takes them over.
 */
export function SiteNavigation({ navLinks, currentPath, menuLinks = [], menuExtra }: SiteNavigationProps) {
  const texts = useUiTexts('siteShell', SITE_SHELL_TEXTS);
  const baseId = useId();
  const listId = `${baseId}-nav-list`;
  const navRef = useRef<HTMLElement>(null);

  // Open state remembers the path it was opened on, so any navigation closes it without an effect.
  const at = currentPath ?? '';
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [openGroup, setOpenGroup] = useState<{ label: string; at: string } | null>(null);
  const enhanced = useHydrated();
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

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
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

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) closeAll();
  };

  // A link to the page already shown does not change the path, so choosing any link closes the menu itself.
  const linkProps = (href: string) => ({ href, onClick: closeAll, ...currentPageProps(href, currentPath) });

  return (
    <Nav ref={navRef} aria-label={texts.mainNavigation} onKeyDown={onKeyDown} onBlur={onBlur} data-enhanced={enhanced || undefined}>
      <MenuButton
        type="button"
        data-part="menu-button"
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpenAt(menuOpen ? null : at)}
      >
        <MenuIcon open={menuOpen} />
        {texts.menu}
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
        {menuLinks.map((link) => (
          <MenuOnlyItem key={link.href}>
            <Link {...linkProps(link.href)}>{link.label}</Link>
          </MenuOnlyItem>
        ))}
        {menuExtra ? <MenuOnlyItem>{menuExtra}</MenuOnlyItem> : null}
      </NavList>
    </Nav>
  );
}
