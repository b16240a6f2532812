import type { ComponentType, Ref } from 'react';
import styled from 'styled-components';
import type { ButtonSize, ButtonVariant } from '../../Button/index.ts';
import type { SiteShellLinkProps } from '../../SiteShell/index.ts';
import { cssVar } from '../../theme/cssVar.ts';

/** Draws a link: a router's `Link` adapter in the app, a plain `<a>` in stories. The same contract as SiteShell's. */
export type LinkComponent = ComponentType<SiteShellLinkProps>;

export interface ButtonLinkProps extends SiteShellLinkProps {
  /** The Button's variants: `primary` (Book Appointment), `secondary`, `ghost`, `danger`, `emergency`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Who draws the `<a>`; a plain anchor when not given. */
  linkComponent?: LinkComponent;
  ref?: Ref<HTMLAnchorElement>;
}

export function PlainLink({ href, ...rest }: SiteShellLinkProps) {
  return <a href={href} {...rest} />;
}

/**
 * A link that looks like a Button: View Profile, Back to Home, a call-to-action to the home appointment
 * section, a `tel:` Call Now. Navigation is a link (it opens in a new tab, shows its URL); an action is a Button.
 */
export function ButtonLink({ variant = 'secondary', size = 'md', linkComponent = PlainLink, ...rest }: ButtonLinkProps) {
  return <Root {...rest} as={linkComponent} data-variant={variant} data-size={size} />;
}

// The look follows Button's tokens; Button does not export its styles, so the few rules an anchor needs are here.
const Root = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[2]};
  max-inline-size: 100%;
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  touch-action: manipulation;
  transition: background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: 2px;
  }

  &[data-size='sm'] {
    min-block-size: ${cssVar.size.control.sm};
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
    font-size: ${cssVar.font.size.sm};
  }

  &[data-size='md'] {
    min-block-size: ${cssVar.size.control.md};
    padding: ${cssVar.space[2]} ${cssVar.space[5]};
    font-size: ${cssVar.font.size.md};
  }

  &[data-size='lg'] {
    min-block-size: ${cssVar.size.control.lg};
    padding: ${cssVar.space[3]} ${cssVar.space[6]};
    font-size: ${cssVar.font.size.lg};
  }

  &[data-variant='primary'] {
    background-color: ${cssVar.color.accent};
    color: ${cssVar.color.accentContrast};
  }

  &[data-variant='primary']:hover {
    background-color: ${cssVar.color.accentHover};
  }

  &[data-variant='secondary'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &[data-variant='secondary']:hover {
    background-color: ${cssVar.color.brandHover};
  }

  &[data-variant='ghost'] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.surface};
    color: ${cssVar.color.brand};
  }

  &[data-variant='ghost']:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  &[data-variant='danger'] {
    border-color: ${cssVar.color.danger};
    background-color: ${cssVar.color.surface};
    color: ${cssVar.color.danger};
  }

  &[data-variant='emergency'] {
    background-color: ${cssVar.color.emergency};
    color: ${cssVar.color.emergencyContrast};
  }

  &[data-variant='emergency']:hover {
    background-color: ${cssVar.color.emergencyHover};
  }
`;
