import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { wide } from './containers.ts';

// The main navigation: a panel behind the Menu button when narrow, one row with dropdown groups when wide.
export const Nav = styled.nav`
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

export const MenuButton = styled.button`
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

export const NavList = styled.ul`
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

  /* Before the script runs (no data-enhanced yet), the Menu button opens the list while focus is in the nav. */
  nav:not([data-enhanced]):focus-within > & {
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

    nav:not([data-enhanced]):focus-within > & {
      display: flex;
    }

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

export const GroupItem = styled.li`
  position: relative;
`;

export const GroupButton = styled.button`
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

export const GroupPanel = styled.ul`
  /* Narrow: the group's links indented under its button. */
  margin: 0 0 ${cssVar.space[2]};
  padding: 0 0 0 ${cssVar.space[4]};
  list-style: none;
  border-inline-start: ${cssVar.borderWidth.thick} solid ${cssVar.color.brandSubtle};

  &[hidden] {
    display: none;
  }

  /* Before the script runs (no data-enhanced yet), a group opens while focus is on its button or in its links. */
  nav:not([data-enhanced]) li:focus-within > &[hidden] {
    display: block;
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

/** An entry of the narrow layout's menu that the wide row does without: the header bar shows it there. */
export const MenuOnlyItem = styled.li`
  /* A menu entry like the others, even when it is drawn as a button elsewhere (the language switch). */
  && > a {
    justify-content: flex-start;
    padding-inline: ${cssVar.space[3]};
    border: 0;
  }

  ${wide} {
    display: none;
  }
`;
