import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { headerMedium, headerSmall, wide } from './containers.ts';

// The frame: skip link, sticky header bar with the hospital's name and actions, and <main>.
export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
`;

export const SkipLink = styled.a`
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

export const Header = styled.header`
  container: site-header / inline-size;
  position: sticky;
  inset-block-start: 0;
  z-index: ${cssVar.zIndex.sticky};
  background-color: ${cssVar.color.surface};
  border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  box-shadow: ${cssVar.shadow.sm};
`;

export const HeaderBar = styled.div`
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

export const Brand = styled.div`
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

/* On a phone the actions take a row of their own under the name and Menu, so nothing overlaps at 360px. */
export const Actions = styled.div`
  display: flex;
  flex: 1 0 100%;
  align-items: center;
  gap: ${cssVar.space[2]};

  > * {
    flex: 1 1 auto;
  }

  /* The language switch keeps its own width beside Book Appointment, even on a phone. */
  > [data-part='language-switch'] {
    flex: none;
  }

  ${headerMedium} {
    flex: none;

    > * {
      flex: none;
    }
  }
`;

export const Main = styled.main`
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }

  /* In-page targets land below the sticky header. */
  [id] {
    scroll-margin-block-start: calc(${cssVar.size.control.lg} + ${cssVar.space[8]});
  }
`;

