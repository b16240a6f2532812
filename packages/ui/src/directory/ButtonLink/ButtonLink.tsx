import type { ComponentType, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../../Button/index.ts';
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

const Root = styled.a`
  ${buttonStyles}

  /* A ghost link stands on its own on a card or page (Back to Home), where brand text without a frame would
     read as an ordinary link; a ghost button sits among other buttons and needs none. */
  &[data-variant='ghost'] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.surface};
  }
`;
